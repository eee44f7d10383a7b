/**
 * Fixed values of the sandbox identity provider. Lifetimes are in seconds and are the only
 * place to change them; SANDBOX_ACCESS_TOKEN_TTL (or the `accessTokenTtlSeconds` option)
 * shortens access tokens for tests that wait out a token lifetime.
 */

/** The web app's public OIDC client (one fixed client id for the web). */
export const WEB_CLIENT_ID = 'usstock-web';
export const WEB_CLIENT_NAME = '美股通';

/** The client id the sandbox's fake one-tap credentials are issued for (GOOGLE_CLIENT_ID in the app). */
export const GOOGLE_ONE_TAP_CLIENT_ID = 'sandbox-google-client.apps.local';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
/** Demo accounts can use one-tap with `<username>@demo.local`. */
export const DEMO_EMAIL_DOMAIN = 'demo.local';

/**
 * Audience of every access token: the sandbox APIs as one resource server. It is the default
 * resource, so the app gets a JWT access token without sending `resource`.
 */
export const API_RESOURCE = 'urn:usstock:api';
/** Scopes the API resource accepts; granted automatically to the first-party client. */
export const API_SCOPES = 'openid nickname';
export const SCOPES = ['openid', 'nickname', 'offline_access'] as const;

export const ACCESS_TOKEN_TTL = 60 * 60;
export const GUEST_TOKEN_TTL = 60 * 60;
export const ID_TOKEN_TTL = 60 * 60;
export const AUTHORIZATION_CODE_TTL = 60;
export const INTERACTION_TTL = 60 * 60;
export const REFRESH_TOKEN_TTL = 14 * 24 * 60 * 60;
export const SESSION_TTL = 14 * 24 * 60 * 60;
export const GRANT_TTL = 14 * 24 * 60 * 60;
/** The "has logged in before" marker outlives sessions on purpose (auth on load). */
export const HAS_LOGGED_IN_TTL = 365 * 24 * 60 * 60;
/** One-tap test credentials, like Google's, live one hour. */
export const GOOGLE_CREDENTIAL_TTL = 60 * 60;

/** Endpoint paths below the issuer (the provider's names: authorize, token, endsession, jwks, checksession). */
export const ROUTES = { authorization: '/authorize', token: '/token', end_session: '/endsession', revocation: '/token/revocation', jwks: '/jwks' } as const;
export const CHECK_SESSION_PATH = '/checksession';
export const INTERACTION_PATH = '/interaction';

/**
 * Cookie names. Cookies ignore ports, so the provider's cookies would also reach the app on
 * localhost:8787; distinct names and the /identity path keep them apart.
 */
export const COOKIES = {
  session: 'op_session',
  interaction: 'op_interaction',
  resume: 'op_resume',
  /** OIDC Session Management "browser state", readable by the check_session iframe. */
  browserState: 'op_browser_state',
  hasLoggedIn: 'op_has_logged_in',
} as const;

/** Bodies of the custom endpoints (forms, JSON) are small; anything bigger is refused with 413. */
export const MAX_BODY_BYTES = 16 * 1024;
export const MAX_USERNAME_LENGTH = 64;
/** First member id handed to a one-tap sign-up (demo accounts are 1001–1004). */
export const FIRST_NEW_MEMBER_ID = 5000;
