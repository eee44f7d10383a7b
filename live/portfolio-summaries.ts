import { type AccountRow, accountOf } from './portfolio-rows.ts';
import { ledgerAccount } from '../src/lib/portfolio/store-rpc.ts';
import { summariseLedger, writeSummary } from '../src/lib/portfolio/ledger-summary.ts';
import { readLedger, writeLedger } from '../src/lib/portfolio/ledger-text.ts';
import type { Replayed } from '../src/lib/portfolio/ledger.ts';

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
  const summary = writeSummary(summariseLedger(readLedger(ledgerAccount(accountOf(row)), row.ledger)));
  sql.exec('UPDATE portfolio_ledgers SET summary = ? WHERE account_id = ? AND version = ?', summary, row.id, row.version);
  return { ledger: row.ledger, version: row.version, summary };
}

/** Keeps the account's ledger and its summary, one version on from the last (inside the caller's transaction). */
export function storeLedger(sql: SqlStorage, account: AccountRow, replayed: Replayed): { ledger: string; version: number; summary: string } {
  const ledger = writeLedger(replayed);
  const summary = writeSummary(summariseLedger(replayed));
  const { version } = sql
    .exec<{ version: number }>(
      `INSERT INTO portfolio_ledgers (account_id, version, ledger, summary) VALUES (?, 1, ?, ?)
       ON CONFLICT (account_id) DO UPDATE SET version = version + 1, ledger = excluded.ledger, summary = excluded.summary RETURNING version`,
      account.id,
      ledger,
      summary,
    )
    .one();
  return { ledger, version, summary };
}
