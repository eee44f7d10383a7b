import { type PriceDirection, priceDirection } from '@/lib/format/numbers';
import type { PriceHistory, Quote } from '@/lib/upstream/business';

/**
 * What an index card's little line means. The card's numbers are the day's: price,
 * change and % change against the previous close. So the line is the day too — the quote's session
 * in 5-minute closes, ending at the price the card shows — drawn against the previous close (the
 * dashed baseline), and coloured by where it ends against that baseline. Line, colour and numbers
 * then say the same thing by construction: above the baseline is red and a rise, below is green and
 * a fall. (It used to be a month of closes coloured by the month, beside the day's change: a red
 * line next to a green −1.2 %.)
 */
export interface IndexSparkline {
  values: number[];
  baseline: number;
  direction: PriceDirection;
}

export function indexSparkline(quote: Quote, intraday: PriceHistory | null): IndexSparkline {
  // Only bars of the session the quote is about (a 1D answer between two sessions holds the last one).
  const closes = (intraday?.bars ?? []).filter((bar) => bar.date === quote.tradingDate && Number.isFinite(bar.close)).map((bar) => bar.close);
  // The line starts at the previous close when there are no bars yet, and always ends at the quote.
  const values = closes.length > 0 ? closes : [quote.previousClose];
  if (values.at(-1) !== quote.price) values.push(quote.price);
  return { values, baseline: quote.previousClose, direction: priceDirection(quote.price - quote.previousClose) };
}
