import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { isDemoData } from '@/lib/server/request-context';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Default layout (home, watchlist): header, one content column, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={shellClass} data-layout="default">
      <SiteHeader />
      <main className={mainClass}>{children}</main>
      <SiteFooter demoData={isDemoData()} />
    </div>
  );
}

export const shellClass = css({ minH: '100dvh', display: 'flex', flexDirection: 'column' });
const mainClass = css({ flex: 1, w: '100%', maxW: '1200px', mx: 'auto', px: '4', py: '5' });
