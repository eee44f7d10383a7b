import { describe, expect, it } from 'vitest';
import { Decimal } from './money';
import { type DatedValue, timeWeightedReturns } from './performance';
import { MAX_CHARTED_SYMBOLS, performanceAt, readMarket, writeMarket } from './performance-market';
import type { Transaction } from './transactions';

/**
 * The chart as the member's object computes it from the market data the site sends: the same series as
 * the time-weighted return computed from the transactions directly, after the market's trip through its
 * text; and the symbols it still needs named rather than guessed.
 */

const d = (value: number | string) => new Decimal(value);
const DATES = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const series = (values: number[]): DatedValue[] => DATES.map((date, i) => ({ date, value: values[i]! }));
const SPY = series([100, 100.5, 110.25, 121, 119.75]);
const NVDA = series([400, 410.125, 395, 420.5, 430]);
const RATES = series([30.1, 30.25, 29.9, 31.05, 30.5]);
const trade = (id: string, kind: 'buy' | 'sell', date: string, symbol: string, shares: number, price: number, fx = 30.2): Transaction => ({
  id,
  accountId: 'a',
  kind,
  date,
  symbol,
  shares: d(shares),
  price: d(price),
  fee: d('1.5'),
  otherFees: d(0),
  fx: d(fx),
});
const ACCOUNTS = [
  {
    account: { currency: 'USD' as const },
    transactions: [
      { id: 'd', accountId: 'a', kind: 'deposit', date: '2026-02-27', amount: d(20_000), currency: 'USD', fx: d(30) } as Transaction,
      trade('1', 'buy', '2026-02-27', 'NVDA', 10, 395),
      trade('2', 'buy', '2026-03-03', 'SPY', 12.5, 100.25),
      trade('3', 'sell', '2026-03-05', 'NVDA', 4, 421),
    ],
  },
  { account: { currency: 'TWD' as const }, transactions: [trade('4', 'buy', '2026-03-04', 'AMD', 3, 150.5, 29.95)] },
];

describe('performanceAt', () => {
  it('gives the time-weighted return computed from the transactions, through the market’s text', () => {
    const closes = new Map([
      ['NVDA', NVDA],
      ['AMD', [] as DatedValue[]],
    ]);
    const market = readMarket(writeMarket({ benchmark: SPY, rates: RATES, closes }));
    const answer = performanceAt(ACCOUNTS, market);
    const direct = timeWeightedReturns({ accounts: ACCOUNTS, benchmark: SPY, closes: new Map([...closes, ['SPY', SPY]]), rates: RATES });
    expect(answer).toEqual({ status: 'ready', performance: direct });
    expect(direct.unpriced).toEqual(['AMD']);
  });

  it('names the symbols whose closes it still needs (never the benchmark), and refuses too many', () => {
    expect(performanceAt(ACCOUNTS, { benchmark: SPY, rates: RATES, closes: new Map([['NVDA', NVDA]]) })).toEqual({ status: 'needs', symbols: ['AMD'] });
    expect(performanceAt(ACCOUNTS, { benchmark: SPY, rates: RATES, closes: new Map() })).toEqual({ status: 'needs', symbols: ['AMD', 'NVDA'] });
    const many = Array.from({ length: MAX_CHARTED_SYMBOLS + 1 }, (_, i) => trade(`m${i}`, 'buy', '2026-03-02', `S${i}`, 1, 1));
    expect(performanceAt([{ account: { currency: 'USD' }, transactions: many }], { benchmark: SPY, rates: RATES, closes: new Map() })).toEqual({
      status: 'too-many',
      symbols: MAX_CHARTED_SYMBOLS + 1,
    });
    expect(performanceAt([{ account: { currency: 'USD' }, transactions: [] }], { benchmark: SPY, rates: RATES, closes: new Map() })).toEqual({ status: 'empty' });
  });
});
