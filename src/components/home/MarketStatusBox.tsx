import { css } from 'styled-system/css';
import { SessionBadge } from '@/components/stock/layout/SessionBadge';
import type { MarketStatusView } from './market-status';

/**
 * The market status card's markup (MarketStatus ticks it in the browser; MarketStatusCard renders it
 * once when the quotes cannot tell the time). A fixed height (four lines on a phone — the countdown on
 * its own —, two beside the badge from tablet width), and lines short enough not to wrap at 390 px:
 * nothing moves as it ticks.
 */
export function MarketStatusBox({ view }: { view: MarketStatusView }) {
  return (
    <div className={boxClass} data-testid="market-status" data-session={view.status.session}>
      <div className={headClass}>
        <span className={titleClass}>美股</span>
        <SessionBadge at={new Date(view.time)} session={view.status.session} showNote="always" />
      </div>
      <p className={lineClass}>
        <span className={mutedClass}>{view.timeLabel}</span>{' '}
        <time dateTime={view.time} data-testid="market-time-new-york">
          {view.newYork}
        </time>{' '}
        <time dateTime={view.time} data-testid="market-time-taipei">
          {view.taipei}
        </time>
      </p>
      <p className={lineClass} data-testid="market-next">
        <span className={mutedClass}>{view.next.label}</span>{' '}
        <span>
          {view.next.newYork}（{view.next.taipei}）
        </span>
        {view.next.countdown && (
          <>
            {' '}
            <span className={countdownClass}>還有 {view.next.countdown}</span>
          </>
        )}
      </p>
    </div>
  );
}

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
