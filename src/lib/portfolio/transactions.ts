import type { Decimal } from './money';

/**
 * A member's portfolio as it is written down: accounts and their transactions. Every amount is a
 * Decimal; `fx` is the USD/TWD rate of the transaction's day (TWD for one USD), from the FX service
 * or as the member corrected it. Dates are New York calendar dates, YYYY-MM-DD.
 */

export type CostMethod = 'average' | 'fifo';
export type Currency = 'USD' | 'TWD';

/** A broker's commission as Taiwanese brokers quote it: a rate of the trade's amount, with a minimum (USD). */
export interface FeeRule {
  /** Percent of the trade's amount (0.25 = 0.25 %). */
  ratePercent: Decimal;
  minimum: Decimal;
}

export interface Account {
  id: string;
  name: string;
  /** The currency its cash is kept in: a US broker's USD, or a 複委託 settled in TWD. */
  currency: Currency;
  costMethod: CostMethod;
  fee: FeeRule;
}

interface Dated {
  id: string;
  accountId: string;
  date: string;
  /** TWD for one USD on `date`. */
  fx: Decimal;
}

/** 買進 / 賣出: shares at a price (USD), with the broker's fee and any other fee (USD). */
export interface Trade extends Dated {
  kind: 'buy' | 'sell';
  symbol: string;
  shares: Decimal;
  price: Decimal;
  fee: Decimal;
  otherFees: Decimal;
}

/** 股利: the gross amount and what was withheld at source (30 % for a Taiwan resident by default), USD. */
export interface Dividend extends Dated {
  kind: 'dividend';
  symbol: string;
  gross: Decimal;
  withheld: Decimal;
}

/** 分割: every share becomes `to / from` shares (a 4-for-1 split: from 1, to 4; a 1-for-10 reverse: from 10, to 1). */
export interface Split extends Dated {
  kind: 'split';
  symbol: string;
  from: Decimal;
  to: Decimal;
}

/** 手續費 ('fee') or 其他費用 ('other-fee') outside a trade (an account fee, a wire fee), USD: booked alike, named apart. */
export interface Fee extends Dated {
  kind: 'fee' | 'other-fee';
  amount: Decimal;
}

/** 入金 / 出金, in either currency. */
export interface CashMove extends Dated {
  kind: 'deposit' | 'withdrawal';
  amount: Decimal;
  currency: Currency;
}

export type Transaction = Trade | Dividend | Split | Fee | CashMove;

/** The order transactions take effect in: by date, then as they were written (their place in the list). */
export function inBookingOrder<T extends { date: string }>(transactions: readonly T[]): T[] {
  return transactions
    .map((transaction, index) => ({ transaction, index }))
    .sort((a, b) => (a.transaction.date < b.transaction.date ? -1 : a.transaction.date > b.transaction.date ? 1 : a.index - b.index))
    .map(({ transaction }) => transaction);
}
