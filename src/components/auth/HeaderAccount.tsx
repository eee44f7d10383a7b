import { getCurrentUser } from '@/lib/auth/current-user';
import { LoginButton } from './LoginButton';
import { MemberOnly } from './MemberOnly';
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
  // MemberOnly: a session that ends while the page stays open turns the menu into 登入 at once.
  return member ? (
    <MemberOnly fallback={<LoginButton />}>
      <UserMenu user={member} />
    </MemberOnly>
  ) : (
    <LoginButton />
  );
}

/** The Suspense fallback: the 登入 link's exact box, invisible, so nothing moves when the real one arrives. */
export function HeaderAccountFallback() {
  return (
    <span className={loginPlaceholderClass} aria-hidden="true">
      登入
    </span>
  );
}
