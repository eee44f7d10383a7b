import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { formatMonthDayTime } from '@/lib/format/dates';
import { formatPrice } from '@/lib/format/numbers';
import { ShortNumber } from '@/components/ui/ShortNumber';
import { getUpstreamContext } from '@/lib/server/request-context';
import { stockPath } from '@/lib/stock/tabs';
import { getMovers, type MoverType } from '@/lib/upstream/business';
import { focusRing } from '@/components/ui/control-styles';
import { EmptyState } from '../ui/EmptyState';
import { loadSectionData } from '../ui/section-data';
import { PercentChange } from '../ui/PriceChange';
import { SecurityName } from '../ui/SecurityName';
import { Skeleton } from '../ui/Skeleton';

/** Five of each: the day's story at a glance, the same length as the three recent articles below. */
export const MOVERS_SHOWN = 5;
const ROW_HEIGHT = 48;
const AS_OF_HEIGHT = 28;
/** The list and its as-of line: the skeleton, the list and its notices all take exactly this. */
const LIST_HEIGHT = MOVERS_SHOWN * ROW_HEIGHT + AS_OF_HEIGHT;

/** Each list's whole ranking is a screener preset (`ranking`: its slug). */
const LISTS: ReadonlyArray<{ type: MoverType; title: string; empty: string; ranking: string }> = [
  { type: 'gainers', title: '漲幅前五', empty: '目前沒有上漲的股票。', ranking: 'gainers' },
  { type: 'losers', title: '跌幅前五', empty: '目前沒有下跌的股票。', ranking: 'losers' },
  { type: 'active', title: '成交量前五', empty: '目前還沒有成交。', ranking: 'most-active' },
];

/**
 * The day's movers among large caps (the business service's Movers call: companies worth US$10
 * billion or more, priced US$5 or more): top gainers, losers and most active by shares traded. One
 * card each, side by side from tablet width; each list streams behind its own Suspense, so a slow
 * or failing list never holds up the others.
 *
 * A list is a snapshot: its ranks, prices and changes are the service's at 資料時間, and
 * no live quote rewrites them. Ticking prices under fixed ranks contradicted the ranks (+3.93 % below
 * +3.79 %); re-ranking five rows live cannot know the sixth stock that overtook them, nor keep a row
 * still under the reader's finger on a phone. The indices and popular stocks around it stay live.
 */
export function MarketMovers() {
  return (
    <div className={gridClass} data-testid="movers-grid">
      {LISTS.map(({ type, title, empty, ranking }) => (
        <section key={type} className={cardClass} aria-labelledby={`movers-${type}`} data-testid={`movers-${type}`}>
          <div className={headClass}>
            <h3 id={`movers-${type}`} className={titleClass}>
              {title}
            </h3>
            <a href={`/screener/${ranking}`} className={rankingLinkClass} aria-label={`完整${title.replace('前五', '排行')}`} data-testid="movers-ranking-link">
              完整排行
            </a>
          </div>
          <Suspense fallback={<Skeleton height={LIST_HEIGHT} label={`載入${title}…`} />}>
            <MoversList type={type} empty={empty} />
          </Suspense>
        </section>
      ))}
    </div>
  );
}

async function MoversList({ type, empty }: { type: MoverType; empty: string }) {
  const movers = await loadSectionData(() => getMovers(getUpstreamContext(), type, MOVERS_SHOWN), '[home] movers', type);
  if (movers === null) return <EmptyState kind="error" text="排行暫時無法載入，請稍後再試。" minHeight={LIST_HEIGHT} />;
  if (movers.items.length === 0) return <EmptyState kind="noResult" text={empty} minHeight={LIST_HEIGHT} />;
  return (
    <div className={listBoxClass}>
      <ol className={listClass}>
        {movers.items.map((item, i) => (
          <li key={item.id} className={rowClass} data-testid="mover">
            <a href={stockPath(item.id, 'info')} className={linkClass}>
              <span className={rankClass} aria-hidden="true">
                {i + 1}
              </span>
              <span className={nameBoxClass}>
                <SecurityName stock={item} className={nameClass} />
              </span>
              <span className={figuresClass}>
                <span className={priceClass}>{formatPrice(item.price)}</span>
                {type === 'active' ? (
                  <span className={volumeClass} data-testid="mover-volume">
                    <ShortNumber value={item.volume} />股
                  </span>
                ) : (
                  <span data-testid="mover-change">
                    <PercentChange change={item.change} changePercent={item.changePercent} />
                  </span>
                )}
              </span>
            </a>
          </li>
        ))}
      </ol>
      <p className={asOfClass} data-testid="movers-as-of">
        資料時間 <time dateTime={movers.asOf}>{formatMonthDayTime(movers.asOf, 'newYork')}</time>
      </p>
    </div>
  );
}

const gridClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)', tablet: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } });
const cardClass = css({ display: 'grid', gap: '2', alignContent: 'start', p: '3', bg: 'surface', borderRadius: 'lg', boxShadow: '0 1px 3px rgba(15,30,60,0.06)', minW: 0 });
const headClass = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' });
const titleClass = css({ m: 0, fontSize: '15px', fontWeight: 700 });
const rankingLinkClass = css(focusRing.raw(), { fontSize: '13px', color: 'brand', _hover: { textDecoration: 'underline' } });
const listBoxClass = css({ h: `${LIST_HEIGHT}px`, display: 'grid', gridTemplateRows: `${MOVERS_SHOWN * ROW_HEIGHT}px ${AS_OF_HEIGHT}px` });
const listClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gridAutoRows: `${ROW_HEIGHT}px`, alignContent: 'start' });
const rowClass = css({ borderTop: '1px solid token(colors.line)', _first: { borderTop: 'none' } });
const linkClass = css(focusRing.raw({ offset: 'inset' }), {
  display: 'grid',
  gridTemplateColumns: '20px minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: '2',
  h: '100%',
  px: '1',
  borderRadius: 'md',
  '@media (hover: hover)': { _hover: { bg: 'canvas' } },
});
const rankClass = css({ fontSize: '13px', fontWeight: 700, color: 'muted', textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
const nameBoxClass = css({ display: 'grid', minW: 0 });
const nameClass = css({ fontSize: '14px', fontWeight: 600 });
const figuresClass = css({ display: 'grid', justifyItems: 'end', fontVariantNumeric: 'tabular-nums' });
const priceClass = css({ fontSize: '14px', fontWeight: 600 });
const volumeClass = css({ fontSize: '13px', color: 'muted' });
const asOfClass = css({ m: 0, alignSelf: 'end', fontSize: '12px', color: 'muted' });
