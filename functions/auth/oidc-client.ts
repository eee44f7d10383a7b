import * as oauth from 'oauth4webapi';
import type { AppConfig } from '@/lib/config';
import { UPSTREAM_TIMEOUT_MS } from '@/lib/upstream/http';
import type { Discovery, TokenSet } from '@/lib/upstream/identity';
import { isLocalHttp } from '../session/session-cookie';

/**
 * The Worker as an OpenID Connect client (decision 016), on oauth4webapi: the code flow
 * with PKCE (S256), state and nonce; the callback's parameters checked (state, `iss`, error
 * answers); the code exchange and refresh with the token answers validated (status, JSON, token
 * type, and the ID token's issuer, audience, expiry, issue time and nonce). The app still verifies
 * the tokens' signatures itself (functions/session/access-token-verifier.ts, the same keys as every
 * cookie) in memberSessionFromTokens.
 *
 * The provider is a public client's (no client secret: `None()`); the sandbox runs on plain
 * http://localhost, which oauth4webapi refuses unless told, so only a loopback provider is allowed
 * over http.
 */
export const OIDC_SCOPE = 'openid nickname';

/** The app's own callback and post-logout addresses (registered at the provider for each app origin). */
export const SIGN_IN_CALLBACK_PATH = '/auth/sign-in-redirect';
export const SILENT_CALLBACK_PATH = '/refresh';
export const POST_LOGOUT_PATH = '/logout';

export interface OidcContext {
  config: AppConfig;
  discovery: Discovery;
  /** Replaces global fetch (the one-tap flow's provider cookie jar, tests that count calls). */
  fetch?: typeof fetch | undefined;
}

/** The per-sign-in secrets the transaction cookie keeps until the callback. */
export interface SignInSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newSignInSecrets(): SignInSecrets {
  return { state: oauth.generateRandomState(), nonce: oauth.generateRandomNonce(), codeVerifier: oauth.generateRandomCodeVerifier() };
}

/** A random token for a URL (the sign-out's state): the same 32 random bytes as a sign-in's state. */
export const randomUrlToken = (): string => oauth.generateRandomState();

export async function authorizationUrl(discovery: Discovery, request: { clientId: string; redirectUri: string; secrets: SignInSecrets; prompt: 'select_account' | 'none' }): Promise<URL> {
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: request.clientId,
    response_type: 'code',
    scope: OIDC_SCOPE,
    redirect_uri: request.redirectUri,
    state: request.secrets.state,
    nonce: request.secrets.nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(request.secrets.codeVerifier),
    code_challenge_method: 'S256',
    prompt: request.prompt,
  }).toString();
  return url;
}

/**
 * The callback `callbackUrl` (with `code`, `state`, maybe `iss` and `session_state`) becomes a
 * token set. Throws when the parameters are an error answer or name another state, when the
 * provider refuses the code (reused, expired, PKCE mismatch: a ResponseBodyError), or when the
 * answer or its ID token does not validate.
 */
export async function redeemAuthorizationCode(ctx: OidcContext, callback: { callbackUrl: URL; redirectUri: string; secrets: SignInSecrets }): Promise<MemberTokens> {
  const as = authorizationServer(ctx.discovery);
  const client = clientOf(ctx.config);
  const params = oauth.validateAuthResponse(as, client, callback.callbackUrl, callback.secrets.state);
  const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, callback.redirectUri, callback.secrets.codeVerifier, httpOptions(ctx));
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, { expectedNonce: callback.secrets.nonce, requireIdToken: true });
  return tokenSetOf(tokens);
}

/** POST token_endpoint grant_type=refresh_token: a new token set (the provider rotates the refresh token). */
export async function refreshTokenSet(ctx: OidcContext, refreshToken: string): Promise<MemberTokens> {
  const as = authorizationServer(ctx.discovery);
  const client = clientOf(ctx.config);
  const response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, httpOptions(ctx));
  return tokenSetOf(await oauth.processRefreshTokenResponse(as, client, response));
}

/**
 * The provider refused the grant for good (RFC 6749 §5.2: invalid_grant and friends, 400 or 401):
 * a dead refresh token, a reused code. Anything else (timeouts, 5xx, a garbled answer) may pass.
 */
export const isGrantRefused = (err: unknown): boolean => err instanceof oauth.ResponseBodyError && (err.status === 400 || err.status === 401);

/**
 * RFC 7009: revoke a refresh token at the provider, which revokes its grant, so the access tokens
 * issued under it are refused by the services too. Throws when the provider has no revocation
 * endpoint or refuses (the caller logs it: sign-out goes on).
 */
export async function revokeRefreshToken(ctx: OidcContext, refreshToken: string): Promise<void> {
  const as = authorizationServer(ctx.discovery);
  if (!as.revocation_endpoint) throw new Error('the provider has no revocation endpoint');
  const response = await oauth.revocationRequest(as, clientOf(ctx.config), oauth.None(), refreshToken, { ...httpOptions(ctx), additionalParameters: { token_type_hint: 'refresh_token' } });
  await oauth.processRevocationResponse(response);
}

/** RP-initiated logout: end the provider session, then come back to `postLogoutRedirectUri`. */
export function endSessionUrl(discovery: Discovery, request: { idTokenHint: string; postLogoutRedirectUri: string; state: string; clientId: string }): URL {
  const url = new URL(discovery.end_session_endpoint);
  url.search = new URLSearchParams({ id_token_hint: request.idTokenHint, post_logout_redirect_uri: request.postLogoutRedirectUri, state: request.state, client_id: request.clientId }).toString();
  return url;
}

function authorizationServer(discovery: Discovery): oauth.AuthorizationServer {
  const { check_session_iframe: _sessionMonitorOnly, revocation_endpoint: revocation, ...metadata } = discovery;
  return revocation ? { ...metadata, revocation_endpoint: revocation } : metadata;
}

function clientOf(config: AppConfig): oauth.Client {
  return { client_id: config.OIDC_CLIENT_ID, token_endpoint_auth_method: 'none' };
}

function httpOptions(ctx: OidcContext): oauth.TokenEndpointRequestOptions {
  const baseFetch = ctx.fetch;
  return {
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    ...(baseFetch ? { [oauth.customFetch]: (url: string, init: RequestInit) => baseFetch(url, init) } : {}),
    // A provider on this machine (the sandbox) is the only one allowed over plain http.
    ...(isLocalHttp(new URL(ctx.discovery.token_endpoint)) ? { [oauth.allowInsecureRequests]: true } : {}),
  };
}

/** What a member session keeps of a token answer. */
export type MemberTokens = Pick<TokenSet, 'access_token' | 'id_token' | 'refresh_token'>;

function tokenSetOf(tokens: oauth.TokenEndpointResponse): MemberTokens {
  return { access_token: tokens.access_token, ...(tokens.id_token ? { id_token: tokens.id_token } : {}), ...(tokens.refresh_token ? { refresh_token: tokens.refresh_token } : {}) };
}
