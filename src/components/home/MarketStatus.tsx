'use client';

import { useEffect, useState } from 'react';
import { marketStatusView } from './market-status';
import { MarketStatusBox } from './MarketStatusBox';

/**
 * The market status at the top of the home page: 盤前／盤中／盤後／休市 (holidays and early closes
 * from the NYSE calendar), the time in New York and in Taipei, and the next bell with a countdown.
 *
 * Its clock is the market's as the page's quotes tell it (MarketStatusCard): the
 * server's time plus `offsetMs`, 0 unless a demo runs the upstream's market clock from another
 * instant. The browser keeps it current: a page left open ticks on at every minute and on return to
 * the tab, so it never shows a stale "盤中" at night. The first client render uses the server's
 * instant, so hydration matches; the clock only moves after it.
 */
export function MarketStatus({ serverTime, offsetMs }: { serverTime: number; offsetMs: number }) {
  const [now, setNow] = useState(serverTime + offsetMs);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now() + offsetMs;
      setNow(current);
      // The next whole minute, when the clocks' text changes.
      timer = setTimeout(tick, 60_000 - (current % 60_000) + 20);
    };
    const onShown = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      tick();
    };
    tick();
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [offsetMs]);

  return <MarketStatusBox view={marketStatusView(new Date(now))} />;
}
