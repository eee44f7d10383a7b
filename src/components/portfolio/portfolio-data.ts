import 'server-only';
import { cache } from 'react';
import type { MemberStore } from '@/lib/member/member-store';
import { toLedgerTransaction } from '@/lib/portfolio/entries';
import type { Replayed } from '@/lib/portfolio/ledger';
import { readSummary, type Summarised } from '@/lib/portfolio/ledger-summary';
import { readLedger } from '@/lib/portfolio/ledger-text';
import { ledgerAccount, type StoredAccount, type StoredEntry } from '@/lib/portfolio/store-rpc';
import type { Transaction } from '@/lib/portfolio/transactions';

/**
 * One account as the pages show it: as stored, with its ledger's summary as the store keeps it (worked
 * out on every write), how many transactions it has and how many writes made the ledger. Its transactions in booking
 * order (as stored, and as the ledger reads them) are read only when a part of the page needs them all
 * (a refusal worded again, split proposals), once per request.
 */
export interface LoadedAccount {
  account: StoredAccount;
  /** What the pages show of the ledger (ledger-summary.ts): the sections read this. */
  summary: Summarised;
  /** The whole ledger, read from the store's text only when something asks for it. */
  readonly replayed: Replayed;
  transactionCount: number;
  /** The date of the account's first transaction (null: none). */
  firstDate: string | null;
  ledgerVersion: number;
  entries: () => Promise<StoredEntry[]>;
  transactions: () => Promise<Transaction[]>;
}

/** Once: the first call starts it, every other gets the same answer. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (answer ??= load());
}

/**
 * The member's whole portfolio, read once per request however many sections ask (React's cache): one
 * call for the accounts with their ledgers as the store keeps them, never every transaction. Only the
 * summaries are read into decimals (a few hundred); a whole ledger (60,000 decimals at the store's
 * limit) only if something asks for it.
 */
export const loadPortfolio = cache(async (store: MemberStore): Promise<LoadedAccount[]> => {
  const ledgers = await store.listAccountLedgers();
  return ledgers.map(({ account, ledger, version, transactions: transactionCount, summary, firstDate }) => {
    const entries = once(() => store.listTransactions(account.id));
    const transactions = once(async () => (await entries()).map((entry) => toLedgerTransaction(String(entry.id), String(account.id), entry)));
    let replayed: Replayed | undefined;
    return {
      account,
      summary: readSummary(summary),
      get replayed() {
        return (replayed ??= readLedger(ledgerAccount(account), ledger));
      },
      transactionCount,
      firstDate,
      ledgerVersion: version,
      entries,
      transactions,
    };
  });
});
