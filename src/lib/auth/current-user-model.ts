/**
 * The current user and role getters, as the pages and the header read them.
 * Built on the server by current-user.ts from the verified token claims, the profile member call and
 * the roles / authorised-authors calls.
 */
export const GUEST_NICKNAME = '訪客';
export const GUEST_USER_ID = -1;

export interface CurrentUser {
  /** Member id, or -1 for a guest (and for an anonymous request). */
  id: number;
  guid: string | null;
  isGuest: boolean;
  nickname: string;
  /** Absolute avatar URL, or null for the default avatar. */
  image: string | null;
  /** Live bonus-point balance; null for guests or when the profile service did not answer. */
  pCoin: number | null;
  isBindingCellphone: boolean | null;
  /** From GET /api/Role (lower-case names such as "admin", "writer"). */
  roles: string[];
  /** Author ids from GET /api/Writer/AuthorizedAuthors. */
  authorizedAuthorIds: number[];
  isLogin: boolean;
  isAdmin: boolean;
  isWriter: boolean;
  isAuthor: boolean;
}
