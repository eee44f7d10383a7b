import { css } from 'styled-system/css';
import { Link, type Unstable_RouteHref } from 'waku/router/client';
import { PRICE_RANGES, type PriceRange } from '@/lib/upstream/business';
import { focusRing, pill } from '@/components/ui/control-styles';
import { priceRangeHref, RANGE_DESCRIPTIONS, RANGE_LABELS } from './price-range';
import { RangeLinkStatus } from './RangeLinkStatus';

/** Height of the range bar (px): outside every Suspense boundary, so it is part of the first paint. */
export const RANGE_SWITCH_HEIGHT = 36;

/**
 * The range links (1日 … 5年). Real links to ?range=…: without JavaScript the server renders that
 * range; with it, Waku's Link swaps only the RSC payload in a transition, keeping the old chart on
 * screen (and the scroll position) until the new bars have arrived.
 */
export function RangeSwitch({ stockId, active }: { stockId: string; active: PriceRange }) {
  return (
    <nav aria-label="股價走勢區間" className={navClass} style={{ height: RANGE_SWITCH_HEIGHT }}>
      <ul className={listClass}>
        {PRICE_RANGES.map((range) => (
          <li key={range}>
            <Link
              to={priceRangeHref(stockId, range) as Unstable_RouteHref}
              scroll={false}
              className={linkClass}
              aria-current={range === active ? 'page' : undefined}
              title={RANGE_DESCRIPTIONS[range]}
              data-range={range}
            >
              <RangeLinkStatus>{RANGE_LABELS[range]}</RangeLinkStatus>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const navClass = css({ overflowX: 'auto', overflowY: 'hidden' });
/** Seven links fit a 390 px phone in one row (tighter there, roomier from tablet width). */
const listClass = css({ display: 'flex', gap: '0.5', listStyle: 'none', m: 0, p: 0, h: '100%', alignItems: 'center', tablet: { gap: '1' } });
const linkClass = css(pill.raw(), focusRing.raw({ offset: 'tight' }), {
  display: 'inline-flex',
  alignItems: 'center',
  h: '30px',
  px: '2',
  tablet: { px: '3' },
  fontSize: '14px',
  whiteSpace: 'nowrap',
  color: 'muted',
  // Hover only where a pointer can hover: a touch screen keeps :hover on the link just tapped, and
  // that grey painted over the newly current range, so the selection seemed lost after a tap.
  '@media (hover: hover)': { '&:hover:not([aria-current=page])': { bg: 'canvas', color: 'ink' } },
  // The current range is marked by its state, not by a pointer: filled, bold, and the same on touch.
  '&[aria-current=page]': { bg: 'brand', color: 'onBrand', fontWeight: 600 },
  '& [data-pending=true]': { opacity: 0.55 },
});
