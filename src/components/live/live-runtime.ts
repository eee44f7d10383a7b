import { liveFields } from '@/lib/market/live-fields';
import { type LiveQuote, type LiveQuoteUpdate, mergeLiveQuote, readLiveQuoteFrames } from '@protocol/live-quote';
import { applyLiveQuote } from './live-dom';
import { rerankLiveLists } from './live-rank';
import { LiveConnection } from './live-connection';
import { LIVE_FEED_ATTRIBUTE, LIVE_QUOTE_ATTRIBUTE, LIVE_QUOTE_EVENT, TRADING_QUOTE_SELECTOR } from './live-markup';
import { onPageSettled } from './page-changes';

/**
 * The page's live quotes (decision 036), loaded only once a page shows a quote in a session
 * (LiveQuotes.tsx). One socket per tab through LiveConnection, watching the symbols of the quotes on
 * the page while any of them is trading and the tab is visible; each quote that arrives is written
 * into every element of its symbol (live-dom.ts). When every quote on the page says the market is
 * closed (the after-hours ended), the socket closes: outside market hours there is none. While the
 * socket delivers quotes none of which is delayed, <html> carries LIVE_FEED_ATTRIBUTE.
 * Returns a stop function.
 */
export function startLiveQuotes(): () => void {
  const quotes = new Map<string, LiveQuote>();
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/live/quotes`;

  /** The socket now open (a late close event of an earlier one changes nothing), and its delayed symbols. */
  let socket: WebSocket | null = null;
  let delivered = false;
  const delayed = new Set<string>();
  const showFeed = () => {
    if (socket && delivered && delayed.size === 0) document.documentElement.setAttribute(LIVE_FEED_ATTRIBUTE, 'live');
    else document.documentElement.removeAttribute(LIVE_FEED_ATTRIBUTE);
  };

  const onFrame = (text: string) => {
    for (const update of readLiveQuoteFrames(text)) onUpdate(update);
  };

  /** Writes a quote into every element of its symbol; false when React had not hydrated one yet (applyLiveQuote). */
  const write = (quote: LiveQuote, previousPrice: number | null): boolean => {
    const fields = liveFields(quote);
    let complete = true;
    for (const container of document.querySelectorAll(`[${LIVE_QUOTE_ATTRIBUTE}="${CSS.escape(quote.symbol)}"]`)) {
      if (!applyLiveQuote(container, quote, fields, previousPrice, reducedMotion.matches)) complete = false;
    }
    // Lists ranked by a live figure take the new order (after the rows show the quote, so the figures agree).
    if (!rerankLiveLists(quote)) complete = false;
    return complete;
  };

  // Symbols whose latest quote is still to be written where React has not hydrated the page yet: written
  // again shortly (a quiet symbol may send nothing more), for as long as hydration could take.
  const waiting = new Set<string>();
  let retries = 0;
  let retryTimer = 0;
  const retryWaiting = () => {
    retryTimer = 0;
    for (const symbol of waiting) {
      const quote = quotes.get(symbol);
      if (!quote || write(quote, null)) waiting.delete(symbol);
    }
    if (waiting.size > 0 && ++retries < MAX_HYDRATION_RETRIES) retryTimer = window.setTimeout(retryWaiting, HYDRATION_RETRY_MS);
    else waiting.clear();
  };

  const onUpdate = (update: LiveQuoteUpdate) => {
    const previous = quotes.get(update.symbol);
    const quote = mergeLiveQuote(previous, update);
    if (!quote) return;
    quotes.set(quote.symbol, quote);
    delivered = true;
    if (quote.delayed) delayed.add(quote.symbol);
    else delayed.delete(quote.symbol);
    showFeed();
    if (write(quote, previous?.price ?? null)) waiting.delete(quote.symbol);
    else {
      waiting.add(quote.symbol);
      if (!retryTimer) {
        retries = 0;
        retryTimer = window.setTimeout(retryWaiting, HYDRATION_RETRY_MS);
      }
    }
    window.dispatchEvent(new CustomEvent(LIVE_QUOTE_EVENT, { detail: quote }));
    // The close turned the last trading quote on the page to no-trading: nothing moves until the next session.
    if (!document.querySelector(TRADING_QUOTE_SELECTOR)) connection.watch([]);
  };

  const connection = new LiveConnection({
    open: () => {
      const opened = new WebSocket(url);
      socket = opened;
      delivered = false;
      delayed.clear();
      opened.addEventListener('close', () => {
        if (socket !== opened) return;
        socket = null;
        showFeed();
      });
      return opened;
    },
    onFrame,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });

  /** The symbols to watch: those of the page's quotes while any of them is trading, else none. */
  const rescan = () => {
    const trading = document.querySelector(TRADING_QUOTE_SELECTOR) !== null;
    const symbols = trading ? [...document.querySelectorAll(`[${LIVE_QUOTE_ATTRIBUTE}]`)].map((element) => element.getAttribute(LIVE_QUOTE_ATTRIBUTE) ?? '') : [];
    connection.watch(symbols.filter(Boolean));
    // A symbol no longer on the page no longer makes it delayed.
    for (const symbol of delayed) if (!symbols.includes(symbol)) delayed.delete(symbol);
    showFeed();
  };

  // Streamed sections and client navigations bring quotes and take them away.
  const stopWatching = onPageSettled(rescan);

  const onVisibility = () => (document.visibilityState === 'hidden' ? connection.pause() : connection.resume());
  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState === 'hidden') connection.pause();
  rescan();

  return () => {
    stopWatching();
    window.clearTimeout(retryTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    connection.pause();
  };
}

/** How often a quote React's hydration held back is tried again, and for how long (40 × 250 ms: 10 s). */
const HYDRATION_RETRY_MS = 250;
const MAX_HYDRATION_RETRIES = 40;
