import type { CSSProperties, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { isDemoData } from '@/lib/server/request-context';
import { shellClass } from './DefaultLayout';
import { SiteFooter } from './SiteFooter';
import { HEADER_HEIGHT, SiteHeader } from './SiteHeader';

/** The stock info bar is 82 px high; its slot keeps that height so nothing shifts. */
export const INFO_BAR_HEIGHT = 82;

/**
 * Stock layout: the info bar and the sub-page tabs above the stock sub-page, and a notice (the
 * price-delay tip) in the flow under it, above the footer: never over the page's tables or legends.
 */
export function StockLayout({ children, infoBar, tabs, notice }: { children: ReactNode; infoBar?: ReactNode; tabs?: ReactNode; notice?: ReactNode }) {
  return (
    <div className={shellClass} style={stickyTopStyle} data-layout="stock">
      <SiteHeader />
      <div className={infoBarClass}>{infoBar}</div>
      {tabs && (
        <div className={tabsClass} style={stickyTabsStyle}>
          {tabs}
        </div>
      )}
      <main className={mainClass}>{children}</main>
      {notice}
      <SiteFooter demoData={isDemoData()} />
    </div>
  );
}

/** Anchors land below the header and the sticky tabs (with a little air). */
export const STOCK_TABS_HEIGHT = 48;
/**
 * The offsets that come from SiteHeader's HEADER_HEIGHT go in style attributes: Panda writes its CSS
 * at build time and resolves only this file's constants, so `top: \`${HEADER_HEIGHT}px\`` in css()
 * produced no rule at all (the tabs never stuck).
 */
const stickyTopStyle = { '--sticky-top': `${HEADER_HEIGHT + STOCK_TABS_HEIGHT + 12}px` } as CSSProperties;
const stickyTabsStyle: CSSProperties = { top: HEADER_HEIGHT };
const infoBarClass = css({ minH: `${INFO_BAR_HEIGHT}px`, bg: 'surface', borderBottom: '1px solid token(colors.line)' });
// The tabs stay under the sticky header, so another tab is one tap away deep in a long page.
const tabsClass = css({ position: 'sticky', zIndex: 20, bg: 'surface', borderBottom: '1px solid token(colors.line)', overflowX: 'auto' });
const mainClass = css({ flex: 1, w: '100%', maxW: '1200px', mx: 'auto', px: '4', py: '5' });
