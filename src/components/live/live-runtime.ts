import { liveFields } from '@/lib/market/live-fields';
import { type LiveQuote, type LiveQuoteUpdate, mergeLiveQuote, readLiveQuoteFrames } from '@/lib/market/live-quote';
import { applyLiveQuote } from './live-dom';
import { LiveConnection } from './live-connection';
import { LIVE_QUOTE_ATTRIBUTE, LIVE_QUOTE_EVENT, TRADING_QUOTE_SELECTOR } from './live-markup';
import { onPageSettled } from './page-changes';

/**
 * The page's live quotes (decision 036), loaded only once a page shows a quote in a session
 * (LiveQuotes.tsx). One socket per tab through LiveConnection, watching the symbols of the quotes on
 * the page while any of them is trading and the tab is visible; each quote that arrives is written
 * into every element of its symbol (live-dom.ts). When every quote on the page says the market is
 * closed (the after-hours ended), the socket closes: outside market hours there is none.
 * Returns a stop function.
 */
export function startLiveQuotes(): () => void {
  const quotes = new Map<string, LiveQuote>();
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/live/quotes`;

  const onFrame = (text: string) => {
    for (const update of readLiveQuoteFrames(text)) onUpdate(update);
  };

  const onUpdate = (update: LiveQuoteUpdate) => {
    const previous = quotes.get(update.symbol);
    const quote = mergeLiveQuote(previous, update);
    if (!quote) return;
    quotes.set(quote.symbol, quote);
    const fields = liveFields(quote);
    for (const container of document.querySelectorAll(`[${LIVE_QUOTE_ATTRIBUTE}="${CSS.escape(quote.symbol)}"]`)) {
      applyLiveQuote(container, quote, fields, previous?.price ?? null, reducedMotion.matches);
    }
    window.dispatchEvent(new CustomEvent(LIVE_QUOTE_EVENT, { detail: quote }));
    // The close turned the last trading quote on the page to no-trading: nothing moves until the next session.
    if (!document.querySelector(TRADING_QUOTE_SELECTOR)) connection.watch([]);
  };

  const connection = new LiveConnection({
    open: () => new WebSocket(url),
    onFrame,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });

  /** The symbols to watch: those of the page's quotes while any of them is trading, else none. */
  const rescan = () => {
    const trading = document.querySelector(TRADING_QUOTE_SELECTOR) !== null;
    const symbols = trading ? [...document.querySelectorAll(`[${LIVE_QUOTE_ATTRIBUTE}]`)].map((element) => element.getAttribute(LIVE_QUOTE_ATTRIBUTE) ?? '') : [];
    connection.watch(symbols.filter(Boolean));
  };

  // Streamed sections and client navigations bring quotes and take them away.
  const stopWatching = onPageSettled(rescan);

  const onVisibility = () => (document.visibilityState === 'hidden' ? connection.pause() : connection.resume());
  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState === 'hidden') connection.pause();
  rescan();

  return () => {
    stopWatching();
    document.removeEventListener('visibilitychange', onVisibility);
    connection.pause();
  };
}
