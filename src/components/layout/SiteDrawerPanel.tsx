import { css } from 'styled-system/css';
import { Link } from 'waku/router/client';
import { loginHref } from '@/lib/http/return-path';
import { SIGN_OUT_ACTION, SIGN_OUT_LABEL, USER_MENU_LINKS } from '../auth/user-menu-links';
import { StockSearch } from '../search/StockSearch';
import { Sheet } from '../ui/Sheet';
import { focusRing, iconButton, pill, textButton } from '@/components/ui/control-styles';
import { CloseIcon } from '@/components/ui/icons';
import { CategoryMenuLinks } from './CategoryMenuLinks';

type LinkTarget = Parameters<typeof Link>[0]['to'];

/**
 * The black sidebar itself (SiteDrawer.tsx owns its button and state and loads this module when the
 * reader first reaches for the button): the search, every main category with its sub-items exactly
 * as the category menu, 選股 (the screener), 行事曆 (the market calendar), and the account items (登入, or 已解鎖文章 / 自選股 / 登出). Sheet keeps the
 * focus in it, closes it on Esc and a tap outside, and stops the page behind from scrolling.
 */
export function SiteDrawerPanel({ id, open, onClose, member, path, here }: { id: string; open: boolean; onClose: () => void; member: boolean; path: string; here: string }) {
  return (
    <Sheet open={open} onClose={onClose} label="網站選單" placement="left" id={id} testId="drawer">
      <div className={drawerClass}>
        <div className={topClass}>
          <a href="/" className={brandClass}>
            美股通
          </a>
          <button type="button" className={closeClass} aria-label="關閉選單" onClick={onClose} data-testid="drawer-close">
            <CloseIcon size={20} lineWidth={2.2} />
          </button>
        </div>
        <StockSearch layout="inline" onNavigate={onClose} testId="drawer-search" />
        <a href="/screener" className={mainLinkClass} aria-current={path === '/screener' ? 'page' : undefined} data-testid="drawer-screener">
          選股
        </a>
        <a href="/calendar" className={mainLinkClass} aria-current={path === '/calendar' ? 'page' : undefined} data-testid="drawer-calendar">
          行事曆
        </a>
        <nav aria-label="文章分類" className={navClass}>
          <CategoryMenuLinks path={path} classes={{ list: listClass, main: mainLinkClass, subList: subListClass, sub: subLinkClass }} />
        </nav>
        <div className={accountClass} data-testid="drawer-account">
          {member ? (
            <ul className={listClass}>
              {USER_MENU_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href as LinkTarget} className={mainLinkClass} aria-current={path === link.href ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <form method="post" action={SIGN_OUT_ACTION}>
                  <button type="submit" className={signOutClass}>
                    {SIGN_OUT_LABEL}
                  </button>
                </form>
              </li>
            </ul>
          ) : (
            <a href={loginHref(here)} className={loginClass} data-testid="drawer-login">
              登入
            </a>
          )}
        </div>
      </div>
    </Sheet>
  );
}

const drawerClass = css({ display: 'grid', gap: '4', alignContent: 'start', px: '4', pt: '3', pb: '8' });
const topClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minH: '44px' });
const brandClass = css(focusRing.raw({ on: 'dark' }), { fontSize: '20px', fontWeight: 700, letterSpacing: '0.04em', color: 'drawerText' });
const closeClass = css(iconButton.raw({ on: 'dark', size: 'xl' }), focusRing.raw({ on: 'dark' }));
const navClass = css({ borderTop: '1px solid rgba(255,255,255,0.14)', pt: '2' });
const listClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '0.5' });
const linkBase = css.raw(focusRing.raw({ on: 'dark', offset: 'inset' }), {
  display: 'flex',
  alignItems: 'center',
  minH: '44px',
  px: '3',
  borderRadius: 'md',
  color: 'drawerText',
  _hover: { bg: 'rgba(255,255,255,0.08)' },
});
const mainLinkClass = css(linkBase, { fontSize: '16px', fontWeight: 600, '&[aria-current]': { bg: 'rgba(127,179,230,0.16)', boxShadow: 'inset 3px 0 0 token(colors.drawerAccent)' } });
const subListClass = css({ listStyle: 'none', m: 0, pl: '4', pb: '1', display: 'grid' });
const subLinkClass = css(linkBase, { minH: '40px', fontSize: '15px', color: 'drawerMuted', '&[aria-current]': { color: 'drawerText', fontWeight: 700 } });
const accountClass = css({ borderTop: '1px solid rgba(255,255,255,0.14)', pt: '3' });
const signOutClass = css(linkBase, textButton.raw(), { w: '100%', fontSize: '16px', textAlign: 'left', fontFamily: 'inherit' });
// The white 登入 pill at the foot of the drawer.
const loginClass = css(pill.raw(), focusRing.raw({ on: 'dark', offset: 'outset' }), {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '44px',
  bg: 'drawerText',
  color: 'chrome',
  fontWeight: 700,
});
