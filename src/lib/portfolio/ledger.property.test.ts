import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, sum } from './money';
import { replayAccount, type Ledger } from './ledger';
import { summariseGains, valuePositions } from './holdings';
import type { Account, CostMethod, Transaction } from './transactions';

/**
 * For random histories: every dollar and every NT$ is accounted for. What the account made (realised,
 * unrealised, dividends after withholding, less fees) equals what the cash flows say (today's value,
 * plus what sales and dividends brought in, less what purchases and fees took out), to the cent; the
 * TWD gain's price and rate parts add up to it; and the two cost methods agree once everything is sold.
 */

const SYMBOLS = ['AAPL', 'TSM', 'O'];
const cents = (min: number, max: number) => fc.integer({ min, max }).map((n) => new Decimal(n).div(100));
const decimal = (min: number, max: number, places: number) => fc.integer({ min: min * 10 ** places, max: max * 10 ** places }).map((n) => new Decimal(n).div(10 ** places));

type Step = { kind: 'buy' | 'sell' | 'dividend' | 'split' | 'fee'; symbol: string; shares: Decimal; price: Decimal; fee: Decimal; fx: Decimal; ratio: [number, number]; part: number };
const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('buy', 'buy', 'sell', 'dividend', 'split', 'fee'),
  symbol: fc.constantFrom(...SYMBOLS),
  shares: decimal(0.001, 500, 3),
  price: decimal(0.5, 2_000, 4),
  fee: cents(0, 5_000),
  fx: decimal(27, 35, 3),
  ratio: fc.constantFrom<[number, number]>([1, 2], [1, 4], [3, 2], [10, 1]),
  part: fc.integer({ min: 1, max: 100 }),
});

/** Steps as transactions an account could have: a sale sells a part of what is held, never more. */
function history(steps: readonly Step[]): Transaction[] {
  const held = new Map<string, Decimal>();
  return steps.flatMap((s, index): Transaction[] => {
    // One day after another, so the booking order is the order generated.
    const base = { id: `t${index}`, accountId: 'a', date: new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10), fx: s.fx };
    const have = held.get(s.symbol) ?? new Decimal(0);
    switch (s.kind) {
      case 'buy':
        held.set(s.symbol, have.plus(s.shares));
        return [{ ...base, kind: 'buy', symbol: s.symbol, shares: s.shares, price: s.price, fee: s.fee, otherFees: new Decimal(0) }];
      case 'sell': {
        if (have.eq(0)) return [];
        const shares = have.times(s.part).div(100).round(3, Decimal.roundDown);
        if (shares.eq(0)) return [];
        held.set(s.symbol, have.minus(shares));
        return [{ ...base, kind: 'sell', symbol: s.symbol, shares, price: s.price, fee: s.fee, otherFees: new Decimal(0) }];
      }
      case 'dividend':
        return [{ ...base, kind: 'dividend', symbol: s.symbol, gross: s.fee, withheld: s.fee.times('0.3').round(2) }];
      case 'split': {
        const [from, to] = s.ratio;
        held.set(s.symbol, have.times(to).div(from));
        return [{ ...base, kind: 'split', symbol: s.symbol, from: new Decimal(from), to: new Decimal(to) }];
      }
      case 'fee':
        return [{ ...base, kind: 'fee', amount: s.fee }];
    }
  });
}

const account = (costMethod: CostMethod): Account => ({ id: 'a', name: 'x', currency: 'USD', costMethod, fee: { ratePercent: new Decimal('0.1'), minimum: new Decimal('3') } });

function replayed(costMethod: CostMethod, transactions: readonly Transaction[]): Ledger {
  const result = replayAccount(account(costMethod), transactions);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.ledger;
}

const pricesOf = (prices: readonly Decimal[]) => new Map(SYMBOLS.map((symbol, index) => [symbol, prices[index]!]));

describe('the ledger’s sums (property)', () => {
  it('gains equal the cash flows, in USD and in TWD, to the cent; the TWD split adds up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CostMethod>('average', 'fifo'),
        fc.array(step, { maxLength: 40 }),
        fc.array(decimal(0.5, 2_000, 4), { minLength: 3, maxLength: 3 }),
        decimal(27, 35, 3),
        (method, steps, prices, fxNow) => {
          const ledger = replayed(method, history(steps));
          const valuation = valuePositions(ledger.positions, pricesOf(prices), fxNow);
          const gains = summariseGains(ledger, valuation);
          const flowsUsd = valuation.valueUsd
            .plus(sum(ledger.sales.map((s) => s.proceedsUsd)))
            .plus(sum(ledger.dividends.map((d) => d.netUsd)))
            .minus(ledger.investedUsd)
            .minus(ledger.feesUsd);
          const flowsTwd = valuation.valueTwd
            .plus(sum(ledger.sales.map((s) => s.proceedsTwd)))
            .plus(sum(ledger.dividends.map((d) => d.netTwd)))
            .minus(ledger.investedTwd)
            .minus(ledger.feesTwd);
          expect(gains.totalUsd.toString()).toBe(flowsUsd.toString());
          expect(gains.totalTwd.toString()).toBe(flowsTwd.toString());
          expect(valuation.priceEffectTwd.plus(valuation.fxEffectTwd).toString()).toBe(valuation.unrealisedTwd.toString());
          for (const holding of valuation.holdings) expect(holding.priceEffectTwd!.plus(holding.fxEffectTwd!).toString()).toBe(holding.unrealisedTwd!.toString());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('average cost and FIFO realise the same once everything is sold, and hold nothing', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), decimal(0.5, 2_000, 4), decimal(27, 35, 3), (steps, price, fx) => {
        const transactions = history(steps);
        const average = replayed('average', transactions);
        const closing = average.positions.map((position, index): Transaction => ({
          id: `close${index}`,
          accountId: 'a',
          kind: 'sell',
          date: '2030-12-31',
          symbol: position.symbol,
          shares: position.shares,
          price,
          fee: new Decimal(0),
          otherFees: new Decimal(0),
          fx,
        }));
        const all = [...transactions, ...closing];
        const [a, f] = [replayed('average', all), replayed('fifo', all)];
        expect(a.positions).toEqual([]);
        expect(f.positions).toEqual([]);
        expect(sum(a.sales.map((s) => s.realisedUsd)).toString()).toBe(sum(f.sales.map((s) => s.realisedUsd)).toString());
        expect(sum(a.sales.map((s) => s.realisedTwd)).toString()).toBe(sum(f.sales.map((s) => s.realisedTwd)).toString());
      }),
      { numRuns: 300 },
    );
  });
});
