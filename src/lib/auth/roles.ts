/**
 * Role getters: isAdmin, isWriter, isAuthor, isLogin. Pure, so the header, the guards and
 * the tests read roles the same way. Role names come from GET /api/Role (the sandbox answers
 * "admin", "writer"); a real service may capitalise them, so they are compared case-insensitively.
 */
export const ROLE_ADMIN = 'admin';
export const ROLE_WRITER = 'writer';

/** Longest role name kept: anything longer is not a role this site knows (and is not worth storing). */
const MAX_ROLE_LENGTH = 64;

/** Trimmed, lower-cased, de-duplicated role names; blanks and non-strings dropped. */
export function normaliseRoles(roles: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const role of roles) {
    if (typeof role !== 'string') continue;
    const name = role.trim().toLowerCase();
    if (name && name.length <= MAX_ROLE_LENGTH) seen.add(name);
  }
  return [...seen];
}

/** Positive integer author ids, de-duplicated, in the order given. */
export function normaliseAuthorIds(ids: readonly unknown[]): number[] {
  const seen = new Set<number>();
  for (const id of ids) {
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) seen.add(id);
  }
  return [...seen];
}

export const hasRole = (roles: readonly string[], role: string): boolean => {
  const wanted = role.trim().toLowerCase();
  return roles.some((name) => name.trim().toLowerCase() === wanted);
};

export const isAdmin = (roles: readonly string[]): boolean => hasRole(roles, ROLE_ADMIN);
export const isWriter = (roles: readonly string[]): boolean => hasRole(roles, ROLE_WRITER);
/** An authorised author: the member may write and preview for at least one author. */
export const isAuthor = (authorizedAuthorIds: readonly number[]): boolean => authorizedAuthorIds.length > 0;
/** A signed-in member: not a guest, with a real member id (guests and anonymous requests are -1). */
export const isLogin = (user: { isGuest: boolean; id: number }): boolean => !user.isGuest && user.id > 0;

/**
 * Decision 028: 我的文章 (the author's corner) is for a signed-in member who is an authorised author,
 * a writer or an admin. A writer or admin without any author still gets the page (an empty state).
 */
export const canUseAuthorsCorner = (user: { isLogin: boolean; isAuthor: boolean; isWriter: boolean; isAdmin: boolean }): boolean => user.isLogin && (user.isAuthor || user.isWriter || user.isAdmin);
