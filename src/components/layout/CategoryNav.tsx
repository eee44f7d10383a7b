'use client';

import { css } from 'styled-system/css';
import { useRouter } from 'waku/router/client';
import { focusRing } from '@/components/ui/control-styles';
import { CategoryMenuLinks } from './CategoryMenuLinks';

/**
 * The category menu on laptops and desktops (phones and tablets have the drawer). Sub-menus
 * open on hover and on keyboard focus (focus-within), in CSS, so they work before (and without)
 * JavaScript. The category of the page being read is marked (aria-current), sub-categories included.
 */
export function CategoryNav() {
  const { path } = useRouter();
  return (
    <nav aria-label="文章分類" className={navClass} data-testid="category-nav">
      <CategoryMenuLinks path={path} classes={{ list: listClass, item: itemClass, main: linkClass, subList: subMenuClass, sub: subLinkClass }} />
    </nav>
  );
}

const navClass = css({ display: 'none', laptop: { display: 'block' } });
const listClass = css({ display: 'flex', gap: '0.5', listStyle: 'none', m: 0, p: 0, whiteSpace: 'nowrap' });
const itemClass = css({ position: 'relative', '&:hover > ul, &:focus-within > ul': { display: 'block' } });
// 8 px a side below 1280 px, where a member's header is tightest (SiteHeader.tsx), 10 from there.
const linkClass = css(focusRing.raw({ on: 'dark', offset: 'inset' }), {
  display: 'block',
  px: '2',
  wide: { px: '2.5' },
  py: '2',
  fontSize: '15px',
  fontWeight: 500,
  color: 'onChrome',
  borderRadius: 'md',
  _hover: { bg: 'rgba(255,255,255,0.12)' },
  '&[aria-current]': { fontWeight: 700, boxShadow: 'inset 0 -3px 0 token(colors.accent)' },
});
const subMenuClass = css({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  minW: '140px',
  listStyle: 'none',
  m: 0,
  p: '1',
  bg: 'surface',
  borderRadius: 'md',
  boxShadow: '0 8px 24px rgba(15,30,60,0.18)',
  zIndex: 20,
});
const subLinkClass = css(focusRing.raw(), {
  display: 'block',
  px: '3',
  py: '2',
  fontSize: '14px',
  color: 'ink',
  borderRadius: 'sm',
  _hover: { bg: 'canvas', color: 'brand' },
  '&[aria-current]': { color: 'brand', fontWeight: 700 },
});
