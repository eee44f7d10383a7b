import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { CompactChart, CompactChartSkeleton } from '@/components/stock/info/CompactChart';
import { KeyStatistics, KeyStatisticsSkeleton } from '@/components/stock/info/KeyStatistics';
import { LatestNews, LatestNewsSkeleton } from '@/components/stock/info/LatestNews';
import { TaggedArticles, TaggedArticlesSkeleton } from '@/components/stock/info/TaggedArticles';
import { Section } from '@/components/ui/Section';
import { FundSections } from '@/components/stock/fund/FundSections';
import { parseConstituentsView } from '@/components/stock/index-members/constituents-view';
import { IndexMembersSection } from '@/components/stock/index-members/IndexMembersSection';
import { displayName, securityKind } from '@/lib/market/security-labels';
import { StockSeo } from '@/components/stock/layout/StockSeo';
import { isIndexStock } from '@/lib/market/stock-id';
import { resolveStockRoute } from '@/lib/stock/route';
import { stockPath } from '@/lib/stock/tabs';

/**
 * The info tab (the stock's default page): a month's chart, the key statistics, the latest news
 * and the articles tagged with the stock. The guard runs first (status before streaming); each
 * section then streams behind its own skeleton.
 */
export default async function StockInfoPage({ id, query }: { id: string; query?: string }) {
  const stock = await resolveStockRoute(id, 'info');
  const name = displayName(stock);
  return (
    <>
      <StockSeo stock={stock} tab="info" />
      <div className={gridClass}>
        <div className={mainClass}>
          <Section id="stock-chart" title="近一個月走勢" testId="stock-info-chart" more={{ href: stockPath(stock.id, 'price'), label: '完整走勢圖' }}>
            <Suspense fallback={<CompactChartSkeleton />}>
              <CompactChart id={stock.id} label={name} />
            </Suspense>
          </Section>
          <Section id="stock-stats" title="重要數據" testId="stock-info-statistics">
            <Suspense fallback={<KeyStatisticsSkeleton isIndex={isIndexStock(stock)} />}>
              <KeyStatistics id={stock.id} isIndex={isIndexStock(stock)} />
            </Suspense>
          </Section>
          {/* What a fund or an index has that a company has not (issue 14 §3): components/stock/fund, components/stock/index-members. */}
          {securityKind(stock) === 'etf' && <FundSections id={stock.id} />}
          {securityKind(stock) === 'index' && <IndexMembersSection id={stock.id} view={parseConstituentsView(query)} />}
          <Section id="stock-articles" title={`${name}相關文章`} testId="stock-info-articles">
            <Suspense fallback={<TaggedArticlesSkeleton />}>
              <TaggedArticles id={stock.id} />
            </Suspense>
          </Section>
        </div>
        <aside className={sideClass} aria-label="最新新聞">
          <Section id="stock-news" title="最新新聞" testId="stock-info-news" more={{ href: stockPath(stock.id, 'news'), label: '更多新聞' }}>
            <Suspense fallback={<LatestNewsSkeleton />}>
              <LatestNews id={stock.id} />
            </Suspense>
          </Section>
        </aside>
      </div>
    </>
  );
}

const gridClass = css({
  display: 'grid',
  gap: '6',
  laptop: { gridTemplateColumns: 'minmax(0, 1.7fr) minmax(0, 1fr)', alignItems: 'start' },
});
const mainClass = css({ display: 'grid', gap: '6', minW: 0 });
const sideClass = css({ display: 'grid', gap: '6', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
