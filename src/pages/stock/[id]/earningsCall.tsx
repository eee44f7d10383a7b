import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { EarningsCallList, EarningsCallsSkeleton } from '@/components/stock/finance/EarningsCallList';
import { StockSeo } from '@/components/stock/layout/StockSeo';
import { resolveStockRoute } from '@/lib/stock/route';

/** /stock/{id}/earningsCall (ETFs and indices → info): the earnings calls, newest first. */
export default async function EarningsCallPage({ id }: { id: string }) {
  const stock = await resolveStockRoute(id, 'earningsCall');
  return (
    <>
      <StockSeo stock={stock} tab="earningsCall" />
      <section aria-labelledby="earnings-heading" className={sectionClass}>
        <h2 id="earnings-heading" className={headingClass}>
          法說會
        </h2>
        <Suspense fallback={<EarningsCallsSkeleton />}>
          <EarningsCallList id={stock.id} />
        </Suspense>
      </section>
    </>
  );
}

const sectionClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
const headingClass = css({ fontSize: '18px', fontWeight: 700, m: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
