import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { displayName } from '@/lib/market/security-labels';
import { StockSeo } from '@/components/stock/layout/StockSeo';
import { ChartAttribution } from '@/components/stock/price/ChartAttribution';
import { DailyPriceTable, DailyPriceTableSkeleton } from '@/components/stock/price/DailyPriceTable';
import { PriceChartFrame, PriceChartSection, PriceChartSkeleton } from '@/components/stock/price/PriceChartSection';
import { parsePriceRange } from '@/components/stock/price/price-range';
import { RangeSwitch } from '@/components/stock/price/RangeSwitch';
import { Section } from '@/components/ui/Section';
import { resolveStockRoute } from '@/lib/stock/route';

/**
 * The price tab: the interactive candlestick chart for the range in ?range= (default 6M) and the
 * daily price table. The range bar, the chart's box and the attribution are in the first HTML; the
 * chart's bars and the table each stream behind their own skeleton of the final size.
 */
export default async function StockPricePage({ id, query }: { id: string; query?: string }) {
  const stock = await resolveStockRoute(id, 'price');
  const name = displayName(stock);
  const range = parsePriceRange(query);
  return (
    <>
      <StockSeo stock={stock} tab="price" />
      <div className={stackClass}>
        <Section id="price-chart" title={`${name}股價走勢`} testId="stock-price-chart" note="K 線與成交量">
          <RangeSwitch stockId={stock.id} active={range} />
          <PriceChartFrame>
            <Suspense fallback={<PriceChartSkeleton />}>
              <PriceChartSection stockId={stock.id} name={name} range={range} />
            </Suspense>
          </PriceChartFrame>
          <ChartAttribution />
        </Section>
        <Section id="price-daily" title="每日股價" testId="stock-price-daily" note="最近 30 個交易日，單位：美元">
          <Suspense fallback={<DailyPriceTableSkeleton />}>
            <DailyPriceTable stockId={stock.id} name={name} />
          </Suspense>
        </Section>
      </div>
    </>
  );
}

const stackClass = css({ display: 'grid', gap: '6', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
