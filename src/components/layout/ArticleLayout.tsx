import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { isDemoData } from '@/lib/server/request-context';
import { shellClass } from './DefaultLayout';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * Article layout (articles, tags, categories, authors, search): a reading column and, from laptop
 * width, a sidebar (recent articles, popular stocks) beside it.
 */
export function ArticleLayout({ children, sidebar }: { children: ReactNode; sidebar?: ReactNode }) {
  return (
    <div className={shellClass} data-layout="article">
      <SiteHeader />
      <div className={gridClass}>
        <main className={mainClass}>{children}</main>
        {sidebar && <aside className={asideClass}>{sidebar}</aside>}
      </div>
      <SiteFooter demoData={isDemoData()} />
    </div>
  );
}

const gridClass = css({ flex: 1, w: '100%', maxW: '1200px', mx: 'auto', px: '4', py: '5', display: 'grid', gap: '6', laptop: { gridTemplateColumns: 'minmax(0, 1fr) 320px' } });
const mainClass = css({ minW: 0 });
const asideClass = css({ display: 'grid', gap: '4', alignContent: 'start' });
