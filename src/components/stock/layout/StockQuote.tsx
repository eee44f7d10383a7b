import { css } from 'styled-system/css';
import { formatPrice } from '@/lib/format/numbers';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getQuotes, type Quote } from '@/lib/upstream/business';
import { PriceChange } from '@/components/ui/PriceChange';
import { Skeleton } from '@/components/ui/Skeleton';

/** Height of the quote block in the info bar (price over change): the skeleton reserves it. */
export const QUOTE_HEIGHT = 36;

/** Last price, change and % change of the info bar, streamed on its own. */
export async function StockQuote({ id }: { id: string }) {
  let quote: Quote | undefined;
  try {
    quote = (await getQuotes(getUpstreamContext(), [id]))[id];
  } catch (err) {
    console.error('[stock] quote', id, err);
    return (
      <span className={unavailableClass} role="status" data-testid="stock-quote-error">
        報價暫時無法載入
      </span>
    );
  }
  if (!quote) {
    return (
      <span className={unavailableClass} data-testid="stock-quote-missing">
        暫無報價
      </span>
    );
  }
  return (
    <div className={quoteClass} data-testid="stock-quote">
      <span className={priceClass} data-testid="stock-price">
        {formatPrice(quote.price)}
      </span>
      <PriceChange change={quote.change} changePercent={quote.changePercent} />
    </div>
  );
}

export function StockQuoteSkeleton() {
  return <Skeleton height={QUOTE_HEIGHT} label="載入報價…" className={skeletonClass} />;
}

const quoteClass = css({ display: 'flex', alignItems: 'baseline', gap: '2', h: `${QUOTE_HEIGHT}px`, whiteSpace: 'nowrap' });
const priceClass = css({ fontSize: '24px', fontWeight: 700, lineHeight: `${QUOTE_HEIGHT}px`, fontVariantNumeric: 'tabular-nums' });
const unavailableClass = css({ display: 'flex', alignItems: 'center', h: `${QUOTE_HEIGHT}px`, fontSize: '14px', color: 'muted' });
const skeletonClass = css({ w: '180px !important' });
