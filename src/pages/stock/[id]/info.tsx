import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { AdrSection, AdrSectionOnceKnown } from '@/components/stock/info/AdrSection';
import { CompactChart, CompactChartSkeleton } from '@/components/stock/info/CompactChart';
import { CorporateEvents, CorporateEventsSkeleton } from '@/components/stock/info/CorporateEvents';
import { KeyStatistics, KeyStatisticsSkeleton } from '@/components/stock/info/KeyStatistics';
import { LatestNews, LatestNewsSkeleton } from '@/components/stock/info/LatestNews';
import { QuoteSummary, QuoteSummarySkeleton } from '@/components/stock/info/QuoteSummary';
import { TaggedArticles, TaggedArticlesSkeleton } from '@/components/stock/info/TaggedArticles';
import { Section } from '@/components/ui/Section';
import { FundSections } from '@/components/stock/fund/FundSections';
import { parseConstituentsView } from '@/components/stock/index-members/constituents-view';
import { IndexMembersSection } from '@/components/stock/index-members/IndexMembersSection';
import { displayName, securityKind } from '@/lib/market/security-labels';
import { StockSeo } from '@/components/stock/layout/StockSeo';
import { adrPairAtEdge } from '@/lib/stock/adr-pair';
import { resolveStockRoute } from '@/lib/stock/route';
import { stockPath } from '@/lib/stock/tabs';

/**
 * The info tab (the stock's default page): the quote summary, the key statistics (chosen by the kind
 * of security, known from the guard's record), a month's chart, for an ADR with a Taiwan listing its
 * parity and premium (decision 039; whether it is one, from the edge), the corporate events (not for
 * indices, which have none), the latest news and the articles tagged with the stock. The guard runs
 * first (status before streaming); each section then streams behind its own skeleton.
 */
export default async function StockInfoPage({ id, query }: { id: string; query?: string }) {
  // Whether the security is an ADR with a Taiwan listing is asked alongside the guard, of the edge only
  // (KV beside the directory, no upstream call): its section exists only then, so it reserves no room on
  // other stocks' pages. An edge without the pairs yet (undefined) leaves the question to a boundary.
  const [stock, adrPair] = await Promise.all([resolveStockRoute(id, 'info'), adrPairAtEdge(id)]);
  const name = displayName(stock);
  const kind = securityKind(stock);
  return (
    <>
      <StockSeo stock={stock} tab="info" />
      <div className={gridClass}>
        <div className={mainClass}>
          <Section id="stock-quote" title="股價資訊" testId="stock-quote-summary">
            <Suspense fallback={<QuoteSummarySkeleton kind={kind} />}>
              <QuoteSummary id={stock.id} kind={kind} />
            </Suspense>
          </Section>
          <Section id="stock-stats" title="重要數據" testId="stock-info-statistics">
            <Suspense fallback={<KeyStatisticsSkeleton kind={kind} />}>
              <KeyStatistics id={stock.id} kind={kind} />
            </Suspense>
          </Section>
          <Section id="stock-chart" title="近一個月走勢" testId="stock-info-chart" more={{ href: stockPath(stock.id, 'price'), label: '完整走勢圖' }}>
            <Suspense fallback={<CompactChartSkeleton />}>
              <CompactChart id={stock.id} label={name} />
            </Suspense>
          </Section>
          {adrPair === undefined ? (
            <Suspense fallback={null}>
              <AdrSectionOnceKnown id={stock.id} />
            </Suspense>
          ) : (
            adrPair && <AdrSection pair={adrPair} />
          )}
          {/* What a fund or an index has that a company has not: components/stock/fund, components/stock/index-members. */}
          {kind === 'etf' && <FundSections id={stock.id} />}
          {kind === 'index' && <IndexMembersSection id={stock.id} view={parseConstituentsView(query)} />}
          {kind !== 'index' && (
            <Section id="stock-events" title="重要事件" testId="stock-info-events">
              <Suspense fallback={<CorporateEventsSkeleton />}>
                <CorporateEvents id={stock.id} />
              </Suspense>
            </Section>
          )}
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

const gridClass = css({ display: 'grid', gap: '6', laptop: { gridTemplateColumns: 'minmax(0, 1.7fr) minmax(0, 1fr)', alignItems: 'start' } });
const mainClass = css({ display: 'grid', gap: '6', minW: 0 });
const sideClass = css({ display: 'grid', gap: '6', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
