import type { EntryFields } from '../src/lib/portfolio/entries.ts';
import type { StoredAccount, StoredEntry } from '../src/lib/portfolio/store-rpc.ts';

/** How the portfolio's tables (member-schema.ts) map to the values the store's RPC answers with. */

export type AccountRow = {
  id: number;
  name: string;
  currency: 'USD' | 'TWD';
  cost_method: 'average' | 'fifo';
  fee_rate_percent: string;
  fee_minimum: string;
  created_at: number;
  deleted_at: number | null;
};
export type EntryRow = { id: number; account_id: number; created_at: number } & Record<(typeof COLUMNS)[number][1], string | null>;

/** An entry's fields and the columns that hold them ('' is stored as NULL). */
export const COLUMNS = [
  ['kind', 'kind'],
  ['date', 'date'],
  ['symbol', 'symbol'],
  ['shares', 'shares'],
  ['price', 'price'],
  ['fee', 'fee'],
  ['otherFees', 'other_fees'],
  ['amount', 'amount'],
  ['withheld', 'withheld'],
  ['splitFrom', 'split_from'],
  ['splitTo', 'split_to'],
  ['currency', 'currency'],
  ['fx', 'fx'],
  ['note', 'note'],
] as const satisfies readonly (readonly [keyof EntryFields, string])[];

export const accountOf = (row: AccountRow): StoredAccount => ({
  id: row.id,
  name: row.name,
  currency: row.currency,
  costMethod: row.cost_method,
  feeRatePercent: row.fee_rate_percent,
  feeMinimum: row.fee_minimum,
  createdAt: row.created_at,
});
export const entryOf = (row: EntryRow): StoredEntry => {
  const fields = Object.fromEntries(COLUMNS.map(([field, column]) => [field, row[column] ?? ''])) as unknown as EntryFields;
  return { ...fields, id: row.id, accountId: row.account_id, createdAt: row.created_at };
};

/** The columns' values in COLUMNS' order: '' as NULL, except the note. */
export const valuesOf = (entry: EntryFields): (string | null)[] => COLUMNS.map(([field]) => (entry[field] === '' && field !== 'note' ? null : entry[field]));
