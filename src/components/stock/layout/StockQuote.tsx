import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { formatMonthDayTime } from '@/lib/format/dates';
import { formatChangeWithPercent, formatPrice, priceDirection } from '@/lib/format/numbers';
import { currentExtendedHours, priceBasisLabel } from '@/lib/market/quote-status';
import { SESSION_LABELS } from '@/lib/market/session';
import { getUpstreamContext } from '@/lib/server/request-context';
import { type ExtendedHours, getQuotes, type Quote } from '@/lib/upstream/business';
import { changeClass, PriceChange } from '@/components/ui/PriceChange';
import { liveField, liveQuote } from '@/components/live/live-markup';
import { Skeleton } from '@/components/ui/Skeleton';
import { SessionBadge } from './SessionBadge';
import { extendedHoursLine } from '../extended-hours-styles';
import type { StockId } from '@protocol/stock-id';

/** Height of the quote block in the info bar (price line over the extended-hours line): the skeleton reserves it. */
export const QUOTE_HEIGHT = 40;

/**
 * The info bar's quote cells (its `quote` and `badge` grid areas): last price, change and % change,
 * in the pre-market and after-hours the extended-hours price under them, and beside them the
 * session badge over the price's as-of time. They stream together, so the badge shows the quote's
 * own session; while the quote loads or when it fails, the badge reads the clock.
 */
export async function StockQuoteCells({ id }: { id: StockId }) {
  let quote: Quote | undefined;
  try {
    quote = (await getQuotes(getUpstreamContext(), [id]))[id];
  } catch (err) {
    console.error('[stock] quote', id, err);
    return (
      <QuoteCells
        quote={
          <span className={unavailableClass} role="status" data-testid="stock-quote-error">
            報價暫時無法載入
          </span>
        }
      />
    );
  }
  if (!quote) {
    return (
      <QuoteCells
        quote={
          <span className={unavailableClass} data-testid="stock-quote-missing">
            暫無報價
          </span>
        }
      />
    );
  }
  const extended = currentExtendedHours(quote);
  // Both cells are the quote's (the live runtime rewrites them together: decision 036).
  const live = liveQuote(quote.id, quote);
  return (
    <QuoteCells
      session={quote.marketSession}
      live={live}
      asOf={
        <span className={asOfClass} data-testid="stock-quote-as-of">
          <span {...liveField('basis')}>{priceBasisLabel(quote)}</span>{' '}
          <time dateTime={quote.time} {...liveField('timeNewYork')}>
            {formatMonthDayTime(quote.time, 'newYork')}
          </time>
        </span>
      }
      quote={
        <div className={quoteClass} data-testid="stock-quote" data-session={quote.marketSession} {...live}>
          <div className={priceLineClass}>
            <span className={priceClass} data-testid="stock-price" {...liveField('price')}>
              {formatPrice(quote.price)}
            </span>
            <PriceChange change={quote.change} changePercent={quote.changePercent} />
          </div>
          <ExtendedHoursLine extended={extended} />
        </div>
      }
    />
  );
}

export function StockQuoteCellsSkeleton() {
  return <QuoteCells quote={<Skeleton height={QUOTE_HEIGHT} label="載入報價…" className={skeletonClass} />} />;
}

/**
 * 「盤後 174.63 +0.33 (+0.19%)」: the latest extended-hours trade against the close. Rendered hidden
 * when there is none, so the live runtime can show it when the after-hours begin.
 */
function ExtendedHoursLine({ extended }: { extended: ExtendedHours | null }) {
  const direction = extended ? priceDirection(extended.change) : undefined;
  return (
    <div className={extendedClass} data-testid="stock-extended-hours" data-session={extended?.session} hidden={!extended} {...liveField('extended')}>
      <span className={extendedLabelClass} {...liveField('extendedLabel')}>
        {extended ? SESSION_LABELS[extended.session] : ''}
      </span>
      <span className={extendedPriceClass} {...liveField('extendedPrice')}>
        {extended ? formatPrice(extended.price) : ''}
      </span>
      <span className={changeClass} data-direction={direction} {...liveField('extendedDirection', 'extendedChange')}>
        {extended ? formatChangeWithPercent(extended.change, extended.changePercent) : ''}
      </span>
    </div>
  );
}

/** The two grid cells of the bar; without a session the badge reads the clock. */
function QuoteCells({ quote, session, asOf, live }: { quote: ReactNode; session?: Quote['marketSession'] | undefined; asOf?: ReactNode; live?: ReturnType<typeof liveQuote> }) {
  return (
    <>
      <div className={quoteAreaClass}>{quote}</div>
      <div className={badgeAreaClass} {...live}>
        <SessionBadge session={session} />
        {asOf}
      </div>
    </>
  );
}

// In the two-row bar the quote may shrink (its row is its own); in the one-row bar the name gives way instead.
const quoteAreaClass = css({ gridArea: 'quote', minW: 0, laptop: { minW: 'auto' } });
/** The badge over the as-of time: the same 40 px as the quote, whether or not the time has come. */
const badgeAreaClass = css({
  gridArea: 'badge',
  display: 'grid',
  gridTemplateRows: '24px 16px',
  justifyItems: 'end',
  alignContent: 'center',
  h: `${QUOTE_HEIGHT}px`,
  laptop: { justifyItems: 'start' },
});
// In the one-row bar the quote keeps its whole width (Chromium sizes a nowrap flex row by its widest item).
const quoteClass = css({ display: 'grid', gridTemplateRows: '24px 16px', alignContent: 'center', h: `${QUOTE_HEIGHT}px`, whiteSpace: 'nowrap', minW: 0, laptop: { w: 'max-content' } });
const priceLineClass = css({ display: 'flex', alignItems: 'baseline', gap: '2', lineHeight: '24px', minW: 0 });
const priceClass = css({ fontSize: '20px', fontWeight: 700, fontVariantNumeric: 'tabular-nums', tablet: { fontSize: '22px' } });
const extendedClass = css(extendedHoursLine.raw(), { gap: '1.5', fontSize: '12px', lineHeight: '16px', '& > span': { fontSize: '12px' } });
const extendedLabelClass = css({ color: 'muted', fontWeight: 600 });
const extendedPriceClass = css({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
const asOfClass = css({ fontSize: '11px', lineHeight: '16px', color: 'muted', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const unavailableClass = css({ display: 'flex', alignItems: 'center', h: `${QUOTE_HEIGHT}px`, fontSize: '14px', color: 'muted' });
const skeletonClass = css({ w: '180px !important' });
