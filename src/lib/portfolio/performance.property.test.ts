import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './money';
import { type DatedValue, timeWeightedReturns } from './performance';
import type { Currency, Transaction } from './transactions';

/**
 * For random markets and histories: a portfolio that only ever holds SPY earns SPY's return whatever it
 * bought and sold when; money added and invested as the portfolio already is changes nothing; and a single
 * holding's TWD return is its USD return carried by the exchange rate. Each valuation is rounded to the
 * cent (and a rate turns a USD cent into a TWD cent), so the portfolios here are large enough that a cent
 * is under a billionth of them, and growths are compared to 1e-7.
 */

const day = (index: number): string => new Date(Date.UTC(2026, 0, 5 + index)).toISOString().slice(0, 10);
/** Closes in whole cents and rates to 3 places, as the services send them. */
const closesOf = (cents: readonly number[]): DatedValue[] => cents.map((c, i) => ({ date: day(i), value: c / 100 }));
const market = fc.record({
  spy: fc.array(fc.integer({ min: 20_000, max: 70_000 }), { minLength: 3, maxLength: 40 }),
  rates: fc.array(fc.integer({ min: 28_000, max: 34_000 }), { minLength: 40, maxLength: 40 }),
});
const ratesOf = (milli: readonly number[], days: number): DatedValue[] => milli.slice(0, days).map((m, i) => ({ date: day(i), value: m / 1000 }));

let ids = 0;
const trade = (kind: 'buy' | 'sell', index: number, symbol: string, shares: number, close: number, fx: number): Transaction => ({
  id: `t${(ids += 1)}`,
  accountId: 'a',
  kind,
  date: day(index),
  fx: new Decimal(fx),
  symbol,
  shares: new Decimal(shares),
  price: new Decimal(close),
  fee: new Decimal(0),
  otherFees: new Decimal(0),
});
const cashMove = (kind: 'deposit' | 'withdrawal', index: number, amount: Decimal, fx: number): Transaction => ({
  id: `t${(ids += 1)}`,
  accountId: 'a',
  kind,
  date: day(index),
  fx: new Decimal(fx),
  amount,
  currency: 'USD',
});
const account = (transactions: Transaction[], currency: Currency = 'USD') => [{ account: { currency }, transactions }];
const growthOf = (r: number | undefined) => 1 + (r ?? Number.NaN);
const expectSameGrowth = (actual: number | undefined, expected: number | undefined) => expect(Math.abs(growthOf(actual) - growthOf(expected))).toBeLessThan(1e-7);

describe('time-weighted return, for random markets', () => {
  it('of a portfolio that only holds SPY is SPY’s own, in USD and in TWD, whatever it traded when', () => {
    const orders = fc.array(fc.record({ day: fc.nat(), buy: fc.boolean(), shares: fc.integer({ min: 1, max: 50_000 }) }), { maxLength: 30 });
    fc.assert(
      fc.property(market, orders, ({ spy, rates }, raw) => {
        const benchmark = closesOf(spy);
        const fx = ratesOf(rates, spy.length);
        // Bought on the first day and never sold below 1,000 shares, so it is invested on every day SPY moves.
        let held = 10_000;
        const transactions = [trade('buy', 0, 'SPY', held, spy[0]! / 100, fx[0]!.value)];
        for (const order of [...raw].sort((a, b) => (a.day % spy.length) - (b.day % spy.length))) {
          const index = order.day % spy.length;
          const shares = order.buy ? order.shares : Math.min(order.shares, held - 1_000);
          if (shares <= 0) continue;
          held += order.buy ? shares : -shares;
          transactions.push(trade(order.buy ? 'buy' : 'sell', index, 'SPY', shares, spy[index]! / 100, fx[index]!.value));
        }
        const result = timeWeightedReturns({ accounts: account(transactions), benchmark, closes: new Map([['SPY', benchmark]]), rates: fx });
        expect(result.dates).toEqual(benchmark.map((close) => close.date));
        for (const currency of ['usd', 'twd'] as const) {
          expectSameGrowth(result.portfolio[currency].at(-1), result.benchmark[currency].at(-1));
        }
      }),
    );
  });

  it('does not change when money is added and invested as the portfolio already is', () => {
    const second = fc.array(fc.integer({ min: 1_000, max: 90_000 }), { minLength: 40, maxLength: 40 });
    const deposits = fc.array(fc.record({ day: fc.nat(), times: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(market, second, deposits, ({ spy, rates }, otherCents, added) => {
        const benchmark = closesOf(spy);
        const other = closesOf(otherCents.slice(0, spy.length));
        const fx = ratesOf(rates, spy.length);
        const closes = new Map([
          ['SPY', benchmark],
          ['O', other],
        ]);
        const held = { SPY: 4_000, O: 7_000 };
        const opening = (index: number, times: number) => {
          const spyClose = new Decimal(spy[index]!).div(100);
          const oClose = new Decimal(otherCents[index]!).div(100);
          const amount = spyClose.times(held.SPY * times).plus(oClose.times(held.O * times));
          const rate = fx[index]!.value;
          return [cashMove('deposit', index, amount, rate), trade('buy', index, 'SPY', held.SPY * times, spyClose.toNumber(), rate), trade('buy', index, 'O', held.O * times, oClose.toNumber(), rate)];
        };
        const without = opening(0, 1);
        // Each deposit on a later day multiplies every holding by (1 + times): the same portfolio, only larger.
        const withDeposits = [...without];
        let scale = 1;
        for (const { day: raw, times } of [...added].sort((a, b) => (a.day % spy.length) - (b.day % spy.length))) {
          const index = 1 + (raw % (spy.length - 1));
          withDeposits.push(...opening(index, times * scale));
          scale *= 1 + times;
        }
        const run = (transactions: Transaction[]) => timeWeightedReturns({ accounts: account(transactions), benchmark, closes, rates: fx });
        const before = run(without);
        const after = run(withDeposits);
        for (const currency of ['usd', 'twd'] as const) {
          before.portfolio[currency].forEach((r, i) => expectSameGrowth(after.portfolio[currency][i], r));
        }
      }),
    );
  });

  it('in TWD is the USD return carried by the rate, for a single holding: (1 + USD) × fx_end / fx_start − 1', () => {
    fc.assert(
      fc.property(market, fc.integer({ min: 10_000, max: 100_000 }), ({ spy, rates }, shares) => {
        const closes = closesOf(spy);
        const fx = ratesOf(rates, spy.length);
        // Bought before the first date, so the whole period is one holding and no flow.
        const bought = { ...trade('buy', -3, 'NVDA', shares, 123.45, 30.5), date: '2025-12-31' };
        const result = timeWeightedReturns({ accounts: account([bought], 'TWD'), benchmark: closes, closes: new Map([['NVDA', closes]]), rates: fx });
        const last = fx.at(-1)!.value / fx[0]!.value;
        expectSameGrowth(result.portfolio.twd.at(-1), growthOf(result.portfolio.usd.at(-1)) * last - 1);
      }),
    );
  });
});
