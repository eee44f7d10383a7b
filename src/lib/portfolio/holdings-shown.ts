import type { PricedAccount, PricedRow } from './account-valuation';

/**
 * 我的持股's overview lists the largest holdings first and the rest behind a link (decision 054: 200
 * holdings' rows were most of the page's server CPU). Which rows: the `limit` largest by US$ value across
 * every account (a holding without a price last, in the accounts' order), each account keeping its own
 * order. Only the rows are left out: totals and the whole the weights are of are computed before, over all
 * holdings; the rows' own figures (finishRows) after, for the rows kept only.
 */

/** The overview's rows before 顯示全部: a phone reader's screenfuls, and most of the value of a large portfolio. */
export const HOLDINGS_SHOWN = 50;
/** The overview's newest sales before 顯示最近 SALES_SHOWN 筆 (the summaries keep SALES_SHOWN; an account's page lists them all). */
export const OVERVIEW_SALES_SHOWN = 20;

export interface ShownHoldings<V extends PricedAccount | null> {
  /** Each account's valuation with only its shown rows (null stays null); the totals untouched. */
  valuations: V[];
  /** Holdings across the accounts, shown or not. */
  total: number;
  hidden: number;
}

export function largestHoldings<V extends PricedAccount | null>(valuations: readonly V[], limit: number | null): ShownHoldings<V> {
  const total = valuations.reduce((count, valuation) => count + (valuation?.rows.length ?? 0), 0);
  if (limit === null || total <= limit) return { valuations: [...valuations], total, hidden: 0 };
  const ranked = valuations.flatMap((valuation) => (valuation ? valuation.rows : []));
  // A stable sort: equal values (and every unpriced row) keep the accounts' order.
  const kept = new Set<PricedRow>(ranked.sort(byValue).slice(0, Math.max(0, limit)));
  return { valuations: valuations.map((valuation) => (valuation ? { ...valuation, rows: valuation.rows.filter((row) => kept.has(row)) } : valuation)), total, hidden: total - kept.size };
}

function byValue(a: PricedRow, b: PricedRow): number {
  if (a.valueUsd === null || b.valueUsd === null) return a.valueUsd === null ? (b.valueUsd === null ? 0 : 1) : -1;
  return b.valueUsd.cmp(a.valueUsd);
}
