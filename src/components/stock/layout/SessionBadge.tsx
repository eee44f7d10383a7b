import { css } from 'styled-system/css';
import { liveField } from '@/components/live/live-markup';
import { quoteSessionStatus } from '@/lib/market/quote-status';
import { type MarketSession, sessionStatusAt } from '@/lib/market/session';

/**
 * The market session. Beside a quote it is the quote's own session (`session`), so the two
 * always agree; without one (the quote is loading or failed, or the home page's market status, which
 * renders it in the browser from its ticking clock) it is the New York clock's, with NYSE holidays and
 * early closes. Rendered on the server at request time on stock pages: the page is dynamic. Inside a
 * live quote the runtime changes its session at the open and the close (decision 036): its colours
 * follow `data-session`.
 */
export function SessionBadge({ at = new Date(), session, showNote = 'laptop' }: { at?: Date; session?: MarketSession | undefined; showNote?: 'laptop' | 'always' }) {
  const status = session ? quoteSessionStatus(session, at) : sessionStatusAt(at);
  const title = status.note ? `美股${status.label}（${status.note}）` : `美股${status.label}`;
  return (
    <span className={badgeClass} title={title} data-session={status.session} data-testid="session-badge" {...liveField('session')}>
      <span aria-hidden="true" className={dotClass} />
      <span {...liveField('sessionLabel')}>{status.label}</span>
      {status.note && (
        <span className={showNote === 'always' ? undefined : noteClass} {...liveField('sessionNote')}>
          ・{status.note}
        </span>
      )}
    </span>
  );
}

const badgeClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '24px',
  px: '2',
  borderRadius: 'full',
  fontSize: '12px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '&[data-session="preMarket"]': { bg: 'amberTint', color: 'amberText' },
  '&[data-session="intraDay"]': { bg: 'greenTint', color: 'greenText' },
  '&[data-session="afterHours"]': { bg: 'blueTint', color: 'brand' },
  '&[data-session="no-trading"]': { bg: 'greyTint', color: 'greyText' },
});
const dotClass = css({ w: '6px', h: '6px', borderRadius: 'full', bg: 'currentColor', '[data-session="no-trading"] > &': { opacity: 0.5 } });
/** The reason (holiday, weekend, early close) is spelled out where there is room; the title has it everywhere. */
const noteClass = css({ display: 'none', laptop: { display: 'inline' } });
