import type { EntryFields } from './entries';

/**
 * 分割 the member has not written down yet: a split of a stock he holds, effective after his first
 * purchase of it in that account and not later than today, with no 分割 of that stock on that date in
 * the account. Proposed to him, never booked on its own: he may have recorded it another way.
 */

export interface SplitEvent {
  symbol: string;
  /** The first session that trades split-adjusted, New York date. */
  date: string;
  /** Every `from` shares become `to`, as decimal text. */
  from: string;
  to: string;
}

export interface SplitProposal extends SplitEvent {
  accountId: number;
  /**
   * A rate for the entry (every entry carries one; a split moves no money, so it changes no figure):
   * the member's own rate of his latest entry on or before the split's date in that account.
   */
  fx: string;
}

/** A split as the business service titles it, 「1 股分割為 4 股」 (a reverse split: 「10 股分割為 1 股」); null when the title says otherwise. */
export function readSplitTitle(title: string): { from: string; to: string } | null {
  const match = /^\s*(\d{1,6}) 股分割為 (\d{1,6}) 股\s*$/u.exec(title);
  if (!match || Number(match[1]) === 0 || Number(match[2]) === 0 || match[1] === match[2]) return null;
  return { from: String(Number(match[1])), to: String(Number(match[2])) };
}

type Entry = Pick<EntryFields, 'kind' | 'date' | 'symbol' | 'fx'>;

/** The proposals for one account (its entries in booking order, the symbols it holds now) from the stocks' split events. */
export function proposeSplits(accountId: number, entries: readonly Entry[], held: ReadonlySet<string>, events: readonly SplitEvent[], today: string): SplitProposal[] {
  const proposals: SplitProposal[] = [];
  for (const event of events) {
    if (!held.has(event.symbol) || event.date > today) continue;
    const ofSymbol = entries.filter((entry) => entry.symbol === event.symbol);
    const firstPurchase = ofSymbol.find((entry) => entry.kind === 'buy')?.date;
    if (firstPurchase === undefined || firstPurchase >= event.date) continue;
    if (ofSymbol.some((entry) => entry.kind === 'split' && entry.date === event.date)) continue;
    const rated = entries.filter((entry) => entry.date <= event.date).at(-1);
    if (!rated) continue;
    proposals.push({ ...event, accountId, fx: rated.fx });
  }
  return proposals.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.symbol < b.symbol ? -1 : 1));
}
