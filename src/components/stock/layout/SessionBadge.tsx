import { css, cva } from 'styled-system/css';
import { sessionStatusAt } from '@/lib/market/session';

/**
 * The market session now (spec §4), by the New York clock with NYSE holidays and early closes.
 * Rendered on the server at request time: the page is dynamic, so the badge is as fresh as the quote.
 * (The home page's market status renders it in the browser too, from its ticking clock.)
 */
export function SessionBadge({ at = new Date(), showNote = 'laptop' }: { at?: Date; showNote?: 'laptop' | 'always' }) {
  const status = sessionStatusAt(at);
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
