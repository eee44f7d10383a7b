import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { isDemoData } from '@/lib/server/request-context';
import { shellClass } from './DefaultLayout';
import { SiteFooter } from './SiteFooter';
import { HEADER_HEIGHT, SiteHeader } from './SiteHeader';

/** Spec §3/§9: the stock info bar is 82 px high; its slot keeps that height so nothing shifts. */
export const INFO_BAR_HEIGHT = 82;

/** Stock layout: the info bar and the sub-page tabs above the stock sub-page. */
export function StockLayout({ children, infoBar, tabs }: { children: ReactNode; infoBar?: ReactNode; tabs?: ReactNode }) {
  return (
    <div className={shellClass} data-layout="stock">
      <SiteHeader />
      <div className={infoBarClass}>{infoBar}</div>
      {tabs && <div className={tabsClass}>{tabs}</div>}
      <main className={mainClass}>{children}</main>
      <SiteFooter demoData={isDemoData()} />
    </div>
  );
}

const infoBarClass = css({
  minH: `${INFO_BAR_HEIGHT}px`,
  bg: 'surface',
  borderBottom: '1px solid token(colors.line)',
});
// The tabs stay under the sticky header, so another tab is one tap away deep in a long page.
const tabsClass = css({
  position: 'sticky',
  top: `${HEADER_HEIGHT}px`,
  zIndex: 20,
  bg: 'surface',
  borderBottom: '1px solid token(colors.line)',
  overflowX: 'auto',
});
const mainClass = css({ flex: 1, w: '100%', maxW: '1200px', mx: 'auto', px: '4', py: '5' });
