export {
  exchangeGoogleOneTap,
  getDiscovery,
  GUEST_GRANT_TYPE,
  hasLoggedIn,
  requestGuestToken,
} from './client';
export {
  DiscoverySchema,
  GoogleOneTapResultSchema,
  GuestTokenSchema,
  HasLoggedInSchema,
  TokenClaimsSchema,
  TokenSetSchema,
  type Discovery,
  type GoogleOneTapResult,
  type GuestToken,
  type HasLoggedIn,
  type TokenClaims,
  type TokenSet,
} from './schemas';
