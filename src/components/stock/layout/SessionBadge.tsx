import { css, cva } from 'styled-system/css';
import { quoteSessionStatus } from '@/lib/market/quote-status';
import { type MarketSession, sessionStatusAt } from '@/lib/market/session';

/**
 * The market session (spec §4). Beside a quote it is the quote's own session (`session`), so the two
 * always agree; without one (the quote is loading or failed, or the home page's market status, which
 * renders it in the browser from its ticking clock) it is the New York clock's, with NYSE holidays and
 * early closes. Rendered on the server at request time on stock pages: the page is dynamic.
 */
export function SessionBadge({
  at = new Date(),
  session,
  showNote = 'laptop',
}: {
  at?: Date;
  session?: MarketSession | undefined;
  showNote?: 'laptop' | 'always';
}) {
  const status = session ? quoteSessionStatus(session, at) : sessionStatusAt(at);
  const title = status.note ? `美股${status.label}（${status.note}）` : `美股${status.label}`;
  return (
    <span className={badgeRecipe({ session: status.session })} title={title} data-session={status.session} data-testid="session-badge">
      <span aria-hidden="true" className={dotRecipe({ session: status.session })} />
      {status.label}
      {status.note && <span className={showNote === 'always' ? undefined : noteClass}>・{status.note}</span>}
    </span>
  );
}

const badgeRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    h: '24px',
    px: '2',
    borderRadius: 'full',
    fontSize: '12px',
    fontWeight: 600,
    whiteSpace: 'nowrap',
  },
  variants: {
    session: {
      preMarket: { bg: '#fff4e0', color: '#9a5a00' },
      intraDay: { bg: '#e6f4ec', color: '#1d7a4e' },
      afterHours: { bg: '#e8f0fa', color: 'brand' },
      'no-trading': { bg: '#eef0f3', color: 'muted' },
    },
  },
});
const dotRecipe = cva({
  base: { w: '6px', h: '6px', borderRadius: 'full', bg: 'currentColor' },
  variants: { session: { preMarket: {}, intraDay: {}, afterHours: {}, 'no-trading': { opacity: 0.5 } } },
});
/** The reason (holiday, weekend, early close) is spelled out where there is room; the title has it everywhere. */
const noteClass = css({ display: 'none', laptop: { display: 'inline' } });
