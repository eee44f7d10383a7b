import * as v from 'valibot';
import { openJson, sealJson } from '../session/session-crypto';
import { parse } from 'hono/utils/cookie';
import { cookieValue, hostCookieHeader, hostCookieName } from '../session/session-cookie';

/**
 * The sign-in (and sign-out) transaction: what the Worker must remember between sending the browser
 * to the provider and the provider sending it back — the `state` to match, the `nonce` the ID token
 * must carry, the PKCE verifier, and where the reader came from (`localRoute`, to return there). Kept in an
 * encrypted HttpOnly cookie (key purpose `auth-transaction`, so it can never pass for a session), not
 * in storage: nothing to clean up, and a callback on another isolate still finds it.
 *
 * One cookie per transaction, named by its state (`usstock_auth_tx_<first 16 characters>`): a reader
 * may start sign-in in two tabs, or click 登入 while the silent sign-in's frame starts. With one cookie
 * holding a list, two such requests each wrote the list they had read and the later answer dropped the
 * other's transaction: its callback failed (seen as a sign-in that never came back). Separate cookies
 * cannot overwrite each other. Up to MAX_OPEN_TRANSACTIONS are held (older ones are cleared when a new
 * one begins); each is consumed by its callback, so a replayed `state` finds nothing.
 */
export const AUTH_TRANSACTION_COOKIE_PREFIX = 'usstock_auth_tx_';
/** A sign-in left unfinished for longer than this is forgotten (the provider's codes live 60 s). */
export const AUTH_TRANSACTION_TTL_SECONDS = 600;
export const MAX_OPEN_TRANSACTIONS = 3;
/** Characters of the state that name its cookie: 96 random bits (oidc-client.ts makes 43-character states). */
const NAME_CHARACTERS = 16;
/** A request carrying more transaction cookies than this is not a browser of ours: the rest are cleared unread. */
const MAX_COOKIES_READ = 8;
const MAX_SEALED_LENGTH = 3584;

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

const nowSeconds = () => Math.floor(Date.now() / 1000);

const baseNameOf = (state: string) => `${AUTH_TRANSACTION_COOKIE_PREFIX}${state.slice(0, NAME_CHARACTERS)}`;

/** Every transaction cookie the request carries: base name (without `__Host-`) and sealed value. */
function transactionCookies(request: Request): { baseName: string; sealed: string }[] {
  const url = new URL(request.url);
  const prefix = hostCookieName(url, AUTH_TRANSACTION_COOKIE_PREFIX);
  return Object.entries(parse(request.headers.get('cookie') ?? ''))
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, sealed]) => ({ baseName: `${AUTH_TRANSACTION_COOKIE_PREFIX}${name.slice(prefix.length)}`, sealed }));
}

/** The transaction a cookie holds, if it is ours, unexpired and well formed; otherwise null. */
async function openTransaction(sealed: string, secret: string): Promise<AuthTransaction | null> {
  if (sealed.length === 0 || sealed.length > MAX_SEALED_LENGTH) return null;
  const tx = await openJson(AuthTransactionSchema, sealed, secret, 'auth-transaction');
  return tx && tx.createdAt >= nowSeconds() - AUTH_TRANSACTION_TTL_SECONDS ? tx : null;
}

const clearCookie = (url: URL, baseName: string) => hostCookieHeader(url, baseName, '', 0);

/**
 * Remembers a new transaction in a cookie of its own. Answers the Set-Cookie values to send: the new
 * cookie, and the clearing of held ones beyond the limit (the oldest first), expired or unreadable.
 */
export async function beginTransaction(request: Request, secret: string, tx: Omit<AuthTransaction, 'createdAt'>): Promise<string[]> {
  const url = new URL(request.url);
  const newName = baseNameOf(tx.state);
  const held = transactionCookies(request).filter((cookie) => cookie.baseName !== newName);
  const opened = await Promise.all(held.slice(0, MAX_COOKIES_READ).map(async (cookie) => ({ ...cookie, tx: await openTransaction(cookie.sealed, secret) })));
  const keep = opened
    .filter((cookie) => cookie.tx !== null)
    .sort((a, b) => b.tx!.createdAt - a.tx!.createdAt)
    .slice(0, MAX_OPEN_TRANSACTIONS - 1)
    .map((cookie) => cookie.baseName);
  const sealed = await sealJson(AuthTransactionSchema, { ...tx, createdAt: nowSeconds() }, secret, 'auth-transaction');
  const cleared = held.filter((cookie) => !keep.includes(cookie.baseName)).map((cookie) => clearCookie(url, cookie.baseName));
  return [hostCookieHeader(url, newName, sealed, AUTH_TRANSACTION_TTL_SECONDS), ...cleared];
}

/**
 * Consumes the transaction with this state and purpose: it is answered once and its cookie cleared (the
 * returned Set-Cookie must go out with the response), so a replayed callback finds none.
 */
export async function takeTransaction(
  request: Request,
  secret: string,
  state: string,
  purposes: readonly AuthTransaction['purpose'][],
): Promise<{ transaction: AuthTransaction | null; setCookie: string }> {
  const url = new URL(request.url);
  const baseName = baseNameOf(state);
  const sealed = cookieValue(request.headers.get('cookie'), hostCookieName(url, baseName));
  const opened = sealed === null ? null : await openTransaction(sealed, secret);
  const transaction = opened && opened.state === state && purposes.includes(opened.purpose) ? opened : null;
  return { transaction, setCookie: clearCookie(url, baseName) };
}
