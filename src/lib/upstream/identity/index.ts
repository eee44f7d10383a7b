export { exchangeGoogleOneTap, getDiscovery, GUEST_GRANT_TYPE, hasLoggedIn, requestGuestToken } from './client';
export {
  DiscoverySchema,
  GoogleOneTapResultSchema,
  GuestTokenSchema,
  HasLoggedInSchema,
  TokenClaimsSchema,
  type Discovery,
  type GoogleOneTapResult,
  type GuestToken,
  type HasLoggedIn,
  type TokenClaims,
} from './schemas';
