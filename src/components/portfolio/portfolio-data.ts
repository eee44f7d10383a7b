import 'server-only';
import { cache } from 'react';
import type { MemberStore } from '@/lib/member/member-store';
import { toLedgerTransaction } from '@/lib/portfolio/entries';
import type { Replayed } from '@/lib/portfolio/ledger';
import { readLedger } from '@/lib/portfolio/ledger-text';
import { Decimal } from '@/lib/portfolio/money';
import type { StoredAccount, StoredEntry } from '@/lib/portfolio/store-rpc';
import type { Account, Transaction } from '@/lib/portfolio/transactions';

/** One account as the pages show it: as stored, its transactions in booking order (as stored and as the ledger reads them), and its ledger replayed. */
export interface LoadedAccount {
  account: StoredAccount;
  entries: StoredEntry[];
  transactions: Transaction[];
  replayed: Replayed;
}

/** The ledger's view of a stored account (ids as text, fee rule as decimals). */
export function ledgerAccount(account: StoredAccount): Account {
  return {
    id: String(account.id),
    name: account.name,
    currency: account.currency,
    costMethod: account.costMethod,
    fee: { ratePercent: new Decimal(account.feeRatePercent), minimum: new Decimal(account.feeMinimum) },
  };
}

/**
 * The member's whole portfolio, read once per request however many sections ask (React's cache): one
 * call for the accounts with their ledgers as the store keeps them (replayed on every write), and one
 * per account for its transactions, all at once.
 */
export const loadPortfolio = cache(async (store: MemberStore): Promise<LoadedAccount[]> => {
  const ledgers = await store.listAccountLedgers();
  return Promise.all(
    ledgers.map(async ({ account, ledger }) => {
      const entries = await store.listTransactions(account.id);
      const transactions = entries.map((entry) => toLedgerTransaction(String(entry.id), String(account.id), entry));
      return { account, entries, transactions, replayed: readLedger(ledgerAccount(account), ledger) };
    }),
  );
});
