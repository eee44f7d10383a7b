import type { EdgeContext } from '../edge-env';
import { noticeSetCookie } from '../session/auth-notice';
import { beginTransaction, takeTransaction, URL_TOKEN_PATTERN } from './auth-transaction';
import { MEMBER_SESSION_MAX_AGE_SECONDS, memberSessionFromTokens } from '../session/member-session';
import { authorizationUrl, newSignInSecrets, redeemAuthorizationCode, SIGN_IN_CALLBACK_PATH, SILENT_CALLBACK_PATH } from './oidc-client';
import { sessionSetCookie } from '../session/session-cookie';
import type { SessionResolver } from '../session/session-resolver';
import { parseConfig } from '@/lib/config';
import { redirectWithCookies, returnPathOf } from './redirects';
import { silentResultPage } from './silent-result-page';

/**
 * The authorization code flow, with the Worker as the OIDC client (decision 016):
 *
 * - `GET /login?from=` (the 登入 button) and `GET /auth/silent?from=` (the silent login the client
 *   runs in a hidden frame) remember state, nonce, PKCE verifier and the return path in the
 *   transaction cookie and send the browser to the provider's authorize endpoint (from discovery),
 *   with `prompt=select_account` or `prompt=none`;
 * - `GET /auth/sign-in-redirect` and `GET /refresh` are the callbacks: the transaction must match
 *   `state` (once: it is consumed), the code is redeemed on the server, the ID token and the access
 *   token are verified, and the member session cookie is set. Nothing about a failed sign-in reaches
 *   the session: the reader stays a guest and sees the API error dialog.
 */
type Flow = 'sign-in' | 'silent';

const CALLBACK_PATH: Record<Flow, string> = { 'sign-in': SIGN_IN_CALLBACK_PATH, silent: SILENT_CALLBACK_PATH };
const MAX_CODE_LENGTH = 2048;
const MAX_SESSION_STATE_LENGTH = 512;

export async function startSignIn(c: EdgeContext, resolver: SessionResolver, flow: Flow): Promise<Response> {
  const config = parseConfig(c.env);
  const url = new URL(c.req.url);
  const returnTo = returnPathOf(c.req.raw, c.req.query('from'));
  let discovery;
  try {
    discovery = await resolver.verifierFor(config).discovery();
  } catch (err) {
    console.error('[auth] sign-in cannot start: identity discovery failed', err);
    if (flow === 'silent') return silentResultPage({ ok: false, returnTo });
    return redirectWithCookies(returnTo, [noticeSetCookie(url, 'api-error')]);
  }
  const secrets = newSignInSecrets();
  const txCookies = await beginTransaction(c.req.raw, config.SESSION_SECRET, { purpose: flow, ...secrets, returnTo });
  const target = await authorizationUrl(discovery, {
    clientId: config.OIDC_CLIENT_ID,
    redirectUri: `${url.origin}${CALLBACK_PATH[flow]}`,
    secrets,
    prompt: flow === 'silent' ? 'none' : 'select_account',
  });
  return redirectWithCookies(target.href, txCookies);
}

export async function finishSignIn(c: EdgeContext, resolver: SessionResolver, flow: Flow): Promise<Response> {
  const config = parseConfig(c.env);
  const url = new URL(c.req.url);
  const code = c.req.query('code');
  const state = c.req.query('state');
  const sessionState = c.req.query('session_state');

  // The callback requires code, state and session_state; without them, home (no dialog, no session).
  const wellFormed = code && state && sessionState && code.length <= MAX_CODE_LENGTH && URL_TOKEN_PATTERN.test(state) && sessionState.length <= MAX_SESSION_STATE_LENGTH;
  if (!wellFormed) {
    // A silent login the provider answered with login_required still has its transaction to close.
    if (flow === 'silent' && state && URL_TOKEN_PATTERN.test(state)) {
      const { transaction, setCookie } = await takeTransaction(c.req.raw, config.SESSION_SECRET, state, ['silent']);
      return silentResultPage({ ok: false, returnTo: transaction?.returnTo ?? '/', setCookies: [setCookie] });
    }
    if (flow === 'silent') return silentResultPage({ ok: false, returnTo: '/' });
    return redirectWithCookies('/', []);
  }

  const { transaction, setCookie: txCookie } = await takeTransaction(c.req.raw, config.SESSION_SECRET, state, [flow]);
  const fail = (returnTo: string, reason: string, err?: unknown) => {
    console.warn(`[auth] ${flow} callback refused: ${reason}`, err ?? '');
    if (flow === 'silent') return silentResultPage({ ok: false, returnTo, setCookies: [txCookie] });
    return redirectWithCookies(returnTo, [txCookie, noticeSetCookie(url, 'api-error')]);
  };
  // Unknown, expired or replayed state: this browser never started this sign-in (or already finished it).
  if (!transaction?.nonce || !transaction.codeVerifier) return fail('/', 'no matching sign-in transaction');

  const verifier = resolver.verifierFor(config);
  let tokens;
  try {
    tokens = await redeemAuthorizationCode(
      { config, discovery: await verifier.discovery() },
      { callbackUrl: url, redirectUri: `${url.origin}${CALLBACK_PATH[flow]}`, secrets: { state, nonce: transaction.nonce, codeVerifier: transaction.codeVerifier } },
    );
  } catch (err) {
    // A reused or expired code, a PKCE mismatch (invalid_grant), an ID token that does not validate
    // (issuer, audience, nonce), or the provider being down.
    return fail(transaction.returnTo, 'the code was not redeemed', err);
  }
  let member;
  try {
    member = await memberSessionFromTokens(tokens, verifier, { nonce: transaction.nonce, sessionState });
  } catch (err) {
    return fail(transaction.returnTo, 'the tokens did not verify', err);
  }
  const sessionCookie = await sessionSetCookie(url, member.session, config.SESSION_SECRET, { maxAgeSeconds: MEMBER_SESSION_MAX_AGE_SECONDS });
  if (flow === 'silent') return silentResultPage({ ok: true, returnTo: transaction.returnTo, setCookies: [txCookie, sessionCookie] });
  return redirectWithCookies(transaction.returnTo, [txCookie, sessionCookie, noticeSetCookie(url, 'signed-in')]);
}
