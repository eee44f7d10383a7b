import { css, cva } from 'styled-system/css';
import { formatDateTime } from '@/lib/format/dates';
import { formatPrice } from '@/lib/format/numbers';
import { ShortNumber } from '@/components/ui/ShortNumber';
import { formatYoy, signOf } from '@/lib/market/statements';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getEarningsCalls } from '@/lib/upstream/business';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import type { StockId } from '@protocol/stock-id';

const CARD_HEIGHT = 220;
/** Reserve about four calls: what the first screen shows. */
export const EARNINGS_CALLS_HEIGHT = CARD_HEIGHT * 4;

/** Earnings calls, newest first: quarter, date, the summary and the numbers it announced. */
export async function EarningsCallList({ id }: { id: StockId }) {
  const calls = await loadSectionData(() => getEarningsCalls(getUpstreamContext(), id), '[earningsCall] calls');
  if (calls === null) return <EmptyState kind="error" text="法說會資料暫時無法載入，請稍後再試。" minHeight={EARNINGS_CALLS_HEIGHT} />;
  // Newest first whatever order the service used (ISO timestamps compare as strings).
  const items = [...calls.items].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  if (items.length === 0) return <EmptyState kind="noResult" text="這檔股票目前沒有法說會紀錄。" minHeight={CARD_HEIGHT} />;
  return (
    <ol className={listClass}>
      {items.map((call) => (
        <li key={call.id} className={cardClass} data-testid="earnings-call">
          <article aria-labelledby={`call-${call.id}`}>
            <header className={headClass}>
              <span className={quarterClass} data-testid="earnings-call-quarter">
                {call.quarter}
              </span>
              <time dateTime={call.date} className={timeClass}>
                {formatDateTime(call.date)}
              </time>
            </header>
            <h3 id={`call-${call.id}`} className={titleClass}>
              {call.title}
            </h3>
            <p className={summaryClass}>{call.summary}</p>
            <dl className={numbersClass}>
              <div>
                <dt>營收</dt>
                <dd>
                  <ShortNumber value={call.revenue} />
                  {call.revenueGrowth !== null && <span className={deltaRecipe({ direction: signOf(call.revenueGrowth) })}> 年增 {formatYoy(call.revenueGrowth)}</span>}
                </dd>
              </div>
              <div>
                <dt>稀釋 EPS／預估</dt>
                <dd>
                  {formatPrice(call.epsDiluted)}／{formatPrice(call.epsEstimate)}
                </dd>
              </div>
              <div>
                <dt>EPS 驚喜</dt>
                <dd className={deltaRecipe({ direction: signOf(call.surprisePercent) })}>{formatYoy(call.surprisePercent)}</dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ol>
  );
}

export function EarningsCallsSkeleton() {
  return <Skeleton height={EARNINGS_CALLS_HEIGHT} label="載入法說會…" />;
}

const listClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '3' });
const cardClass = css({ bg: 'surface', borderRadius: 'lg', border: '1px solid token(colors.line)', p: '4' });
const headClass = css({ display: 'flex', alignItems: 'center', gap: '3' });
const quarterClass = css({ px: '2', borderRadius: 'md', bg: 'blueTint', color: 'brand', fontSize: '13px', fontWeight: 700 });
const timeClass = css({ fontSize: '13px', color: 'muted' });
const titleClass = css({ fontSize: '16px', fontWeight: 700, mt: '2', mb: '1' });
const summaryClass = css({ m: 0, fontSize: '15px', lineHeight: '1.7' });
const numbersClass = css({
  mt: '3',
  mb: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '2',
  fontSize: '13px',
  '& dt': { color: 'muted' },
  '& dd': { m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
});
const deltaRecipe = cva({ base: { fontWeight: 600 }, variants: { direction: { rise: { color: 'riseText' }, fall: { color: 'fallText' }, stable: { color: 'stableText' } } } });
