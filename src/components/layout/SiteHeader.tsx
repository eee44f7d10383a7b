import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { focusRing, iconButton } from '@/components/ui/control-styles';
import { CalendarIcon, StarIcon } from '@/components/ui/icons';
import { HeaderAccount, HeaderAccountFallback } from '../auth/HeaderAccount';
import { accountSlotClass } from '../auth/account-slot-styles';
import { SearchPanel } from '../search/SearchPanel';
import { StockSearch } from '../search/StockSearch';
import { CategoryNav } from './CategoryNav';
import { SiteDrawer } from './SiteDrawer';
import { SiteLogo } from './SiteLogo';
import { ThemeMenu } from './ThemeMenu';

/**
 * Header of the default, article and stock layouts (issue 10 §2, §3).
 * - Laptop and desktop: logo, the category menu, the stock and article search field, 行事曆, 自選股
 *   for members, and the account area.
 * - Phone and tablet: the menu button (the black sidebar with every category, the search and the
 *   account items, 行事曆 among them), the logo, the search button (a full-screen panel), 自選股 for members and the
 *   account area.
 * Both: the theme menu (跟隨系統 / 淺色 / 深色, ThemeMenu.tsx).
 * The account area streams in its own Suspense boundary behind a placeholder of the same size, so
 * the page never waits for the profile call and nothing shifts. Whether the reader is a member is
 * known without waiting (the edge layer verified the session cookie).
 */
export function SiteHeader() {
  const member = getSignedInMemberId() !== null;
  return (
    <header className={headerClass} data-testid="site-header">
      <div className={innerClass}>
        <SiteDrawer member={member} />
        <SiteLogo />
        <div className={navSlotClass}>
          <CategoryNav />
        </div>
        <div className={endGroupClass}>
          <div className={desktopSearchClass}>
            <StockSearch layout="popup" testId="header-search" />
          </div>
          <div className={phoneSearchClass}>
            <SearchPanel />
          </div>
          <a href="/calendar" className={calendarLinkClass} aria-label="行事曆" data-testid="header-calendar">
            <CalendarIcon size={20} />
            <span className={calendarTextClass}>行事曆</span>
          </a>
          <ThemeMenu />
          {member && (
            <a href="/watchlist" className={watchlistLinkClass} aria-label="自選股" data-testid="header-watchlist">
              <StarIcon size={20} />
              <span className={watchlistTextClass}>自選股</span>
            </a>
          )}
          <div className={accountSlotClass} data-testid="header-account">
            <Suspense fallback={<HeaderAccountFallback />}>
              <HeaderAccount />
            </Suspense>
          </div>
        </div>
      </div>
    </header>
  );
}

export const HEADER_HEIGHT = 56;

const headerClass = css({ position: 'sticky', top: 0, zIndex: 30, bg: 'chrome', color: 'onChrome' });
const innerClass = css({
  maxW: '1200px',
  mx: 'auto',
  px: '2',
  minH: `${HEADER_HEIGHT}px`,
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  tablet: { px: '4', gap: '2' },
  laptop: { gap: '4' },
});
// The menu takes the width left over on laptops; on smaller screens it lives in the drawer.
const navSlotClass = css({ display: 'none', laptop: { display: 'block', flex: 1, minW: 0 } });
const endGroupClass = css({ display: 'flex', alignItems: 'center', gap: '1', ml: 'auto', minW: 0, laptop: { gap: '3', ml: 0 } });
// 240 px at desktop width: with the theme menu beside it, a member's header still shows every category.
const desktopSearchClass = css({ display: 'none', laptop: { display: 'block', w: '200px' }, desktop: { w: '240px' } });
const phoneSearchClass = css({ display: 'block', laptop: { display: 'none' } });
// 自選股: the header's icon button, with its name beside the star from laptop width up.
const watchlistLinkClass = css(iconButton.raw({ on: 'dark' }), focusRing.raw({ on: 'dark', offset: 'inset' }), {
  gap: '1',
  h: '40px',
  minW: '40px',
  px: '1',
  fontSize: '14px',
  fontWeight: 600,
  laptop: { px: '2' },
});
// 行事曆 (the market calendar) for everyone from laptop width up, an icon there and named beside it on
// desktops (a member's laptop header has no room for another word); phones and tablets have it in the drawer.
const calendarLinkClass = css(iconButton.raw({ on: 'dark' }), focusRing.raw({ on: 'dark', offset: 'inset' }), {
  display: 'none',
  gap: '1',
  h: '40px',
  minW: '40px',
  px: '1',
  fontSize: '14px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  laptop: { display: 'inline-flex' },
  desktop: { px: '2' },
});
const calendarTextClass = css({ display: 'none', desktop: { display: 'inline' } });
const watchlistTextClass = css({ display: 'none', laptop: { display: 'inline' } });
