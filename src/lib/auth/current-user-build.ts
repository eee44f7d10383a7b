import type { TokenClaims } from '../upstream/identity';
import type { CurrentMember } from '../upstream/profile';
import { type CurrentUser, GUEST_NICKNAME, GUEST_USER_ID } from './current-user-model';
import { isAdmin, isAuthor, isLogin, isWriter, normaliseAuthorIds, normaliseRoles } from './roles';

/**
 * The current user, as pure data work: the verified token claims say who is asking (`sub`,
 * `user_guid`, `is_guest`), the profile member call completes a member (nickname, image, pCoin,
 * phone binding), and the roles / authorised-authors calls give the role getters.
 * current-user.ts does the calls; everything here can be tested without a network.
 */
export interface CurrentUserInput {
  /** Verified claims of the request's access token; null for an anonymous request (crawler, no cookie). */
  claims: TokenClaims | null;
  /** The profile member call's answer, or null when it failed (or was not made). */
  member: CurrentMember | null;
  roles: readonly string[];
  authorizedAuthorIds: readonly number[];
}

/** A member id as the identity provider writes `sub`: a positive decimal integer, no sign, no leading 0. */
const MEMBER_SUB = /^[1-9]\d{0,15}$/;

/**
 * The member id a token names, or null for a guest token, no token, or a `sub` that is not a member
 * id (a guest `sub` is "guest-<uuid>"; a member token with such a `sub` cannot be trusted to be anyone).
 */
export function memberIdFromClaims(claims: TokenClaims | null | undefined): number | null {
  if (!claims || claims.is_guest) return null;
  if (!MEMBER_SUB.test(claims.sub)) return null;
  const id = Number(claims.sub);
  return Number.isSafeInteger(id) ? id : null;
}

/** The user of a request without a member: a guest (with the guest token's guid) or anonymous. */
export function guestUser(guid: string | null = null): CurrentUser {
  return {
    id: GUEST_USER_ID,
    guid,
    isGuest: true,
    nickname: GUEST_NICKNAME,
    image: null,
    pCoin: null,
    isBindingCellphone: null,
    roles: [],
    authorizedAuthorIds: [],
    isLogin: false,
    isAdmin: false,
    isWriter: false,
    isAuthor: false,
  };
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Only for log lines: the start of an untrusted value, as JSON (no control characters reach the log). */
const preview = (value: string) => JSON.stringify(value.slice(0, 40));

export function buildCurrentUser(input: CurrentUserInput): CurrentUser {
  const { claims } = input;
  if (!claims || claims.is_guest) return guestUser(text(claims?.user_guid));

  const id = memberIdFromClaims(claims);
  if (id === null) {
    // A verified member token whose `sub` is not a member id: a provider bug, not a user we can name.
    console.warn(`[auth] member token with a non-numeric sub ${preview(claims.sub)}: treated as a guest`);
    return guestUser(text(claims.user_guid));
  }

  let member = input.member;
  if (member && member.id !== id) {
    // The profile answered for someone else: show none of it rather than another member's balance.
    console.warn(`[auth] profile answered member ${member.id} for token sub ${id}: profile ignored`);
    member = null;
  }

  const roles = normaliseRoles(input.roles);
  const authorizedAuthorIds = normaliseAuthorIds(input.authorizedAuthorIds);
  const user = { id, isGuest: false };
  return {
    id,
    guid: text(member?.guid) ?? text(claims.user_guid),
    isGuest: false,
    nickname: text(member?.nickname) ?? text(claims.nickname) ?? GUEST_NICKNAME,
    image: member?.image ?? null,
    pCoin: member ? member.pCoin : null,
    isBindingCellphone: member ? member.isBindingCellphone : null,
    roles,
    authorizedAuthorIds,
    isLogin: isLogin(user),
    isAdmin: isAdmin(roles),
    isWriter: isWriter(roles),
    isAuthor: isAuthor(authorizedAuthorIds),
  };
}
