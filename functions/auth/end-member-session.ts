import type { AppConfig } from '@/lib/config';
import type { SessionPayload } from '../session/session';
import type { SessionResolver } from '../session/session-resolver';
import type { SessionRevocations } from '../session/session-revocations';
import { revokeRefreshToken } from './oidc-client';

/**
 * Ends a member session everywhere it is held (decision 021), when its holder signs
 * out or the session monitor sees the provider session end:
 * 1. its id is recorded as revoked, so every copy of the cookie is a guest from the next request;
 * 2. its refresh token is revoked at the provider (RFC 7009), which revokes the grant: the services
 *    refuse the access token a copy holds, so it can neither read member data nor spend pCoin.
 * Both are tried, each failure only logged: the sign-out itself must never fail.
 */
export async function endMemberSession(session: SessionPayload | null, deps: { config: AppConfig; resolver: SessionResolver; revocations: SessionRevocations | undefined }): Promise<void> {
  if (session?.kind !== 'member') return;
  const { sid, refresh_token: refreshToken } = session;
  await Promise.all([
    sid && deps.revocations ? deps.revocations.revoke(sid).catch((err: unknown) => console.error('[auth] could not record the signed-out session', err)) : undefined,
    refreshToken
      ? deps.resolver
          .verifierFor(deps.config)
          .discovery()
          .then((discovery) => revokeRefreshToken({ config: deps.config, discovery }, refreshToken))
          .catch((err: unknown) => console.warn('[auth] refresh token not revoked at the provider', err))
      : undefined,
  ]);
}
