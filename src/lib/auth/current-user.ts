import 'server-only';
import { cache } from 'react';
import { getUpstreamContext } from '../server/request-context';
import { getAuthorizedAuthors, getRoles } from '../upstream/article';
import { UpstreamError } from '../upstream/errors';
import type { UpstreamContext } from '../upstream/http';
import { type CurrentMember, getCurrentMember } from '../upstream/profile';
import { buildCurrentUser, guestUser, memberIdFromClaims } from './current-user-build';
import type { CurrentUser } from './current-user-model';
import { getRequestAuth, type RequestAuth } from '../server/request-auth';

/**
 * The current user of the request being rendered, with its roles. Server-side only: pages, guards and
 * the header read it; a client component gets the finished CurrentUser (never the token).
 */

/** Why a call is missing from the user, for the log line (never the token). */
const reasonOf = (err: unknown): string => {
  const message = err instanceof Error ? err.message : String(err);
  return err instanceof UpstreamError ? `${err.status} ${message}` : message;
};

/** The call's answer, or `fallback` when it failed: one missing piece never costs the whole user. */
async function orFallback<T>(what: string, call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (err) {
    console.warn(`[auth] current user: ${what} unavailable (${reasonOf(err)})`);
    return fallback;
  }
}

/**
 * The member id of a request signed in as a member, or null (guest, anonymous, or a session whose
 * kind and claims disagree). Cheap: no call, so guards can decide before anything renders.
 */
export function memberIdOf(auth: RequestAuth | null): number | null {
  if (!auth || auth.kind !== 'member') return null;
  return memberIdFromClaims(auth.claims);
}

/**
 * Builds the user for `auth` with `ctx` (whose token must be `auth`'s). For a member the profile,
 * roles and authorised-authors calls run in parallel, each bounded by the upstream timeout (5 s), and
 * each failure only degrades: no profile → the claim's nickname and no pCoin; no roles → none. Never
 * throws. Kept free of Waku's runtime so it is tested in workerd against the sandbox.
 */
export async function loadCurrentUser(auth: RequestAuth | null, ctx: UpstreamContext): Promise<CurrentUser> {
  if (!auth) return guestUser(null);
  if (auth.kind !== 'member' || auth.claims.is_guest) {
    if (auth.kind === 'member') console.warn('[auth] member session holding a guest token: treated as a guest');
    return buildCurrentUser({ claims: { ...auth.claims, is_guest: true }, member: null, roles: [], authorizedAuthorIds: [] });
  }
  // A `sub` that is no member id: buildCurrentUser logs it and answers a guest, without any call.
  if (memberIdFromClaims(auth.claims) === null) return buildCurrentUser({ claims: auth.claims, member: null, roles: [], authorizedAuthorIds: [] });

  const memberCtx: UpstreamContext = { ...ctx, token: auth.accessToken, tokenKind: 'member' };
  const [member, roles, authors] = await Promise.all([
    orFallback<CurrentMember | null>('profile', getCurrentMember(memberCtx), null),
    orFallback<string[]>('roles', getRoles(memberCtx), []),
    orFallback<{ authorId: number }[]>('authorised authors', getAuthorizedAuthors(memberCtx), []),
  ]);
  return buildCurrentUser({ claims: auth.claims, member, roles, authorizedAuthorIds: authors.map((author) => author.authorId) });
}

/**
 * The current user, once per request (React cache(): the header, the page and its guards share one
 * set of calls). Outside a request, or for a crawler, it is an anonymous guest.
 */
export const getCurrentUser = cache((): Promise<CurrentUser> => loadCurrentUser(getRequestAuth(), getUpstreamContext()));

/** The signed-in member's id for this request, or null. No upstream call (see memberIdOf). */
export const getSignedInMemberId = (): number | null => memberIdOf(getRequestAuth());
