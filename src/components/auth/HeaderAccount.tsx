import { getCurrentUser } from '@/lib/auth/current-user';
import { LoginButton } from './LoginButton';
import { UserMenu, type UserMenuUser } from './UserMenu';
import { loginPlaceholderClass } from './user-menu-styles';

/**
 * The header's account area (issue 6), a server component: a member gets the user menu, anyone
 * else (guest, anonymous) the 登入 link. Only the three fields the menu shows cross to the browser.
 */
export async function HeaderAccount() {
  let member: UserMenuUser | null = null;
  try {
    const user = await getCurrentUser();
    if (user.isLogin && !user.isGuest) member = { nickname: user.nickname, image: user.image, pCoin: user.pCoin };
  } catch (error) {
    // The header must not take the page down: without a user it offers 登入, as for a guest.
    console.warn('[HeaderAccount] current user unavailable', error);
  }
  return member ? <UserMenu user={member} /> : <LoginButton />;
}

/** The Suspense fallback: the 登入 link's exact box, invisible, so nothing moves when the real one arrives. */
export function HeaderAccountFallback() {
  return (
    <span className={loginPlaceholderClass} aria-hidden="true">
      登入
    </span>
  );
}
