import { getCurrentUser } from '@/lib/auth/current-user';
import { canUseAuthorsCorner } from '@/lib/auth/roles';
import { LoginButton } from './LoginButton';
import type { UserMenuUser } from './UserMenu';
import { loginPlaceholderClass } from './account-slot-styles';

/**
 * The header's account area, a server component: a member gets the user menu, anyone
 * else (guest, anonymous) the 登入 link. Only the fields the menu shows cross to the browser (and, for
 * an authorised author, writer or admin, that it offers 我的文章).
 */
export async function HeaderAccount() {
  let member: UserMenuUser | null = null;
  try {
    const user = await getCurrentUser();
    if (user.isLogin && !user.isGuest) {
      member = { nickname: user.nickname, image: user.image, pCoin: user.pCoin };
      // Decision 028: only the flag crosses to the browser, not the roles behind it.
      if (canUseAuthorsCorner(user)) member.authorsCorner = true;
    }
  } catch (error) {
    // The header must not take the page down: without a user it offers 登入, as for a guest.
    console.warn('[HeaderAccount] current user unavailable', error);
  }
  if (!member) return <LoginButton />;
  // Imported only here, for a member: the bundler gives these two client components a chunk of their
  // own, which the browser loads only when a page shows the menu, instead of every guest loading the
  // member menu with the rest of the header (the header is on every page, so its client JS stays small).
  const [{ MemberOnly }, { UserMenu }] = await Promise.all([import('./MemberOnly'), import('./UserMenu')]);
  // MemberOnly: a session that ends while the page stays open turns the menu into 登入 at once.
  return (
    <MemberOnly fallback={<LoginButton />}>
      <UserMenu user={member} />
    </MemberOnly>
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
