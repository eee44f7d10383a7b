'use client';

import { useEffect } from 'react';
import { afterLoadWhenIdle } from '@/components/runtime/idle-start';
import { TRADING_QUOTE_SELECTOR } from './live-markup';
import { onPageSettled } from './page-changes';

/**
 * Live quotes' gate (decision 036), a leaf with no output mounted once by the client runtime: after
 * load and an idle period, and whenever the page changes (a streamed section, a client navigation),
 * it looks for a quote in a session. Only then does its runtime (live-runtime.ts, a chunk of its own)
 * load and open the tab's socket; outside market hours a reader downloads nothing more and no socket opens.
 */
export function LiveQuotes() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let loading = false;
    let cancelled = false;
    let stopWatching = () => {};
    const check = () => {
      if (loading || cancelled || !document.querySelector(TRADING_QUOTE_SELECTOR)) return;
      loading = true;
      stopWatching();
      void import('./live-runtime').then(
        (runtime) => {
          if (!cancelled) stop = runtime.startLiveQuotes();
        },
        // A chunk that fails to load leaves the page as the server rendered it, with its as-of time.
        (err: unknown) => console.warn('[live] the live-quote runtime did not load', err),
      );
    };
    const cancelIdle = afterLoadWhenIdle(window, () => {
      check();
      if (!loading && !cancelled) stopWatching = onPageSettled(check);
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stopWatching();
      stop?.();
    };
  }, []);
  return null;
}
