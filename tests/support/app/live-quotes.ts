import type { LiveQuote } from '@protocol/live-quote';

/**
 * For the tests of a reader's live quote on both sides of the wire: live/ cuts the feed's quote to it,
 * protocol/ reads it from a hub's frame on the page. NVDA during the session, its feed still up.
 */
export const NVDA_LIVE_QUOTE: LiveQuote = {
  symbol: 'NVDA',
  price: 184.2,
  change: 4.2,
  changePercent: 2.33,
  volume: 1_000,
  session: 'intraDay',
  time: '2026-11-20T15:00:01.000Z',
  tradingDate: '2026-11-20',
  extendedHours: null,
  delayed: false,
};
