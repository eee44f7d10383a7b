import { RANGE_DESCRIPTIONS, RANGE_LABELS } from '@/components/stock/price/price-range';
import { RangeLink, RangeNav } from '@/components/stock/price/RangeLinks';
import { COMPARE_PERIODS, type ComparePeriod, compareHref } from '@/lib/compare/compare-query';

export const PERIOD_SWITCH_HEIGHT = 36;

/**
 * The performance chart's periods (1個月 … 5年) as plain links to ?period=…: no client code of its
 * own; without JavaScript the server renders that period, with it Waku swaps only the RSC payload.
 */
export function PeriodSwitch({ ids, active }: { ids: readonly string[]; active: ComparePeriod }) {
  return (
    <RangeNav label="比較區間" barHeight={PERIOD_SWITCH_HEIGHT}>
      {COMPARE_PERIODS.map((period) => (
        <RangeLink key={period} href={compareHref(ids, period)} current={period === active} title={RANGE_DESCRIPTIONS[period].split('，')[0] ?? ''} data-period={period}>
          {RANGE_LABELS[period]}
        </RangeLink>
      ))}
    </RangeNav>
  );
}
