import { Suspense } from 'react';
import { css, cx } from 'styled-system/css';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { focusRing, iconButton } from '@/components/ui/control-styles';
import { CalendarIcon, FunnelIcon, StarIcon } from '@/components/ui/icons';
import { HeaderAccount, HeaderAccountFallback } from '../auth/HeaderAccount';
import { accountSlotClass } from '../auth/account-slot-styles';
import { SearchPanel } from '../search/SearchPanel';
import { StockSearch } from '../search/StockSearch';
import { CategoryNav } from './CategoryNav';
import { SiteDrawer } from './SiteDrawer';
import { SiteLogo } from './SiteLogo';
import { ThemeMenu } from './ThemeMenu';

/**
 * Header of the default, article and stock layouts.
 * - Laptop and desktop: logo, the category menu, the stock and article search field, 選股 for guests
 *   (beside a member's name and pCoin it covered the last category at 1,024, 1,280 and 1,440 px), 行事曆, 自選股
 *   for members, and the account area. All six categories must show whole beside them (the header is
 *   1,200 px at most): below 1,280 px search is a button, as on a tablet, and a member's 行事曆 and
 *   自選股 are icons with their names for screen readers and on hover (the member's name and pCoin
 *   take their room). Measured with a six-character nickname (site-navigation.spec.ts): at 1,440 px
 *   the words 行事曆 and 自選股 and a 240 px field had covered two categories, at 1,024 px four.
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
          <div className={cx(searchFieldClass, !member && guestSearchWidthClass)}>
            <StockSearch layout="popup" testId="header-search" />
          </div>
          <div className={phoneSearchClass}>
            <SearchPanel />
          </div>
          {/* A member's header has no room for it (their menu has 我的選股, their drawer 選股). */}
          {!member && (
            <a href="/screener" className={calendarLinkClass} aria-label="選股" data-testid="header-screener">
              <FunnelIcon size={20} />
              <span className={calendarTextClass}>選股</span>
            </a>
          )}
          <a href="/calendar" className={calendarLinkClass} aria-label="行事曆" data-testid="header-calendar">
            <CalendarIcon size={20} />
            {!member && <span className={calendarTextClass}>行事曆</span>}
          </a>
          <ThemeMenu />
          {member && (
            <a href="/watchlist" className={watchlistLinkClass} aria-label="自選股" title="自選股" data-testid="header-watchlist">
              <StarIcon size={20} />
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
const innerClass = css({ maxW: '1200px', mx: 'auto', px: '2', minH: `${HEADER_HEIGHT}px`, display: 'flex', alignItems: 'center', gap: '1', tablet: { px: '4', gap: '2' }, laptop: { gap: '4' } });
// The menu takes the width left over on laptops; on smaller screens it lives in the drawer. Should it
// ever need more (a very long nickname), it is cut at its own edge (clip, not hidden: the sub-menus
// still hang below the header) instead of running under the search and account area.
const navSlotClass = css({ display: 'none', laptop: { display: 'block', flex: 1, minW: 0, overflowX: 'clip' } });
const endGroupClass = css({ display: 'flex', alignItems: 'center', gap: '1', ml: 'auto', minW: 0, laptop: { gap: '3', ml: 0 } });
// The field from 1280 px, 200 px wide (a guest's 240 at desktop width); below, the search button and its panel.
const searchFieldClass = css({ display: 'none', wide: { display: 'block', w: '200px' } });
const guestSearchWidthClass = css({ desktop: { w: '240px' } });
const phoneSearchClass = css({ display: 'block', wide: { display: 'none' } });
// 自選股 (members only): the header's icon button.
const watchlistLinkClass = css(iconButton.raw({ on: 'dark' }), focusRing.raw({ on: 'dark', offset: 'inset' }), { h: '40px', minW: '40px', px: '1' });
// 選股 (guests) and 行事曆 (the screener, the market calendar) from laptop width up, an icon there and
// named beside it on a guest's desktop header; phones and tablets have them in the drawer.
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
