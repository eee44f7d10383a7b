import { css, cx } from 'styled-system/css';
import type { KnownStock } from '@/lib/articles/ticker-dictionary';
import { formatPercent, formatPrice, formatSignedPercent, priceDirection } from '@/lib/format/numbers';
import { directionText } from '@/components/ui/direction-styles';
import { srOnly } from '@/components/ui/Skeleton';
import { mentionQuotes } from './mention-data';

const DIRECTION_WORDS = { rise: '上漲', fall: '下跌', stable: '持平' } as const;

/**
 * The small quote after a stock's first mention in an article: price and % change, signed as text
 * (+/−) and in the Taiwan colours. It streams in after the text (its own Suspense boundary, in a box
 * of its final size); for a screen reader the link reads 「輝達 NVDA 股價 123.45 美元，上漲 1.20%」.
 */
export async function QuoteChip({ stock, text, quoteKey }: { stock: KnownStock; text: string; quoteKey: string }) {
  const quote = (await mentionQuotes(quoteKey))[stock.id];
  if (!quote) return null;
  const direction = priceDirection(quote.change);
  const who = text.includes(stock.id) ? stock.name : stock.id;
  const change = direction === 'stable' ? '' : ` ${formatPercent(Math.abs(quote.changePercent))}`;
  return (
    <span className={chipClass} data-testid="ticker-chip" data-direction={direction}>
      <span aria-hidden="true">
        {formatPrice(quote.price)} {formatSignedPercent(quote.changePercent)}
      </span>
      <span className={srOnly}>{` ${who} 股價 ${formatPrice(quote.price)} 美元，${DIRECTION_WORDS[direction]}${change}`}</span>
    </span>
  );
}

/** The chip's box while its quote is on the way (same height, the width of a usual quote). */
export function QuoteChipSkeleton() {
  return <span className={cx(chipClass, skeletonClass)} aria-hidden="true" data-testid="ticker-chip-skeleton" />;
}

const chipClass = css(directionText.raw({ flat: 'own' }), {
  display: 'inline-block',
  minW: '8.5em',
  ml: '1',
  px: '1.5',
  borderRadius: 'sm',
  border: '1px solid token(colors.line)',
  bg: 'surface',
  fontSize: '13px',
  lineHeight: '1.6',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  verticalAlign: 'baseline',
  color: 'stableText',
});
const skeletonClass = css({ bg: 'line', borderColor: 'transparent', h: '1.6em', verticalAlign: 'text-bottom' });
