import { describe, expect, it } from 'vitest';
import { NVDA_LIVE_QUOTE } from '@tests/live-quotes';
import { liveQuoteOf, quoteUpdate } from './live-quote.ts';

/** The business service's quote frame that becomes NVDA_LIVE_QUOTE. */
const feedQuote = {
  id: 'NVDA',
  price: 184.2,
  previousClose: 180,
  change: 4.2,
  changePercent: 2.33,
  open: 181,
  high: 185,
  low: 180.5,
  volume: 1_000,
  marketSession: 'intraDay',
  tradingDate: '2026-11-20',
  time: '2026-11-20T15:00:01.000Z',
  currency: 'USD',
  extendedHours: null,
};

describe('the quote a reader gets', () => {
  it('is the feed quote cut to what the page shows; a frame without a price is none', () => {
    expect(liveQuoteOf(feedQuote)).toEqual(NVDA_LIVE_QUOTE);
    expect(liveQuoteOf({ ...feedQuote, price: '184' })).toBeNull();
    expect(liveQuoteOf({ id: 'NVDA' })).toBeNull();
  });

  it('sends the whole quote first, then only what changed with its time, and nothing for the time alone', () => {
    const first = liveQuoteOf(feedQuote)!;
    expect(quoteUpdate(undefined, first)).toEqual(first);
    const moved = { ...first, price: 184.3, change: 4.3, time: '2026-11-20T15:00:02.000Z' };
    expect(quoteUpdate(first, moved)).toEqual({ symbol: 'NVDA', price: 184.3, change: 4.3, time: '2026-11-20T15:00:02.000Z' });
    expect(quoteUpdate(moved, { ...moved, time: '2026-11-20T15:00:03.000Z' })).toBeNull();
    expect(quoteUpdate(moved, { ...moved, delayed: true })).toEqual({ symbol: 'NVDA', delayed: true, time: moved.time });
  });
});
