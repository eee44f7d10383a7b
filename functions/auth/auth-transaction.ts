import * as v from 'valibot';
import { openJson, sealJson } from '../session/session-crypto';
import { cookieValue, hostCookieHeader, hostCookieName } from '../session/session-cookie';

/**
 * The sign-in (and sign-out) transaction: what the Worker must remember between sending the browser
 * to the provider and the provider sending it back — the `state` to match, the `nonce` the ID token
 * must carry, the PKCE verifier, and where the reader came from (spec §3 "localRoute"). Kept in an
 * encrypted HttpOnly cookie of its own (key purpose `auth-transaction`, so it can never pass for a
 * session), not in storage: nothing to clean up, and a callback on another isolate still finds it.
 *
 * Up to MAX_OPEN_TRANSACTIONS are held at once (a reader may start sign-in in two tabs, or a silent
 * login may run while they click 登入); each is consumed by its callback, so a replayed `state`
 * finds nothing.
 */
export const AUTH_TRANSACTION_COOKIE = 'usstock_auth_tx';
/** A sign-in left unfinished for longer than this is forgotten (the provider's codes live 60 s). */
export const AUTH_TRANSACTION_TTL_SECONDS = 600;
export const MAX_OPEN_TRANSACTIONS = 3;

/** The shape of state, nonce and verifier (oidc-client.ts makes 43-character ones): anything else was never ours. */
export const URL_TOKEN_PATTERN = /^[\w-]{32,128}$/;
const urlToken = v.pipe(v.string(), v.regex(URL_TOKEN_PATTERN));

const AuthTransactionSchema = v.object({
  purpose: v.picklist(['sign-in', 'silent', 'sign-out']),
  state: urlToken,
  nonce: v.optional(urlToken),
  codeVerifier: v.optional(urlToken),
  /** A same-site path (checked with safeReturnPath before it is stored). */
  returnTo: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048)),
  /** Unix seconds. */
  createdAt: v.pipe(v.number(), v.integer()),
});
export type AuthTransaction = v.InferOutput<typeof AuthTransactionSchema>;

const TransactionListSchema = v.pipe(v.array(AuthTransactionSchema), v.maxLength(MAX_OPEN_TRANSACTIONS));

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function openTransactions(request: Request, secret: string): Promise<AuthTransaction[]> {
  const sealed = cookieValue(request.headers.get('cookie'), hostCookieName(new URL(request.url), AUTH_TRANSACTION_COOKIE));
  if (!sealed || sealed.length > 3584) return [];
  const list = (await openJson(TransactionListSchema, sealed, secret, 'auth-transaction')) ?? [];
  const oldest = nowSeconds() - AUTH_TRANSACTION_TTL_SECONDS;
  return list.filter((tx) => tx.createdAt >= oldest);
}

async function transactionsSetCookie(url: URL, list: AuthTransaction[], secret: string): Promise<string> {
  if (list.length === 0) return hostCookieHeader(url, AUTH_TRANSACTION_COOKIE, '', 0);
  const sealed = await sealJson(TransactionListSchema, list, secret, 'auth-transaction');
  return hostCookieHeader(url, AUTH_TRANSACTION_COOKIE, sealed, AUTH_TRANSACTION_TTL_SECONDS);
}

/** Remembers a new transaction (newest first, the oldest dropped beyond the limit). Answers its Set-Cookie. */
export async function beginTransaction(request: Request, secret: string, tx: Omit<AuthTransaction, 'createdAt'>): Promise<string> {
  const held = await openTransactions(request, secret);
  const list = [{ ...tx, createdAt: nowSeconds() }, ...held.filter((other) => other.state !== tx.state)].slice(0, MAX_OPEN_TRANSACTIONS);
  return transactionsSetCookie(new URL(request.url), list, secret);
}

/**
 * Consumes the transaction with this state and purpose: it is answered once and removed from the
 * cookie (the returned Set-Cookie must go out with the response), so a replayed callback finds none.
 */
export async function takeTransaction(
  request: Request,
  secret: string,
  state: string,
  purposes: readonly AuthTransaction['purpose'][],
): Promise<{ transaction: AuthTransaction | null; setCookie: string }> {
  const held = await openTransactions(request, secret);
  const transaction = held.find((tx) => tx.state === state && purposes.includes(tx.purpose)) ?? null;
  const rest = transaction ? held.filter((tx) => tx !== transaction) : held;
  return { transaction, setCookie: await transactionsSetCookie(new URL(request.url), rest, secret) };
}
