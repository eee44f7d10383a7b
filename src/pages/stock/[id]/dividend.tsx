import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { DividendSection, DividendSkeleton } from '@/components/stock/dividend/DividendSection';
import { StockSeo } from '@/components/stock/layout/StockSeo';
import { resolveStockRoute } from '@/lib/stock/route';

/** /stock/{id}/dividend (indices → info): payout history and yields, streamed behind a skeleton. */
export default async function DividendPage({ id }: { id: string }) {
  const stock = await resolveStockRoute(id, 'dividend');
  return (
    <>
      <StockSeo stock={stock} tab="dividend" />
      <section aria-labelledby="dividend-heading" className={sectionClass}>
        <h2 id="dividend-heading" className={headingClass}>
          股利
        </h2>
        <Suspense fallback={<DividendSkeleton />}>
          <DividendSection id={stock.id} />
        </Suspense>
      </section>
    </>
  );
}

const sectionClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
const headingClass = css({ fontSize: '18px', fontWeight: 700, m: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
