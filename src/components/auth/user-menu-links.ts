/**
 * The member's pages and sign-out, shared by the header's user menu and the phone drawer (a module of
 * its own, so the drawer does not pull the whole menu into every guest's page).
 */
export const USER_MENU_LABEL = '會員選單';
export const USER_MENU_LINKS = [
  { href: '/article/purchase', label: '已解鎖文章' },
  { href: '/watchlist', label: '自選股' },
  { href: '/screener/mine', label: '我的選股' },
  { href: '/portfolio', label: '我的持股' },
  { href: '/alerts', label: '通知' },
] as const;
/** Decision 028: the author's corner, shown only to authorised authors, writers and admins. */
export const AUTHORS_CORNER_LINK = { href: '/article/mine', label: '我的文章' } as const;
/** The Worker's sign-out endpoint (POST only, Origin-checked; decision 016). */
export const SIGN_OUT_ACTION = '/auth/sign-out';
export const SIGN_OUT_LABEL = '登出';
