import type { AccountRow } from './portfolio-rows.ts';
import { Decimal } from '../src/lib/portfolio/money.ts';
import { summariseLedger, writeSummary } from '../src/lib/portfolio/ledger-summary.ts';
import { readLedger } from '../src/lib/portfolio/ledger-text.ts';

/** An account's row of portfolio_ledgers as listAccountLedgers reads it (NULLs: no row yet, or no summary yet). */
export type StoredLedgerColumns = { ledger: string | null; version: number | null; summary: string | null };

/**
 * The account's stored ledger with its summary (ledger-summary.ts), or null when it has no ledger yet
 * (the caller replays the account). A ledger stored before its summary was (member-schema.ts, step 4)
 * gets one now, worked out from the ledger itself and kept, without a new version: the figures are the same.
 */
export function storedLedger(sql: SqlStorage, row: AccountRow & StoredLedgerColumns): { ledger: string; version: number; summary: string } | null {
  if (row.ledger === null || row.version === null) return null;
  if (row.summary !== null) return { ledger: row.ledger, version: row.version, summary: row.summary };
  const fee = { ratePercent: new Decimal(row.fee_rate_percent), minimum: new Decimal(row.fee_minimum) };
  const account = { id: String(row.id), name: row.name, currency: row.currency, costMethod: row.cost_method, fee };
  const summary = writeSummary(summariseLedger(readLedger(account, row.ledger)));
  sql.exec('UPDATE portfolio_ledgers SET summary = ? WHERE account_id = ? AND version = ?', summary, row.id, row.version);
  return { ledger: row.ledger, version: row.version, summary };
}
