import type { AppConfig } from '@/lib/config';
import { UPSTREAM_TIMEOUT_MS } from '@/lib/upstream/http';
import { exchangeGoogleOneTap } from '@/lib/upstream/identity';
import type { AccessTokenVerifier } from '../session/access-token-verifier';
import { type MemberSession, memberSessionFromTokens } from '../session/member-session';
import { authorizationUrl, newSignInSecrets, redeemAuthorizationCode, SIGN_IN_CALLBACK_PATH } from './oidc-client';
import { ProviderCookieJar } from './provider-cookie-jar';

/**
 * One-tap sign-in on the server (decision 016). The browser hands the Google
 * credential to POST /auth/one-tap; the Worker:
 * 1. calls the provider's `POST /token/google-one-tap {IdToken, ClientId}` — a refused credential
 *    (bad signature, expired, other audience) ends here with its errorStatus;
 * 2. on success the provider has started a session for that member, whose cookie the Worker holds
 *    (not the browser: the provider is another site). The "silent login" that follows therefore runs
 *    here too: authorize with `prompt=none` carrying that cookie, the code read from the redirect,
 *    redeemed with PKCE, tokens verified like any sign-in (nonce included).
 * The browser only ever receives the member session cookie.
 */
export type OneTapOutcome = { status: 'success'; isNewUser: boolean; member: MemberSession } | { status: 'fail'; errorStatus: string };

const MAX_REDIRECTS = 6;

export async function signInWithOneTap(input: { config: AppConfig; verifier: AccessTokenVerifier; origin: string; credential: string; fetch?: typeof fetch | undefined }): Promise<OneTapOutcome> {
  const { config, verifier } = input;
  const baseFetch = input.fetch ?? ((req: RequestInfo | URL, init?: RequestInit) => fetch(req, init));
  const jar = new ProviderCookieJar(new URL(config.IDENTITY_URL).origin);
  const jarFetch = jar.wrap(baseFetch);

  const exchange = await exchangeGoogleOneTap({ config, fetch: jarFetch }, { idToken: input.credential });
  if (exchange.status !== 'success') return { status: 'fail', errorStatus: exchange.errorStatus ?? 'login_failed' };

  const discovery = await verifier.discovery();
  const redirectUri = `${input.origin}${SIGN_IN_CALLBACK_PATH}`;
  const secrets = newSignInSecrets();
  let next = await authorizationUrl(discovery, { clientId: config.OIDC_CLIENT_ID, redirectUri, secrets, prompt: 'none' });

  for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
    if (next.origin !== new URL(config.IDENTITY_URL).origin) return { status: 'fail', errorStatus: 'login_failed' };
    const res = await jarFetch(next, { redirect: 'manual', signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    await res.body?.cancel();
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return { status: 'fail', errorStatus: 'login_failed' };
    const target = new URL(location, next);
    if (`${target.origin}${target.pathname}` === redirectUri) {
      if (!target.searchParams.get('code') || target.searchParams.get('state') !== secrets.state) {
        return { status: 'fail', errorStatus: target.searchParams.get('error') ?? 'login_failed' };
      }
      const tokens = await redeemAuthorizationCode({ config, discovery, fetch: baseFetch }, { callbackUrl: target, redirectUri, secrets });
      // No session_state: the provider session lives in this exchange, not in the browser, so the
      // browser's session monitor has nothing to watch (decision 016).
      const member = await memberSessionFromTokens(tokens, verifier, { nonce: secrets.nonce });
      return { status: 'success', isNewUser: exchange.isNewUser, member };
    }
    next = target;
  }
  return { status: 'fail', errorStatus: 'login_failed' };
}
