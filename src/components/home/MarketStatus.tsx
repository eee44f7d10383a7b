'use client';

import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { SessionBadge } from '@/components/stock/layout/SessionBadge';
import { marketStatusView } from './market-status';

/**
 * The market status at the top of the home page: 盤前／盤中／盤後／休市 (holidays and early closes
 * from the NYSE calendar), the time in New York and in Taipei, and the next bell with a countdown.
 *
 * The server renders it at the request's time (the page is never cached: pages are private,
 * no-store), and the browser keeps it current: a page left open ticks on at every minute and on
 * return to the tab, so it never shows a stale "盤中" at night. The first client render uses the
 * server's time, so hydration matches; the clock only moves after it. No upstream call: the
 * session is the calendar's, by the real clock (the quotes below say their own time).
 */
export function MarketStatus({ serverTime }: { serverTime: number }) {
  const [now, setNow] = useState(serverTime);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
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
  }, []);

  const at = new Date(now);
  const view = marketStatusView(at);
  return (
    <div className={boxClass} data-testid="market-status" data-session={view.status.session}>
      <div className={headClass}>
        <span className={titleClass}>美股</span>
        <SessionBadge at={at} showNote="always" />
      </div>
      <p className={lineClass}>
        <span className={mutedClass}>現在</span>{' '}
        <time dateTime={at.toISOString()} data-testid="market-time-new-york">
          {view.newYork}
        </time>{' '}
        <time dateTime={at.toISOString()} data-testid="market-time-taipei">
          {view.taipei}
        </time>
      </p>
      <p className={lineClass} data-testid="market-next">
        <span className={mutedClass}>{view.next.label}</span>{' '}
        <span>
          {view.next.newYork}（{view.next.taipei}）
        </span>{' '}
        <span className={countdownClass}>還有 {view.next.countdown}</span>
      </p>
    </div>
  );
}

/**
 * A fixed height (four lines on a phone — the countdown on its own —, two beside the badge from
 * tablet width), and lines short enough not to wrap at 390 px: nothing moves as it ticks.
 */
export const MARKET_STATUS_HEIGHT = { phone: 120, tablet: 76 };

const boxClass = css({
  display: 'grid',
  alignContent: 'center',
  rowGap: '1',
  columnGap: '4',
  h: `${MARKET_STATUS_HEIGHT.phone}px`,
  px: '4',
  bg: 'surface',
  borderRadius: 'lg',
  boxShadow: '0 1px 3px rgba(15,30,60,0.06)',
  fontVariantNumeric: 'tabular-nums',
  tablet: { h: `${MARKET_STATUS_HEIGHT.tablet}px`, gridTemplateColumns: 'auto 1fr', gridTemplateRows: 'auto auto' },
});
const headClass = css({ display: 'flex', alignItems: 'center', gap: '2', tablet: { gridRow: '1 / span 2' } });
const titleClass = css({ fontSize: '16px', fontWeight: 700 });
const lineClass = css({ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: '2', fontSize: '13px', lineHeight: '20px', color: 'ink', tablet: { fontSize: '14px' } });
const mutedClass = css({ color: 'muted' });
const countdownClass = css({ color: 'muted', flexBasis: '100%', tablet: { flexBasis: 'auto' } });
