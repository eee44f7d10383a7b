import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import * as v from 'valibot';
import type { SandboxUser, VerifyBearer } from '../auth-types.ts';
import { API_RESOURCE } from './constants.ts';
import { SIGNING_ALG } from './keys.ts';

/**
 * How the other sandbox services learn who calls: an access token (member or guest) signed by
 * this provider, for the API audience, not expired. ID tokens are refused (wrong `typ` and
 * audience), and so are tokens signed with any other key or algorithm.
 */
const AccessTokenClaims = v.union([
  v.object({ sub: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,14}$/)), user_guid: v.pipe(v.string(), v.minLength(1), v.maxLength(64)), is_guest: v.literal(false) }),
  v.object({ sub: v.pipe(v.string(), v.regex(/^guest-[0-9a-f-]{36}$/)), user_guid: v.pipe(v.string(), v.minLength(1), v.maxLength(64)), is_guest: v.literal(true) }),
]);

/** Bearer tokens of any sane size; anything longer is not worth parsing. */
const MAX_TOKEN_LENGTH = 8192;

/** Whether the grant an access token was issued under has been revoked (sign-out). */
export type GrantRevoked = (grantId: string) => Promise<boolean>;

export function createVerifyBearer(issuer: string, publicJwks: { keys: JWK[] }, isGrantRevoked: GrantRevoked = async () => false): VerifyBearer {
  const keys = createLocalJWKSet(publicJwks);
  return async (authorization) => {
    const match = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization?.trim() ?? '');
    const token = match?.[1];
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience: API_RESOURCE, algorithms: [SIGNING_ALG], typ: 'at+jwt', requiredClaims: ['exp', 'sub'] });
      const claims = v.safeParse(AccessTokenClaims, payload);
      if (!claims.success) return null;
      if (typeof payload.gid === 'string' && (await isGrantRevoked(payload.gid))) return null;
      const { sub, user_guid: guid, is_guest: isGuest } = claims.output;
      const user: SandboxUser = { sub, guid, isGuest, memberId: isGuest ? null : Number(sub) };
      return user;
    } catch {
      return null;
    }
  };
}
