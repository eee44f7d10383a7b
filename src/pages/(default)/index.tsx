import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { Section } from '@/components/ui/Section';
import { IndexCards, IndexCardsSkeleton } from '@/components/home/IndexCards';
import { MarketMovers } from '@/components/home/MarketMovers';
import { MarketStatusCard, MarketStatusSkeleton } from '@/components/home/MarketStatusCard';
import { PopularStocks, PopularStocksSkeleton } from '@/components/home/PopularStocks';
import { HOME_RECENT_ARTICLES_COUNT, RecentArticles, RecentArticlesSkeleton } from '@/components/home/RecentArticles';
import { srOnly } from '@/components/ui/Skeleton';

/**
 * Home: a market overview first — the session with New York and Taipei time, the four indices, the
 * day's movers among large caps — then the latest articles (three) and the popular stocks.
 * The shell leaves at once; every section that waits on a service streams in behind its own Suspense
 * boundary, with a skeleton of its final height (the market status too: it reads the market's clock
 * from the index quotes).
 */
export default function HomePage() {
  return (
    <>
      <title>美股通｜美股行情、財報與投資文章</title>
      <meta name="description" content="美股通提供美股即時行情、四大指數、漲跌排行、熱門股票、財報與投資文章，以繁體中文為台灣投資人整理美國市場的重點。" />
      <h1 className={srOnly}>美股通：美股行情與投資文章</h1>
      {/* Popular stocks come last: their count varies (10–20), so their height may only move the footer. */}
      <div className={stackClass}>
        <Section id="home-market" title="美股市場概況" testId="market-overview">
          <Suspense fallback={<MarketStatusSkeleton />}>
            <MarketStatusCard />
          </Suspense>
          <div data-testid="market-indices">
            <Suspense fallback={<IndexCardsSkeleton />}>
              <IndexCards />
            </Suspense>
          </div>
        </Section>
        <Section id="home-movers" title="今日漲跌排行" testId="market-movers" note="市值 100 億美元以上、股價 5 美元以上的美國上市公司">
          <MarketMovers />
        </Section>
        <Section id="home-recent" title="最新文章" testId="recent-articles">
          <Suspense fallback={<RecentArticlesSkeleton count={HOME_RECENT_ARTICLES_COUNT} />}>
            <RecentArticles count={HOME_RECENT_ARTICLES_COUNT} />
          </Suspense>
        </Section>
        <Section id="home-popular" title="熱門股票" testId="popular-stocks">
          <Suspense fallback={<PopularStocksSkeleton />}>
            <PopularStocks />
          </Suspense>
        </Section>
      </div>
    </>
  );
}

const stackClass = css({ display: 'grid', gap: '6' });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
