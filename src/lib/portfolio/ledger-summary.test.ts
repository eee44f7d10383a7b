import { describe, expect, it } from 'vitest';
import { dividendsBySymbol, valueAccount, valueHoldings } from './account-valuation';
import { type Ledger, replayAccount } from './ledger';
import { addYears, newestFirst, readSummary, SALES_SHOWN, summariseLedger, writeSummary } from './ledger-summary';
import { Decimal } from './money';
import type { Account, CostMethod, Transaction } from './transactions';
import { figuresByYear } from './yearly';

/**
 * The summary the store keeps beside an account's ledger gives the pages exactly what the whole ledger
 * gives them: the same holdings' valuation, the same years, the same newest sales, every figure to the
 * last digit, through its text and back.
 */

const d = (text: string | number) => new Decimal(text);
const account = (costMethod: CostMethod, id = 'a'): Account => ({ id, name: 'x', currency: 'USD', costMethod, fee: { ratePercent: d('0.1'), minimum: d('3') } });
const SYMBOLS = ['AAPL', 'TSM', 'O', 'NVDA'];

/** 600 days over three years: purchases, sales of part of what is held, dividends, a split, fees; several on a day. */
function history(accountId = 'a', seed = 7): Transaction[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const held = new Map<string, Decimal>();
  const out: Transaction[] = [];
  for (let i = 0; i < 600; i += 1) {
    const date = new Date(Date.UTC(2023, 0, 1 + Math.floor(i * 1.7))).toISOString().slice(0, 10);
    const symbol = SYMBOLS[Math.floor(next() * SYMBOLS.length)]!;
    const base = { id: `${accountId}${i}`, accountId, date, fx: d((30 + next() * 3).toFixed(3)) };
    const have = held.get(symbol) ?? d(0);
    const roll = next();
    if (roll < 0.45 || have.lt(2)) {
      const shares = d((1 + next() * 30).toFixed(3));
      held.set(symbol, have.plus(shares));
      out.push({ ...base, kind: 'buy', symbol, shares, price: d((10 + next() * 500).toFixed(4)), fee: d('1.5'), otherFees: d('0.02') });
    } else if (roll < 0.75) {
      const shares = have.times(d(next().toFixed(2))).round(3, Decimal.roundDown);
      if (shares.eq(0)) continue;
      held.set(symbol, have.minus(shares));
      out.push({ ...base, kind: 'sell', symbol, shares, price: d((10 + next() * 500).toFixed(4)), fee: d('1.5'), otherFees: d('0.02') });
    } else if (roll < 0.93) {
      const gross = d((next() * 80).toFixed(2));
      out.push({ ...base, kind: 'dividend', symbol, gross, withheld: gross.times('0.3').round(2) });
    } else if (roll < 0.94) {
      held.set(symbol, have.times(3));
      out.push({ ...base, kind: 'split', symbol, from: d(1), to: d(3) });
    } else {
      out.push({ ...base, kind: 'fee', amount: d('2.5') });
    }
  }
  return out;
}

function ledgerOf(costMethod: CostMethod, transactions: readonly Transaction[], id = 'a'): Ledger {
  const replayed = replayAccount(account(costMethod, id), transactions);
  if (!replayed.ok) throw new Error('refused');
  return replayed.ledger;
}

const text = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v instanceof Map ? [...v] : v instanceof Decimal ? `#${v.toString()}` : v)));

describe('summariseLedger', () => {
  it.each(['average', 'fifo'] as const)('values the holdings, sums the years and lists the newest sales as the whole ledger does (%s), through its text', (costMethod) => {
    const ledger = ledgerOf(costMethod, history());
    expect(ledger.sales.length).toBeGreaterThan(SALES_SHOWN);
    const written = writeSummary(summariseLedger({ ok: true, ledger }));
    const read = readSummary(written);
    if (!read.ok) throw new Error('refused');
    const { summary } = read;
    const prices = new Map([
      ['AAPL', d('201.37')],
      ['TSM', d('99.5')],
      ['NVDA', d('0.3333')],
    ]);
    expect(text(valueHoldings(summary.positions, summary.dividends, prices, d('31.25')))).toEqual(text(valueAccount(ledger, prices, d('31.25'))));
    expect(text(summary.years)).toEqual(text(figuresByYear(ledger.dividends, ledger.sales)));
    expect(text(summary.recentSales)).toEqual(text([...ledger.sales].sort(newestFirst).slice(0, SALES_SHOWN)));
    expect(summary.saleCount).toBe(ledger.sales.length);
    // Only the held stocks' dividends are kept, each the sum of all of that stock's.
    const all = dividendsBySymbol(ledger);
    expect(text(summary.dividends)).toEqual(text(new Map([...all].filter(([symbol]) => ledger.positions.some((position) => position.symbol === symbol)))));
    expect(writeSummary(read)).toBe(written);
  });

  it('adds accounts’ years as the years of all their sales and dividends together', () => {
    const [a, b] = [ledgerOf('fifo', history('a', 3), 'a'), ledgerOf('average', history('b', 11), 'b')];
    const summed = addYears([figuresByYear(a.dividends, a.sales), figuresByYear(b.dividends, b.sales)]);
    expect(text(summed)).toEqual(text(figuresByYear([...a.dividends, ...b.dividends], [...a.sales, ...b.sales])));
  });

  it('keeps a ledger the transactions do not replay as its errors', () => {
    const refused = replayAccount(account('fifo'), [{ id: 's', accountId: 'a', kind: 'sell', date: '2024-01-02', symbol: 'AAPL', shares: d(1), price: d(1), fee: d(0), otherFees: d(0), fx: d(30) }]);
    expect(refused.ok).toBe(false);
    expect(readSummary(writeSummary(summariseLedger(refused)))).toEqual(refused);
  });
});
