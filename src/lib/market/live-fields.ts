import { formatMonthDayTime } from '../format/dates';
import { formatChangeWithPercent, formatPrice, formatSigned, formatSignedPercent, type PriceDirection, priceDirection, shortenNumber } from '../format/numbers';
import type { LiveQuote } from '@protocol/live-quote';
import { currentExtendedHours, priceBasisLabel } from './quote-status';
import { SESSION_LABELS } from './session';

/**
 * What the page shows of a live quote, field by field (decision 036): the server renders these fields
 * with the same formatters, and the live runtime rewrites them in place as quotes arrive. A field's
 * name is the `data-live` token of the element that shows it.
 */
export interface LiveFieldTexts {
  price: string;
  change: string;
  changePercent: string;
  /** The day's volume, shortened (「1.23億」). */
  volume: string;
  /** 盤中 or 收盤, or 延遲 while the feed is lost and the price is the last one known. */
  basis: string;
  timeNewYork: string;
  timeTaipei: string;
  sessionLabel: string;
  extendedLabel: string;
  extendedPrice: string;
  extendedChange: string;
  extendedTimeNewYork: string;
}

export type LiveTextField = keyof LiveFieldTexts;

export interface LiveFields {
  texts: LiveFieldTexts;
  direction: PriceDirection;
  /** The extended-hours price's direction; null when there is none to show. */
  extendedDirection: PriceDirection | null;
  session: LiveQuote['session'];
  /** ISO times for `<time dateTime>`. */
  time: string;
  extendedTime: string | null;
  delayed: boolean;
}

export const DELAYED_BASIS = '延遲';

export function liveFields(quote: LiveQuote): LiveFields {
  const extended = currentExtendedHours({ marketSession: quote.session, extendedHours: quote.extendedHours });
  const change = formatSigned(quote.change);
  const changePercent = formatSignedPercent(quote.changePercent);
  return {
    texts: {
      price: formatPrice(quote.price),
      change,
      changePercent,
      volume: shortenNumber(quote.volume),
      basis: quote.delayed ? DELAYED_BASIS : priceBasisLabel({ marketSession: quote.session }),
      timeNewYork: formatMonthDayTime(quote.time, 'newYork'),
      timeTaipei: formatMonthDayTime(quote.time, 'taipei'),
      sessionLabel: SESSION_LABELS[quote.session],
      extendedLabel: extended ? SESSION_LABELS[extended.session] : '',
      extendedPrice: extended ? formatPrice(extended.price) : '',
      extendedChange: extended ? formatChangeWithPercent(extended.change, extended.changePercent) : '',
      extendedTimeNewYork: extended ? formatMonthDayTime(extended.time, 'newYork') : '',
    },
    direction: priceDirection(quote.change),
    extendedDirection: extended ? priceDirection(extended.change) : null,
    session: quote.session,
    time: quote.time,
    extendedTime: extended?.time ?? null,
    delayed: quote.delayed,
  };
}
