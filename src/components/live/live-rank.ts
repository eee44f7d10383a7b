import { isOlderThanShown, type LiveQuote } from '@protocol/live-quote';
import { isHydratedByReact } from '@/components/runtime/react-hydrated';
import { formatInteger } from '@/lib/format/numbers';
import { LIVE_QUOTE_ATTRIBUTE, LIVE_RANK_ATTRIBUTE, LIVE_RANK_FROM_ATTRIBUTE, LIVE_RANK_NUMBER_ATTRIBUTE, LIVE_RANK_VALUE_ATTRIBUTE, LIVE_TIME_ATTRIBUTE } from './live-markup';
import { rankFigure, rankOrder, readRankSpec } from './live-rank-order';

/**
 * Keeps a list ranked by a live figure in its order while the figures move (decision 053): each row
 * (a quote's element, carrying its figure in LIVE_RANK_VALUE_ATTRIBUTE) takes its new place as its quote
 * arrives, and the rank numbers follow. A list whose figures tick under fixed ranks would contradict
 * itself (+3.93 % ranked below +3.79 %).
 *
 * The rows are moved in the DOM, not re-rendered: the list's element is keyed by its rows and the
 * snapshot's time on the server, so React never reconciles a moved row in place; it replaces the
 * list whenever the rows change. Nothing moves before React has hydrated the list.
 *
 * Returns false when a list holding the quote was not hydrated yet (the caller tries again).
 */
export function rerankLiveLists(quote: LiveQuote): boolean {
  let complete = true;
  for (const list of document.querySelectorAll<HTMLElement>(`[${LIVE_RANK_ATTRIBUTE}]`)) {
    const spec = readRankSpec(list.getAttribute(LIVE_RANK_ATTRIBUTE));
    if (!spec) continue;
    const rows = [...list.children].filter((row) => row.hasAttribute(LIVE_RANK_VALUE_ATTRIBUTE));
    const moved = rows.filter((row) => row.getAttribute(LIVE_QUOTE_ATTRIBUTE) === quote.symbol);
    if (moved.length === 0) continue;
    if (!isHydratedByReact(list) || !rows.every(isHydratedByReact)) {
      complete = false;
      continue;
    }
    // The row shows this quote unless it shows a newer one (live-dom.ts writes the time first).
    for (const row of moved) if (!isOlderThanShown(quote.time, row.getAttribute(LIVE_TIME_ATTRIBUTE))) row.setAttribute(LIVE_RANK_VALUE_ATTRIBUTE, String(rankFigure(spec.figure, quote)));
    const order = rankOrder(
      rows.map((row) => Number(row.getAttribute(LIVE_RANK_VALUE_ATTRIBUTE) ?? Number.NaN)),
      spec.direction,
    );
    if (order.every((from, to) => from === to)) continue;
    // A moved element loses the focus: give it back to what the reader was on.
    const focused = document.activeElement;
    for (const index of order) list.appendChild(rows[index]!);
    if (focused instanceof HTMLElement && focused !== document.activeElement && list.contains(focused)) focused.focus({ preventScroll: true });
    renumber(list);
  }
  return complete;
}

function renumber(list: HTMLElement): void {
  const first = Number(list.getAttribute(LIVE_RANK_FROM_ATTRIBUTE) ?? '1');
  list.querySelectorAll(`[${LIVE_RANK_NUMBER_ATTRIBUTE}]`).forEach((cell, index) => {
    const text = formatInteger(first + index);
    if (cell.textContent !== text) cell.textContent = text;
  });
}
