import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { Section } from '@/components/ui/Section';
import { IndexCards, IndexCardsSkeleton } from '@/components/home/IndexCards';
import { PopularStocks, PopularStocksSkeleton } from '@/components/home/PopularStocks';
import { HOME_RECENT_ARTICLES_COUNT, RecentArticles, RecentArticlesSkeleton } from '@/components/home/RecentArticles';
import { srOnly } from '@/components/ui/Skeleton';

/**
 * Home: the shell leaves at once; the indices, the popular stocks and the latest articles (spec §9:
 * three) each stream in behind their own Suspense boundary, with skeletons of their final height.
 */
export default function HomePage() {
  return (
    <>
      <title>美股通｜美股行情、財報與投資文章</title>
      <meta name="description" content="美股通提供美股即時行情、四大指數、熱門股票、財報與投資文章，以繁體中文為台灣投資人整理美國市場的重點。" />
      <h1 className={srOnly}>美股通：美股行情與投資文章</h1>
      {/* Popular stocks come last: their count varies (10–20), so their height may only move the footer. */}
      <div className={stackClass}>
        <Section id="home-indices" title="美股四大指數" testId="market-indices">
          <Suspense fallback={<IndexCardsSkeleton />}>
            <IndexCards />
          </Suspense>
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
