import type { LiveQuote } from '@protocol/live-quote';

/**
 * A list ranked by a figure the live quotes move (漲幅排行 by change %, 成交值 by price × volume): the
 * figures a row is ranked by, and the order the rows take as they move. Pure, so the rule is unit-tested;
 * live-rank.ts applies it to the page.
 */
export const LIVE_RANK_FIGURES = ['price', 'change', 'changePercent', 'volume', 'dollarVolume'] as const;
export type LiveRankFigure = (typeof LIVE_RANK_FIGURES)[number];
export type RankDirection = 'asc' | 'desc';

/** What a ranked list's element says it is ranked by: "changePercent desc". Null for anything else. */
export function readRankSpec(text: string | null): { figure: LiveRankFigure; direction: RankDirection } | null {
  const [figure, direction, extra] = (text ?? '').split(' ');
  if (extra !== undefined || (direction !== 'asc' && direction !== 'desc')) return null;
  return (LIVE_RANK_FIGURES as readonly string[]).includes(figure ?? '') ? { figure: figure as LiveRankFigure, direction } : null;
}

/** The quote's value of `figure`. */
export function rankFigure(figure: LiveRankFigure, quote: Pick<LiveQuote, 'price' | 'change' | 'changePercent' | 'volume'>): number {
  return figure === 'dollarVolume' ? quote.price * quote.volume : quote[figure];
}

/**
 * The rows' new order, as indexes into `values` (each row's figure, NaN when unknown): by the figure in
 * `direction`, unknown figures last, and rows whose figures are equal keep their present order (so a
 * tie never makes rows swap back and forth).
 */
export function rankOrder(values: readonly number[], direction: RankDirection): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  return values
    .map((value, index) => ({ value, index }))
    .sort((a, b) => {
      const aKnown = Number.isFinite(a.value);
      const bKnown = Number.isFinite(b.value);
      if (aKnown !== bKnown) return aKnown ? -1 : 1;
      if (!aKnown || a.value === b.value) return a.index - b.index;
      return sign * (a.value - b.value);
    })
    .map(({ index }) => index);
}
