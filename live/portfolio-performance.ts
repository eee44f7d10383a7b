import { toLedgerTransaction } from '../src/lib/portfolio/entries.ts';
import { type PerformanceAnswer, performanceAt, readMarket } from '../src/lib/portfolio/performance-market.ts';
import { type AccountRow, type EntryRow, entryOf } from './portfolio-rows.ts';

const isId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/**
 * The return chart of the member's live accounts `accountIds` (in that order: a day's transactions are
 * booked in it), at the market data the site sends (performance-market.ts), computed here beside the
 * transactions so none of them crosses to the site. An id that is not a live account of this member
 * counts nothing; a market that cannot be read is answered as nothing to chart.
 */
export function portfolioPerformance(sql: SqlStorage, accountIds: unknown, market: unknown): PerformanceAnswer {
  if (!Array.isArray(accountIds) || typeof market !== 'string') return { status: 'empty' };
  const accounts = [...new Set(accountIds.filter(isId))].flatMap((id) => {
    const account = sql.exec<AccountRow>('SELECT * FROM portfolio_accounts WHERE id = ? AND deleted_at IS NULL', id).toArray()[0];
    if (!account) return [];
    const rows = sql.exec<EntryRow>('SELECT * FROM portfolio_transactions WHERE account_id = ? ORDER BY date, id', id).toArray();
    return [{ account, transactions: rows.map((row) => toLedgerTransaction(String(row.id), String(id), entryOf(row))) }];
  });
  let parsed;
  try {
    parsed = readMarket(market);
  } catch {
    return { status: 'short' };
  }
  return performanceAt(accounts, parsed);
}
