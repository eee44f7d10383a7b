import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { HeaderAccount, HeaderAccountFallback } from '../auth/HeaderAccount';
import { accountSlotClass } from '../auth/user-menu-styles';
import { SearchPanel } from '../search/SearchPanel';
import { StockSearch } from '../search/StockSearch';
import { CategoryNav } from './CategoryNav';
import { SiteDrawer } from './SiteDrawer';
import { SiteLogo } from './SiteLogo';

/**
 * Header of the default, article and stock layouts (issue 10 §2, §3).
 * - Laptop and desktop: logo, the category menu, the stock and article search field, 自選股 for
 *   members, and the account area.
 * - Phone and tablet: the menu button (the black sidebar with every category, the search and the
 *   account items), the logo, the search button (a full-screen panel), 自選股 for members and the
 *   account area.
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
          {member && (
            <a href="/watchlist" className={watchlistLinkClass} aria-label="自選股" data-testid="header-watchlist">
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              </svg>
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

const headerClass = css({ position: 'sticky', top: 0, zIndex: 30, bg: 'brand', color: 'white' });
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
const desktopSearchClass = css({ display: 'none', laptop: { display: 'block', w: '200px' }, desktop: { w: '280px' } });
const phoneSearchClass = css({ display: 'block', laptop: { display: 'none' } });
const watchlistLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '40px',
  minW: '40px',
  justifyContent: 'center',
  px: '1',
  flexShrink: 0,
  color: 'white',
  fontSize: '14px',
  fontWeight: 600,
  borderRadius: 'md',
  _hover: { bg: 'rgba(255,255,255,0.12)' },
  _focusVisible: { outline: '2px solid white', outlineOffset: '-2px' },
  laptop: { px: '2' },
});
const watchlistTextClass = css({ display: 'none', laptop: { display: 'inline' } });
