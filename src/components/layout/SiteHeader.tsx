import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { HeaderAccount, HeaderAccountFallback } from '../auth/HeaderAccount';
import { accountSlotClass } from '../auth/user-menu-styles';
import { CategoryNav } from './CategoryNav';
import { SiteLogo } from './SiteLogo';

/**
 * Header of the default, article and stock layouts: logo, the category menu and, at the right end,
 * the account area (登入 or the user menu). The account area streams in its own Suspense boundary
 * behind a placeholder of the same size, so the page never waits for the profile call and nothing
 * shifts; the category menu takes the width left over and scrolls sideways on a phone.
 */
export function SiteHeader() {
  return (
    <header className={headerClass}>
      <div className={innerClass}>
        <SiteLogo />
        <div className={navSlotClass}>
          <CategoryNav />
        </div>
        <div className={accountSlotClass} data-testid="header-account">
          <Suspense fallback={<HeaderAccountFallback />}>
            <HeaderAccount />
          </Suspense>
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
  px: '4',
  minH: `${HEADER_HEIGHT}px`,
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  laptop: { gap: '6' },
});
// min-width 0 lets the menu shrink below its content on a phone (it scrolls inside), so the logo and
// the account area always keep their room.
const navSlotClass = css({ flex: 1, minW: 0 });
