import { PRICE_RANGES, type PriceRange } from '@/lib/upstream/business';
import { priceRangeHref, RANGE_DESCRIPTIONS, RANGE_LABELS } from './price-range';
import { RangeLink, RangeNav } from './RangeLinks';
import { RangeLinkStatus } from './RangeLinkStatus';

/** Height of the range bar (px): outside every Suspense boundary, so it is part of the first paint. */
export const RANGE_SWITCH_HEIGHT = 36;

/** The price chart's range links (1日 … 5年), each saying so while its bars are on their way. */
export function RangeSwitch({ stockId, active }: { stockId: string; active: PriceRange }) {
  return (
    <RangeNav label="股價走勢區間" barHeight={RANGE_SWITCH_HEIGHT} tight>
      {PRICE_RANGES.map((range) => (
        <RangeLink key={range} href={priceRangeHref(stockId, range)} current={range === active} title={RANGE_DESCRIPTIONS[range]} data-range={range}>
          <RangeLinkStatus>{RANGE_LABELS[range]}</RangeLinkStatus>
        </RangeLink>
      ))}
    </RangeNav>
  );
}
