import { Suspense } from 'react';
import { Section } from '@/components/ui/Section';
import { FundHoldings, FundHoldingsSkeleton } from './FundHoldings';
import { FundOverview, FundOverviewSkeleton } from './FundOverview';
import { FundSectors, FundSectorsSkeleton } from './FundSectors';
import type { StockId } from '@protocol/stock-id';

/**
 * The ETF part of the info tab: what a fund buyer compares (基金概況), what it holds (前十大持股)
 * and where (產業配置). Three sections, each streaming behind its own skeleton; one request for
 * the fund's facts serves all three (loadFund).
 */
export function FundSections({ id }: { id: StockId }) {
  return (
    <>
      <Section id="fund-overview" title="基金概況" testId="stock-info-fund">
        <Suspense fallback={<FundOverviewSkeleton />}>
          <FundOverview id={id} />
        </Suspense>
      </Section>
      <Section id="fund-holdings" title="前十大持股" testId="stock-info-holdings" note="占基金資產比重">
        <Suspense fallback={<FundHoldingsSkeleton />}>
          <FundHoldings id={id} />
        </Suspense>
      </Section>
      <Section id="fund-sectors" title="產業配置" testId="stock-info-sectors" note="依 GICS 產業分類">
        <Suspense fallback={<FundSectorsSkeleton />}>
          <FundSectors id={id} />
        </Suspense>
      </Section>
    </>
  );
}
