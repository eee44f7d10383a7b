import * as v from 'valibot';

/**
 * The identity service's answers (identity calls and provider discovery). These
 * schemas are the contract: the sandbox provider is tested against them, and the app's types
 * come from them.
 */

const absoluteUrl = v.pipe(v.string(), v.url());

/** POST /token with grant_type=guest: an anonymous guest access token. */
export const GuestTokenSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  token_type: v.string(),
  /** Seconds until the token expires. */
  expires_in: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type GuestToken = v.InferOutput<typeof GuestTokenSchema>;

/**
 * POST /token with grant_type=authorization_code or refresh_token: the token set (access, ID and
 * refresh token). The ID token comes with the code grant (scope openid); a refresh may or may not
 * repeat it, and rotates the refresh token.
 */
export const TokenSetSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  id_token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(4096))),
  refresh_token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(4096))),
  token_type: v.string(),
  expires_in: v.pipe(v.number(), v.integer(), v.minValue(1)),
  scope: v.optional(v.string()),
});
export type TokenSet = v.InferOutput<typeof TokenSetSchema>;

/** GET /has-logged-in: whether this browser has signed in at the provider before. */
export const HasLoggedInSchema = v.object({ hasLoggedin: v.boolean() });
export type HasLoggedIn = v.InferOutput<typeof HasLoggedInSchema>;

/**
 * POST /token/google-one-tap. On failure the service answers 400 with this same shape,
 * status "fail" and an errorStatus code (invalid_token, token_expired, invalid_audience, …).
 */
export const GoogleOneTapResultSchema = v.object({
  errorStatus: v.nullable(v.string()),
  isNewUser: v.boolean(),
  status: v.picklist(['success', 'fail']),
  memberId: v.nullable(v.pipe(v.number(), v.integer())),
});
export type GoogleOneTapResult = v.InferOutput<typeof GoogleOneTapResultSchema>;

/** /.well-known/openid-configuration: the fields the app's sign-in, refresh and sign-out use. */
export const DiscoverySchema = v.object({
  issuer: absoluteUrl,
  authorization_endpoint: absoluteUrl,
  token_endpoint: absoluteUrl,
  end_session_endpoint: absoluteUrl,
  /** RFC 7009: sign-out revokes the refresh token here. */
  revocation_endpoint: v.optional(absoluteUrl),
  jwks_uri: absoluteUrl,
  /** OpenID Connect Session Management: the page the session monitor embeds. */
  check_session_iframe: v.optional(absoluteUrl),
  scopes_supported: v.optional(v.array(v.string()), []),
  grant_types_supported: v.optional(v.array(v.string()), []),
  code_challenge_methods_supported: v.optional(v.array(v.string()), []),
  id_token_signing_alg_values_supported: v.array(v.string()),
});
export type Discovery = v.InferOutput<typeof DiscoverySchema>;

/**
 * The claims the app reads from an access token once it has verified it: the current
 * user comes from `sub`, `user_guid` and `is_guest`; validity from `exp`).
 */
export const TokenClaimsSchema = v.object({
  /** A member id as a decimal string, or "guest-<uuid>". */
  sub: v.pipe(v.string(), v.minLength(1)),
  user_guid: v.pipe(v.string(), v.minLength(1)),
  is_guest: v.boolean(),
  exp: v.pipe(v.number(), v.integer()),
  /** Issue time: with `exp` it gives the lifetime, which scales the refresh lead for short test tokens. */
  iat: v.optional(v.pipe(v.number(), v.integer())),
  nickname: v.optional(v.string()),
});
export type TokenClaims = v.InferOutput<typeof TokenClaimsSchema>;
