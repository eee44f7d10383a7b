import { toLedgerTransaction, type EntryFields } from '../src/lib/portfolio/entries.ts';
import { type PerformanceAnswer, performanceAt, readMarket } from '../src/lib/portfolio/performance-market.ts';
import type { Transaction } from '../src/lib/portfolio/transactions.ts';
import type { AccountRow } from './portfolio-rows.ts';

const isId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/** The columns the ledger reads, in this order (a row as an array: 20,000 of them, no object per row). */
const LEDGER_COLUMNS = 'id, kind, date, symbol, shares, price, fee, other_fees, amount, withheld, split_from, split_to, currency, fx';
type LedgerRow = [id: number, kind: EntryFields['kind'], date: string, ...figures: (string | null)[]];

/** An account's transactions in booking order, as the ledger reads them. */
function transactionsOf(sql: SqlStorage, accountId: number): Transaction[] {
  const rows = sql.exec(`SELECT ${LEDGER_COLUMNS} FROM portfolio_transactions WHERE account_id = ? ORDER BY date, id`, accountId).raw() as IterableIterator<LedgerRow>;
  const account = String(accountId);
  const transactions: Transaction[] = [];
  for (const [id, kind, date, symbol, shares, price, fee, otherFees, amount, withheld, splitFrom, splitTo, currency, fx] of rows) {
    // The store's CHECKs hold each kind to the figures it needs; the rest are NULL, read as ''.
    const fields = { kind, date, symbol: symbol ?? '', shares: shares ?? '', price: price ?? '', fee: fee ?? '', otherFees: otherFees ?? '', amount: amount ?? '' };
    const entry = { ...fields, withheld: withheld ?? '', splitFrom: splitFrom ?? '', splitTo: splitTo ?? '', currency: (currency ?? '') as EntryFields['currency'], fx: fx ?? '', note: '' };
    transactions.push(toLedgerTransaction(String(id), account, entry));
  }
  return transactions;
}

/**
 * The return chart of the member's live accounts `accountIds` (in that order: a day's transactions are
 * booked in it), at the market data the site sends (performance-market.ts), computed here beside the
 * transactions so none of them crosses to the site. An id that is not a live account of this member
 * counts nothing; a market that cannot be read is answered as nothing to chart.
 */
export function portfolioPerformance(sql: SqlStorage, accountIds: unknown, market: unknown): PerformanceAnswer {
  if (!Array.isArray(accountIds) || typeof market !== 'string') return { status: 'empty' };
  let parsed;
  try {
    parsed = readMarket(market);
  } catch {
    return { status: 'short' };
  }
  const accounts = [...new Set(accountIds.filter(isId))].flatMap((id) => {
    const account = sql.exec<AccountRow>('SELECT * FROM portfolio_accounts WHERE id = ? AND deleted_at IS NULL', id).toArray()[0];
    return account ? [{ account, transactions: transactionsOf(sql, id) }] : [];
  });
  return performanceAt(accounts, parsed);
}
