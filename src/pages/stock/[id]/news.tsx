import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { StockSeo } from '@/components/stock/layout/StockSeo';
import { parseNewsCursor } from '@/components/stock/news/news-cursor';
import { NewsList, NewsListSkeleton } from '@/components/stock/news/NewsList';
import { resolveStockRoute } from '@/lib/stock/route';

/** /stock/{id}/news: the stock's news, paged by the service's cursor (?cursor=). */
export default async function NewsPage({ id, query }: { id: string; query?: string }) {
  const stock = await resolveStockRoute(id, 'news');
  const cursor = parseNewsCursor(query);
  return (
    <>
      <StockSeo stock={stock} tab="news" />
      {/* Older pages say so to crawlers: the first page is the one to index. */}
      {cursor && <meta name="robots" content="noindex, follow" />}
      <section aria-labelledby="news-heading" className={sectionClass}>
        <h2 id="news-heading" className={headingClass}>
          新聞
        </h2>
        <Suspense fallback={<NewsListSkeleton />}>
          <NewsList id={stock.id} cursor={cursor} />
        </Suspense>
      </section>
    </>
  );
}

const sectionClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
const headingClass = css({ fontSize: '18px', fontWeight: 700, m: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
