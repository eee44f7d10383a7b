import { css } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';
import { compareHint } from './watchlist-compare';

/**
 * The watchlist's 比較 button and what it says about the rows ticked (a live region, so a screen
 * reader hears it change). The button submits the table's form; WatchlistView decides there.
 */
export function WatchlistCompareBar({ count }: { count: number }) {
  const hint = compareHint(count);
  return (
    <div className={barClass} data-testid="watchlist-compare-bar">
      <p className={hintClass} aria-live="polite" id="watchlist-compare-hint" data-testid="watchlist-compare-hint">
        {hint.text}
      </p>
      <button type="submit" className={buttonClass} aria-disabled={!hint.ready} aria-describedby="watchlist-compare-hint" data-testid="watchlist-compare">
        比較
      </button>
    </div>
  );
}

const barClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', minH: '40px' });
const hintClass = css({ m: 0, fontSize: '13px', color: 'muted', minW: 0 });
const buttonClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), {
  flexShrink: 0,
  h: '36px',
  px: '4',
  border: 'none',
  cursor: 'pointer',
  fontSize: '14px',
  '&[aria-disabled=true]': { bg: 'stableText', cursor: 'not-allowed' },
});
