import { css } from 'styled-system/css';
import { CategoryNav } from './CategoryNav';
import { SiteLogo } from './SiteLogo';

/** Header of the default, article and stock layouts: logo and the category menu. */
export function SiteHeader() {
  return (
    <header className={headerClass}>
      <div className={innerClass}>
        <SiteLogo />
        <CategoryNav />
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
  gap: '6',
});
