import type { LiveTextField } from '@/lib/market/live-fields';
import type { LiveQuote } from '@protocol/live-quote';
import type { MarketSession } from '@/lib/market/session';
import type { LiveRankFigure, RankDirection } from './live-rank-order';

/**
 * The markup the live runtime rewrites (decision 036), one vocabulary for every page: a quote's
 * element carries `data-live-quote="NVDA"` and its session; inside it, each element that shows a
 * field names it in `data-live` (several fields: space-separated tokens). Server components render
 * the same texts (src/lib/market/live-fields.ts), so without JavaScript, or with no socket, the
 * page is exactly what it was.
 */
export const LIVE_QUOTE_ATTRIBUTE = 'data-live-quote';
export const LIVE_SESSION_ATTRIBUTE = 'data-live-session';
export const LIVE_FIELD_ATTRIBUTE = 'data-live';
/** The price time of the quote a quote's element shows (ISO): an older live quote is not written over it. */
export const LIVE_TIME_ATTRIBUTE = 'data-live-time';

/**
 * Fields beyond the texts: `direction` and `extendedDirection` set `data-direction` (the colour);
 * `session` sets a badge's `data-session`; `extended` shows or hides the extended-hours line;
 * `sessionNote` (a holiday or early-close note) hides once the session is no longer the one rendered;
 * `compactChart` moves the info tab's month chart's last close (compact-chart-live.ts).
 */
export type LiveField = LiveTextField | 'direction' | 'extendedDirection' | 'session' | 'extended' | 'sessionNote' | 'compactChart';

/**
 * Trading now, as the page last learned: a quote in a session. The runtime connects only while the
 * page shows one; quotes rendered without a session (peers, movers: their upstream calls do not say)
 * then follow along.
 */
export const TRADING_QUOTE_SELECTOR = `[${LIVE_QUOTE_ATTRIBUTE}][${LIVE_SESSION_ATTRIBUTE}]:not([${LIVE_SESSION_ATTRIBUTE}="no-trading"])`;

/** The attributes of a quote's element; its session and price time when the quote said them. */
export const liveQuote = (symbol: string, quote?: { marketSession: MarketSession; time?: string }) => ({
  [LIVE_QUOTE_ATTRIBUTE]: symbol,
  ...(quote ? { [LIVE_SESSION_ATTRIBUTE]: quote.marketSession } : {}),
  ...(quote?.time ? { [LIVE_TIME_ATTRIBUTE]: quote.time } : {}),
});

/** The attribute of an element that shows `fields`. */
export const liveField = (...fields: LiveField[]) => ({ [LIVE_FIELD_ATTRIBUTE]: fields.join(' ') });

/**
 * A list ranked by a figure the quotes move (live-rank.ts): on the list's element its figure and
 * direction ("changePercent desc") and the rank of its first row; on each row (a quote's element) the
 * figure it was ranked by; on the cell that shows a row's rank, a mark so the number follows the row.
 */
export const LIVE_RANK_ATTRIBUTE = 'data-live-rank';
export const LIVE_RANK_FROM_ATTRIBUTE = 'data-live-rank-from';
export const LIVE_RANK_VALUE_ATTRIBUTE = 'data-live-rank-value';
export const LIVE_RANK_NUMBER_ATTRIBUTE = 'data-live-rank-number';

/** The attributes of a ranked list's element. */
export const liveRankedList = (figure: LiveRankFigure, direction: RankDirection, firstRank: number) => ({
  [LIVE_RANK_ATTRIBUTE]: `${figure} ${direction}`,
  [LIVE_RANK_FROM_ATTRIBUTE]: String(firstRank),
});

/** The attribute of a ranked row: the figure it was ranked by on the server. */
export const liveRankValue = (value: number) => ({ [LIVE_RANK_VALUE_ATTRIBUTE]: String(value) });

/** The attribute of the cell that shows a row's rank. */
export const liveRankNumber = { [LIVE_RANK_NUMBER_ATTRIBUTE]: '' };

/**
 * On <html> while the page's quotes are live: the socket is open, has delivered, and no
 * quote it brought is marked delayed. Text that says how fresh the prices are follows it in CSS
 * (the stock pages' price notice), so no component renders when it changes.
 */
export const LIVE_FEED_ATTRIBUTE = 'data-live-feed';

/**
 * Sent on `window` with each quote the runtime merges, for the parts drawn by a client component
 * rather than written as text (the price tab's chart: PriceChart.tsx).
 */
export const LIVE_QUOTE_EVENT = 'live-quote';
export type LiveQuoteEvent = CustomEvent<LiveQuote>;
