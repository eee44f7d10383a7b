import { describe, expect, it } from 'vitest';
import { Decimal } from './money';
import { type DatedValue, symbolsHeldSince, timeWeightedReturns } from './performance';
import { historyRange, parsePerformanceChoice, performanceQuery, valuationCloses } from './performance-periods';
import type { Currency, Trade, Transaction } from './transactions';

const d = (value: number | string) => new Decimal(value);
const series = (dates: string[], values: number[]): DatedValue[] => dates.map((date, i) => ({ date, value: values[i]! }));
const DATES = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'];
const SPY = series(DATES, [100, 100, 110, 121]);
const FLAT_RATE = series(DATES, [30, 30, 30, 30]);
const base = (id: string, date: string, fx = 30) => ({ id, accountId: 'a', date, fx: d(fx) });
const buy = (id: string, date: string, symbol: string, shares: number, price: number, fee = 0): Trade => ({
  ...base(id, date),
  kind: 'buy',
  symbol,
  shares: d(shares),
  price: d(price),
  fee: d(fee),
  otherFees: d(0),
});
const run = (transactions: Transaction[], options: { currency?: Currency; closes?: Map<string, DatedValue[]>; rates?: DatedValue[] } = {}) =>
  timeWeightedReturns({
    accounts: [{ account: { currency: options.currency ?? 'USD' }, transactions }],
    benchmark: SPY,
    closes: options.closes ?? new Map([['SPY', SPY]]),
    rates: options.rates ?? FLAT_RATE,
  });
const rounded = (values: number[]) => values.map((value) => Math.round(value * 1e6) / 1e6);

describe('timeWeightedReturns', () => {
  it('starts the day before the first transaction and counts a first purchase from its price', () => {
    const result = run([buy('1', '2026-03-03', 'SPY', 10, 100)]);
    expect(result.dates).toEqual(DATES);
    expect(rounded(result.portfolio.usd)).toEqual([0, 0, 0.1, 0.21]);
    expect(rounded(result.benchmark.usd)).toEqual([0, 0, 0.1, 0.21]);
  });

  it('charges a purchase’s fee to the return of the day it was paid', () => {
    // Paid 1,010 for what closed at 1,000: −1 % on the first day, then SPY's moves.
    expect(rounded(run([buy('1', '2026-03-03', 'SPY', 10, 100, 10)]).portfolio.usd)).toEqual([0, -0.009901, 0.089109, 0.19802]);
  });

  it('counts a net dividend of an account without cash records as return, and a later purchase as money put in', () => {
    const result = run([buy('1', '2026-03-02', 'SPY', 10, 100), { ...base('2', '2026-03-03'), kind: 'dividend', symbol: 'SPY', gross: d(20), withheld: d(6) }, buy('3', '2026-03-04', 'SPY', 90, 110)]);
    // Day 2: (1,000 + 14 out) / 1,000; day 3: (11,000 − 9,900 in) / 1,000; day 4: +10 %.
    expect(rounded(result.portfolio.usd)).toEqual([0, 0.014, 0.1154, 0.22694]);
  });

  it('values an account with cash records with its cash: idle money dilutes the return, the deposit itself does not count', () => {
    const result = run([
      { ...base('1', '2026-03-02'), kind: 'deposit', amount: d(1000), currency: 'USD' },
      buy('2', '2026-03-02', 'SPY', 10, 100),
      { ...base('3', '2026-03-04'), kind: 'deposit', amount: d(5000), currency: 'USD' },
    ]);
    // Day 3: (6,100 − 5,000 in) / 1,000; day 4: 6,210 / 6,100, the 5,000 idle. 1.1 × 6,210 / 6,100 = 1.119836…
    expect(rounded(result.portfolio.usd)).toEqual([0, 0, 0.1, 0.119836]);
  });

  it('values a TWD account’s cash in USD at each day’s rate, and in TWD as it is', () => {
    const rates = series(DATES, [30, 30, 33, 33]);
    const result = run([{ ...base('1', '2026-03-02'), kind: 'deposit', amount: d(30000), currency: 'TWD' }], { currency: 'TWD', rates });
    expect(rounded(result.portfolio.twd)).toEqual([0, 0, 0, 0]);
    // NT$30,000 at 33 is US$909.09 to the cent.
    expect(rounded(result.portfolio.usd)).toEqual([0, 0, -0.09091, -0.09091]);
    expect(rounded(result.benchmark.twd)).toEqual([0, 0, 0.21, 0.331]);
  });

  it('values a holding without closes at its last trade’s price, and names it', () => {
    const result = run([buy('1', '2026-03-02', 'XYZ', 10, 50), buy('2', '2026-03-04', 'XYZ', 10, 60)]);
    expect(rounded(result.portfolio.usd)).toEqual([0, 0, 0.2, 0.2]);
    expect(result.unpriced).toEqual(['XYZ']);
  });

  it('follows a split: the shares change, the value does not', () => {
    const closes = new Map([['NVDA', series(DATES, [400, 400, 100, 100])]]);
    const result = run([buy('1', '2026-03-02', 'NVDA', 10, 400), { ...base('2', '2026-03-04'), kind: 'split', symbol: 'NVDA', from: d(1), to: d(4) }], { closes });
    expect(rounded(result.portfolio.usd)).toEqual([0, 0, 0, 0]);
  });

  it('adds the accounts together, each with its own flows: one recording cash, one trades only, both in SPY, earn SPY’s', () => {
    const withCash = [{ ...base('1', '2026-03-02'), kind: 'deposit', amount: d(3000), currency: 'USD' } as Transaction, buy('2', '2026-03-02', 'SPY', 30, 100)];
    const tradesOnly = [buy('3', '2026-03-02', 'SPY', 5, 100), buy('4', '2026-03-04', 'SPY', 5, 110)];
    const result = timeWeightedReturns({
      accounts: [
        { account: { currency: 'USD' }, transactions: withCash },
        { account: { currency: 'TWD' }, transactions: tradesOnly },
      ],
      benchmark: SPY,
      closes: new Map([['SPY', SPY]]),
      rates: FLAT_RATE,
    });
    expect(rounded(result.portfolio.usd)).toEqual(rounded(result.benchmark.usd));
    expect(rounded(result.portfolio.twd)).toEqual(rounded(result.benchmark.twd));
  });

  it('has nothing to draw without transactions or closes', () => {
    expect(run([]).dates).toEqual([]);
    expect(timeWeightedReturns({ accounts: [{ account: { currency: 'USD' }, transactions: [buy('1', '2026-03-02', 'SPY', 1, 1)] }], benchmark: [], closes: new Map(), rates: [] }).dates).toEqual([]);
  });
});

describe('the chart’s choice in the query', () => {
  it('reads the period and the currency, and falls back to a year in TWD on anything else', () => {
    expect(parsePerformanceChoice('?period=6m&returns=usd')).toEqual({ period: '6M', currency: 'USD' });
    expect(parsePerformanceChoice('period=10Y&returns=<b>')).toEqual({ period: '1Y', currency: 'TWD' });
    expect(parsePerformanceChoice('')).toEqual({ period: '1Y', currency: 'TWD' });
  });

  it('keeps the page’s other parameters, drops the one-shot notice and leaves the defaults out', () => {
    expect(performanceQuery('?tab=x&answer=saved&period=ALL', { period: 'YTD', currency: 'USD' })).toBe('?tab=x&period=YTD&returns=USD');
    expect(performanceQuery('?period=ALL', { period: '1Y', currency: 'TWD' })).toBe('');
  });

  it('draws 全部 from daily closes within a year, from weekly ones beyond it', () => {
    expect(historyRange('ALL', '2025-12-20', '2026-12-01')).toBe('1Y');
    expect(historyRange('ALL', '2024-01-02', '2026-12-01')).toBe('5Y');
    expect(historyRange('6M', '2020-01-02', '2026-12-01')).toBe('6M');
  });

  it('values at a weekly bar’s end: the day before the next bar, the last one today', () => {
    const bar = (date: string, close: number) => ({ time: 0, date, open: close, high: close, low: close, close, volume: 1 });
    const weekly = { interval: '1wk' as const, bars: [bar('2026-11-16', 10), bar('2026-11-23', 11), bar('2026-11-30', 12)] };
    expect(valuationCloses(weekly, '2026-12-02')).toEqual(series(['2026-11-22', '2026-11-29', '2026-12-02'], [10, 11, 12]));
    expect(valuationCloses({ ...weekly, interval: '1d' }, '2026-12-02').map((close) => close.date)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
  });
});

describe('symbolsHeldSince', () => {
  it('names what was held on the date and what was bought after it, not what was sold out before', () => {
    const transactions: Transaction[] = [
      buy('1', '2026-01-02', 'AAPL', 10, 100),
      buy('2', '2026-01-02', 'O', 10, 50),
      { ...buy('3', '2026-02-02', 'O', 10, 60), kind: 'sell' },
      buy('4', '2026-03-03', 'TSM', 1, 100),
    ];
    expect(symbolsHeldSince(transactions, '2026-03-01')).toEqual(['AAPL', 'TSM']);
  });
});
