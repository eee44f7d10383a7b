import { base64url } from 'jose';
import type { Discovery } from '@/lib/upstream/identity';

/**
 * Building the authorization request of the code flow (spec §7: scope "openid nickname", PKCE, state
 * and nonce; `prompt=select_account` for the sign-in button, `prompt=none` for a silent login).
 */
export const OIDC_SCOPE = 'openid nickname';

/** 32 random bytes, base64url (43 characters): state, nonce and PKCE verifier alike. */
export function randomUrlToken(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
}

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url.encode(new Uint8Array(digest));
}

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  prompt: 'select_account' | 'none';
}

export async function authorizationUrl(discovery: Discovery, request: AuthorizationRequest): Promise<URL> {
  const url = new URL(discovery.authorization_endpoint);
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', OIDC_SCOPE);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('code_challenge', await pkceChallenge(request.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('prompt', request.prompt);
  return url;
}

/** RP-initiated logout: end the provider session, then come back to `postLogoutRedirectUri`. */
export function endSessionUrl(discovery: Discovery, request: { idTokenHint: string; postLogoutRedirectUri: string; state: string; clientId: string }): URL {
  const url = new URL(discovery.end_session_endpoint);
  url.searchParams.set('id_token_hint', request.idTokenHint);
  url.searchParams.set('post_logout_redirect_uri', request.postLogoutRedirectUri);
  url.searchParams.set('state', request.state);
  url.searchParams.set('client_id', request.clientId);
  return url;
}

/** The app's own callback and post-logout addresses (registered at the provider for each app origin). */
export const SIGN_IN_CALLBACK_PATH = '/auth/sign-in-redirect';
export const SILENT_CALLBACK_PATH = '/refresh';
export const POST_LOGOUT_PATH = '/logout';
