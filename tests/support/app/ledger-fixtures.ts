import { Decimal } from '@/lib/portfolio/money';
import type { Account, CostMethod, Transaction } from '@/lib/portfolio/transactions';

/**
 * For the unit tests of the portfolio's ledger (replay, stored text, valuation): one US-dollar account
 * `a1` and its trades, with exact figures written as text.
 */

export const d = (text: string): Decimal => new Decimal(text);

/** Account `a1` in US dollars kept by `costMethod`: 國泰複委託, 0.25 % with a US$15 minimum, unless told. */
export function usdAccount(costMethod: CostMethod, more: { name?: string; ratePercent?: string; minimum?: string } = {}): Account {
  return { id: 'a1', name: more.name ?? '國泰複委託', currency: 'USD', costMethod, fee: { ratePercent: d(more.ratePercent ?? '0.25'), minimum: d(more.minimum ?? '15') } };
}

/** A buy or a sale in account `a1` at the rate `fx`: AAPL, a US$15 fee and no other fees unless told. */
export function trade(id: string, kind: 'buy' | 'sell', date: string, shares: string, price: string, fx: string, more: { symbol?: string; fee?: string; otherFees?: string } = {}): Transaction {
  return { id, accountId: 'a1', kind, date, symbol: more.symbol ?? 'AAPL', shares: d(shares), price: d(price), fee: d(more.fee ?? '15'), otherFees: d(more.otherFees ?? '0'), fx: d(fx) };
}

/** 15 AAPL bought at two rates, a dividend with 30 % withheld, then 12 sold (FIFO leaves 3 costing US$519 / NT$17,127). */
export const AAPL_ROUND_TRIP: readonly Transaction[] = [
  trade('t1', 'buy', '2025-01-10', '10', '150', '32.5'),
  trade('t2', 'buy', '2025-03-10', '5', '170', '33'),
  { id: 't3', accountId: 'a1', kind: 'dividend', date: '2025-05-15', symbol: 'AAPL', gross: d('3.75'), withheld: d('1.13'), fx: d('32') },
  trade('t4', 'sell', '2025-06-01', '12', '200', '31'),
];
