export { exchangeGoogleOneTap, getDiscovery, requestGuestToken } from './client';
export { TokenClaimsSchema, type Discovery, type TokenClaims, type TokenSet } from './schemas';
