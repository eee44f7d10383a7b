import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { DiscussionList, DiscussionSkeleton } from '@/components/stock/discussion/DiscussionList';
import { parseStartScore } from '@/components/stock/discussion/start-score';
import { StockSeo } from '@/components/stock/layout/StockSeo';
import { resolveStockRoute } from '@/lib/stock/route';

/** /stock/{id}/discussion: the stock channel's posts by weight, paged with ?startScore=. */
export default async function DiscussionPage({ id, query }: { id: string; query?: string }) {
  const stock = await resolveStockRoute(id, 'discussion');
  const startScore = parseStartScore(query);
  return (
    <>
      <StockSeo stock={stock} tab="discussion" />
      {startScore !== undefined && <meta name="robots" content="noindex, follow" />}
      <section aria-labelledby="discussion-heading" className={sectionClass}>
        <h2 id="discussion-heading" className={headingClass}>
          討論區
        </h2>
        <Suspense fallback={<DiscussionSkeleton />}>
          <DiscussionList id={stock.id} startScore={startScore} />
        </Suspense>
      </section>
    </>
  );
}

const sectionClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
const headingClass = css({ fontSize: '18px', fontWeight: 700, m: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
