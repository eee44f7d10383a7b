import { css } from 'styled-system/css';
import { Link, type Unstable_RouteHref } from 'waku/router/client';
import { focusRing, pill, textInput } from '@/components/ui/control-styles';
import { scrollCue } from '@/components/ui/scroll-cue';
import { srOnly } from '@/components/ui/Skeleton';
import { type ComparePeriod, compareHref, DEFAULT_COMPARE_PERIOD } from '@/lib/compare/compare-query';
import { listedNames } from '@/lib/market/security-labels';
import { stockIdToUrlSegment } from '@protocol/stock-id';
import { STATIC_POPULAR_IDS } from '@/lib/stock/popular';
import type { StockRecord } from '@/lib/upstream/business';
import { loadPeers } from './compare-data';

/** Suggestions shown at most (one row on a wide screen; on a phone the row scrolls). */
const SUGGESTIONS = 6;
export const SUGGESTIONS_HEIGHT = 44;

interface Suggestion {
  id: string;
  label: string;
}

/**
 * Stocks to add: the first compared company's peers (same sub-industry first), or the site's
 * popular stocks when it has none (an index, an ETF, a failed call). Each is a plain link to the page
 * with that id added. Async: wrap it in <Suspense fallback={<SuggestionsSkeleton />}>.
 */
export async function CompareSuggestions({ compared, period }: { compared: readonly StockRecord[]; period: ComparePeriod }) {
  const ids: readonly string[] = compared.map((record) => record.id);
  const first = compared[0];
  let suggestions: Suggestion[] = [];
  if (first) {
    try {
      const peers = await loadPeers(first.id);
      suggestions = peers.items.map((peer) => ({ id: peer.id, label: listedNames(peer).name }));
    } catch {
      // No peers for an index or an ETF (404), or the call failed: the popular stocks stand in.
    }
  }
  if (suggestions.length === 0) suggestions = STATIC_POPULAR_IDS.map((id) => ({ id, label: id }));
  const shown = suggestions.filter((s) => !ids.includes(s.id)).slice(0, SUGGESTIONS);
  return (
    <ul className={rowClass} style={{ height: SUGGESTIONS_HEIGHT }} aria-label="建議加入比較" data-testid="compare-suggestions">
      {shown.map((s) => (
        <li key={s.id}>
          <Link to={compareHref([...ids, s.id], period) as Unstable_RouteHref} className={suggestionClass} data-stock-id={s.id}>
            ＋ {s.label === s.id ? s.id : `${s.label} ${s.id}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SuggestionsSkeleton() {
  return <div className={rowClass} style={{ height: SUGGESTIONS_HEIGHT }} aria-hidden="true" />;
}

/**
 * A symbol typed in: a GET form to /compare with the compared ids as hidden fields and the new one
 * as one more `ids` (the page reads every `ids` and redirects to the canonical URL). No client code.
 */
export function AddSymbolForm({ ids, period }: { ids: readonly string[]; period: ComparePeriod }) {
  return (
    <form action="/compare" method="get" className={formClass} data-testid="compare-add-form">
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={stockIdToUrlSegment(id)} />
      ))}
      {period !== DEFAULT_COMPARE_PERIOD && <input type="hidden" name="period" value={period} />}
      <label htmlFor="compare-add" className={srOnly}>
        加入股票代號
      </label>
      <input
        id="compare-add"
        name="ids"
        type="text"
        inputMode="text"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        placeholder="輸入代號，例如 AAPL"
        className={inputClass}
        maxLength={40}
        required
      />
      <button type="submit" className={buttonClass}>
        加入比較
      </button>
    </form>
  );
}

const rowClass = css(scrollCue.raw({ ground: 'canvas' }), { display: 'flex', alignItems: 'center', gap: '2', listStyle: 'none', m: 0, p: 0, overflowX: 'auto', overflowY: 'hidden' });
const suggestionClass = css(pill.raw({ tone: 'outline' }), focusRing.raw({ offset: 'tight' }), {
  display: 'inline-flex',
  alignItems: 'center',
  h: '34px',
  px: '3',
  fontSize: '14px',
  whiteSpace: 'nowrap',
  color: 'brand',
  _hover: { borderColor: 'brand' },
});
const formClass = css({ display: 'flex', gap: '2', maxW: '420px' });
const inputClass = css(textInput.raw(), focusRing.raw(), { flex: 1, minW: 0, h: '40px', px: '3' });
const buttonClass = css(pill.raw({ tone: 'solid' }), focusRing.raw(), { px: '4', h: '40px', border: 'none', cursor: 'pointer', fontSize: '15px', whiteSpace: 'nowrap' });
