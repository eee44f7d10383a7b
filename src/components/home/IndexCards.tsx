import { css } from 'styled-system/css';
import { formatPrice } from '@/lib/format/numbers';
import { symbolToUrlId } from '@/lib/market/us-indices';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getPriceHistory } from '@/lib/upstream/business';
import { EmptyState } from '../ui/EmptyState';
import { loadSectionData } from '../ui/section-data';
import { PriceChange } from '../ui/PriceChange';
import { liveField, liveQuote } from '@/components/live/live-markup';
import { focusRing } from '@/components/ui/control-styles';
import { Skeleton } from '../ui/Skeleton';
import { Sparkline } from '../ui/Sparkline';
import { indexSparkline } from './index-sparkline';
import { loadHomeIndices, loadIndexQuotes } from './index-quotes';

const CARD_HEIGHT = 150;
/** Two rows of two cards on phones, one row of four from laptop width: reserve the taller of both. */
const SECTION_HEIGHT_PHONE = CARD_HEIGHT * 2 + 12;

/**
 * The four US indices with their last price, the day's change and the day's line against the
 * previous close (index-sparkline.ts: line, colour and numbers tell the same story). Which indices
 * and their names come from the business service's index list (edge-cached for hours; the built-in
 * list when the call fails: index-list.ts).
 */
export async function IndexCards() {
  const ctx = getUpstreamContext();
  const indices = await loadHomeIndices();
  const ids = indices.map((index) => index.id);
  const loaded = await loadSectionData(
    () =>
      Promise.all([
        loadIndexQuotes(),
        // The line is decoration: one missing history must not hide the prices (the line then runs
        // straight from the previous close to the price).
        Promise.all(ids.map((id) => getPriceHistory(ctx, id, '1D').catch(() => null))),
      ]),
    '[home] index quotes',
  );
  if (loaded === null) return <EmptyState kind="error" text="指數行情暫時無法載入，請稍後再試。" minHeight={SECTION_HEIGHT_PHONE} />;
  const [quotes, histories] = loaded;
  const days = new Map(histories.flatMap((h) => (h ? [[h.id, h] as const] : [])));
  return (
    <ul className={gridClass} aria-label="美股四大指數">
      {indices.map((index) => {
        const quote = quotes[index.id];
        const line = quote ? indexSparkline(quote, days.get(index.id) ?? null) : null;
        return (
          <li key={index.id} className={cardClass} data-testid="index-card">
            <a href={`/stock/${symbolToUrlId(index.id)}/info`} className={linkClass} {...(quote ? liveQuote(index.id, quote) : {})}>
              <span className={nameClass}>{index.chineseName}</span>
              <span className={symbolClass}>{index.symbol}</span>
              {quote ? (
                <>
                  <span className={priceClass} data-testid="index-price" {...liveField('price')}>
                    {formatPrice(quote.price)}
                  </span>
                  <PriceChange change={quote.change} changePercent={quote.changePercent} />
                </>
              ) : (
                <span className={symbolClass}>暫無報價</span>
              )}
              <span className={sparkClass}>{line && <Sparkline values={line.values} baseline={line.baseline} direction={line.direction} label={`${index.chineseName}今日走勢（虛線為昨收）`} />}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function IndexCardsSkeleton() {
  return <Skeleton height={SECTION_HEIGHT_PHONE} label="載入指數行情…" className={skeletonClass} />;
}

const gridClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '3', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', laptop: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } });
const skeletonClass = css({ laptop: { height: `${CARD_HEIGHT}px !important` } });
const cardClass = css({ h: `${CARD_HEIGHT}px`, bg: 'surface', borderRadius: 'lg', boxShadow: '0 1px 3px rgba(15,30,60,0.06)' });
const linkClass = css(focusRing.raw(), {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateRows: 'auto auto auto 1fr',
  columnGap: '2',
  h: '100%',
  p: '3',
  borderRadius: 'lg',
  _hover: { boxShadow: '0 4px 14px rgba(15,30,60,0.12)' },
});
const nameClass = css({ fontSize: '15px', fontWeight: 700, gridColumn: '1 / -1', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const symbolClass = css({ fontSize: '12px', color: 'muted', gridColumn: '1 / -1' });
const priceClass = css({ fontSize: '20px', fontWeight: 700, fontVariantNumeric: 'tabular-nums', gridColumn: '1 / -1' });
const sparkClass = css({ gridColumn: '1 / -1', alignSelf: 'end', '& svg': { w: '100%', h: '32px' } });
