import { css } from 'styled-system/css';
import { Link, type Unstable_RouteHref } from 'waku/router/client';
import { focusRing, pill } from '@/components/ui/control-styles';
import { RANGE_DESCRIPTIONS, RANGE_LABELS } from '@/components/stock/price/price-range';
import { COMPARE_PERIODS, type ComparePeriod, compareHref } from '@/lib/compare/compare-query';

export const PERIOD_SWITCH_HEIGHT = 36;

/**
 * The performance chart's periods (1個月 … 5年) as plain links to ?period=…: no client code of its
 * own; without JavaScript the server renders that period, with it Waku swaps only the RSC payload.
 */
export function PeriodSwitch({ ids, active }: { ids: readonly string[]; active: ComparePeriod }) {
  return (
    <nav aria-label="比較區間" className={navClass} style={{ height: PERIOD_SWITCH_HEIGHT }}>
      <ul className={listClass}>
        {COMPARE_PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={compareHref(ids, period) as Unstable_RouteHref}
              scroll={false}
              className={linkClass}
              aria-current={period === active ? 'page' : undefined}
              title={RANGE_DESCRIPTIONS[period].split('，')[0]}
              data-period={period}
            >
              {RANGE_LABELS[period]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const navClass = css({ overflowX: 'auto', overflowY: 'hidden' });
const listClass = css({ display: 'flex', gap: '1', listStyle: 'none', m: 0, p: 0, h: '100%', alignItems: 'center' });
const linkClass = css(pill.raw(), focusRing.raw({ offset: 'tight' }), {
  display: 'inline-flex',
  alignItems: 'center',
  h: '30px',
  px: '3',
  fontSize: '14px',
  whiteSpace: 'nowrap',
  color: 'muted',
  '@media (hover: hover)': { '&:hover:not([aria-current=page])': { bg: 'canvas', color: 'ink' } },
  '&[aria-current=page]': { bg: 'brand', color: 'onBrand', fontWeight: 600 },
});
