import { Decimal, parseDecimal } from './money';
import type { EntryFields } from './entries';
import type { PerformanceAnswer } from './performance-market';
import type { Account, CostMethod, Currency } from './transactions';

/**
 * The portfolio's part of the member's store (live/portfolio-store.ts implements it): accounts and their
 * transactions, as plain data over RPC (decimals as text). Every refusal carries its reasons in words a
 * reader understands; the site shows them as they are. A symbol is checked for its spelling only: whether
 * the directory knows it is the site's to check before it asks (the store has no directory).
 */

export const ACCOUNT_LIMIT = 10;
/** Across all of a member's accounts. */
export const TRANSACTION_LIMIT = 20_000;
/** A broker's rate above this is a typo (Taiwanese brokers quote well under 1 %). */
const FEE_RATE_MAX = 10;
const FEE_MINIMUM_MAX = 1000;

export interface AccountFields {
  name: string;
  currency: Currency;
  costMethod: CostMethod;
  /** Percent of a trade's amount (0.25 = 0.25 %), and the least a trade costs, USD. */
  feeRatePercent: string;
  feeMinimum: string;
}

export interface StoredAccount extends AccountFields {
  id: number;
  createdAt: number;
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

export interface StoredEntry extends EntryFields {
  id: number;
  accountId: number;
  createdAt: number;
}

/** An account with its replayed ledger as the store keeps it (ledger-text.ts), and how many writes made it. */
export interface StoredAccountLedger {
  account: StoredAccount;
  ledger: string;
  version: number;
  /** How many transactions the account has. */
  transactions: number;
  /** What the pages show of the ledger (ledger-summary.ts), written with it. */
  summary: string;
  /** The date of the account's first transaction (null: none). */
  firstDate: string | null;
}

/** The most transactions one page read returns. */
export const PAGE_LIMIT = 200;

/** A page of an account's transactions, newest first, and how many it has in all. */
export interface TransactionsPage {
  total: number;
  entries: StoredEntry[];
}

export interface Problem {
  /** The field refused ('' when it is the whole write, as a sale of more than was held). */
  field: string;
  message: string;
  /** For a batch: which of the entries given (0-based). */
  index?: number;
}

export type Refused = { status: 'refused'; problems: Problem[] };
/** The store could not write (nothing of the write was kept); the reader may try again. */
export type StoreFailed = { status: 'error' };

export type AccountOutcome = { status: 'saved'; account: StoredAccount } | { status: 'not-found' } | Refused | StoreFailed;
export type EntryOutcome = { status: 'saved'; entry: StoredEntry } | { status: 'not-found' } | Refused | StoreFailed;
export type RemovedOutcome = { status: 'removed' } | { status: 'not-found' } | Refused | StoreFailed;
/** The account removed, for the notice that offers 復原. */
export type AccountRemovedOutcome = { status: 'removed'; account: StoredAccount } | { status: 'not-found' } | Refused | StoreFailed;
export type ImportOutcome = { status: 'imported'; count: number } | { status: 'not-found' } | Refused | StoreFailed;

export interface PortfolioRpc {
  listAccounts(): Promise<StoredAccount[]>;
  /** Every live account with its ledger, in one call (what the pages read instead of every transaction). */
  listAccountLedgers(): Promise<StoredAccountLedger[]>;
  createAccount(fields: AccountFields): Promise<AccountOutcome>;
  renameAccount(id: number, name: string): Promise<AccountOutcome>;
  /** Removed with its transactions; 復原 puts both back within a day. */
  removeAccount(id: number): Promise<AccountRemovedOutcome>;
  restoreAccount(id: number): Promise<AccountOutcome>;
  /** In booking order (date, then as written). */
  listTransactions(accountId: number): Promise<StoredEntry[]>;
  /** Newest first (the reverse of booking order), `limit` (at most PAGE_LIMIT) from `offset`; none for a bad page or an unknown account. */
  listTransactionsPage(accountId: number, offset: number, limit: number): Promise<TransactionsPage>;
  addTransaction(accountId: number, entry: EntryFields): Promise<EntryOutcome>;
  /** With `accountId` another of the member's accounts, moved there too: both accounts must replay, or nothing is saved. */
  editTransaction(id: number, entry: EntryFields, accountId?: number): Promise<EntryOutcome>;
  removeTransaction(id: number): Promise<RemovedOutcome>;
  /** 復原 of a removed transaction: written again, under its old id (its place among its day's) when that id is free. */
  restoreTransaction(accountId: number, id: number, entry: EntryFields): Promise<EntryOutcome>;
  /** All of them or none (a CSV import). Symbols must have been checked against the directory by the caller. */
  importTransactions(accountId: number, entries: EntryFields[]): Promise<ImportOutcome>;
  /** The return chart of these accounts at the market data `market` (performance-market.ts), computed beside their transactions. */
  portfolioPerformance(accountIds: number[], market: string): Promise<PerformanceAnswer>;
}

const CURRENCIES: readonly Currency[] = ['USD', 'TWD'];
const COST_METHODS: readonly CostMethod[] = ['average', 'fifo'];

/** An account's settings other than its name (the store checks the name with the saved screens' rules). */
export function checkAccountSettings(raw: unknown): { ok: true; fields: Omit<AccountFields, 'name'> } | { ok: false; problems: Problem[] } {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const problems: Problem[] = [];
  const currency = input.currency as Currency;
  if (!CURRENCIES.includes(currency)) problems.push({ field: 'currency', message: '幣別須為 USD 或 TWD' });
  const costMethod = input.costMethod as CostMethod;
  if (!COST_METHODS.includes(costMethod)) problems.push({ field: 'costMethod', message: '成本計算須為平均成本或先進先出' });
  const rate = decimalWithin(input.feeRatePercent, FEE_RATE_MAX);
  if (rate === null) problems.push({ field: 'feeRatePercent', message: `手續費率須為 0 到 ${FEE_RATE_MAX} 之間的百分比（例如 0.25）` });
  const minimum = decimalWithin(input.feeMinimum, FEE_MINIMUM_MAX);
  if (minimum === null) problems.push({ field: 'feeMinimum', message: `最低手續費須為 0 到 ${FEE_MINIMUM_MAX} 美元` });
  if (problems.length > 0 || rate === null || minimum === null) return { ok: false, problems };
  return { ok: true, fields: { currency, costMethod, feeRatePercent: rate, feeMinimum: minimum } };
}

function decimalWithin(raw: unknown, max: number): string | null {
  const value = typeof raw === 'string' && raw.length <= 24 ? parseDecimal(raw) : null;
  return value && value.gte(0) && value.lte(max) && value.toString().length <= 12 ? value.toString() : null;
}
