import { describe, expect, it } from 'vitest';
import { AAPL_ROUND_TRIP, d, trade, usdAccount } from '@tests/ledger-fixtures';
import { addTotals, dividendsBySymbol, finishRows, portfolioWhole, priceHoldings, shareOfWhole, valueAccount } from './account-valuation';
import { largestHoldings } from './holdings-shown';
import { replayAccount } from './ledger';
import type { Decimal } from './money';

const account = usdAccount('fifo');
/** AAPL_ROUND_TRIP (FIFO leaves 3 AAPL costing US$519 / NT$17,127), then 2 MSFT never priced. */
const history = [...AAPL_ROUND_TRIP, trade('t5', 'buy', '2025-07-01', '2', '400', '30', { symbol: 'MSFT' })];

function ledger() {
  const replayed = replayAccount(account, history);
  if (!replayed.ok) throw new Error('refused');
  return replayed.ledger;
}

const text = (value: Decimal | null | undefined) => value?.toString() ?? null;

describe('valueAccount', () => {
  it('values a holding, splits its TWD gain into price and rate to the cent, and puts its net dividends beside it', () => {
    const { rows, totals } = valueAccount(ledger(), new Map([['AAPL', d('210')]]), d('30'));
    const [aapl, msft] = rows;
    expect([aapl?.valueUsd, aapl?.valueTwd, aapl?.unrealisedUsd, aapl?.unrealisedTwd, aapl?.priceEffectTwd, aapl?.fxEffectTwd].map(text)).toEqual(['630', '18900', '111', '1773', '3330', '-1557']);
    expect(aapl?.unrealisedPercent?.round(4).toString()).toBe('21.3873');
    expect([aapl?.dividends.netUsd, aapl?.dividends.netTwd].map(text)).toEqual(['2.62', '83.84']);
    expect(text(aapl?.weightPercent)).toBe('100');
    // No price: listed with its shares and cost, nothing more, and left out of the totals.
    expect([msft?.shares, msft?.costUsd, msft?.valueUsd, msft?.unrealisedPercent].map(text)).toEqual(['2', '815', null, null]);
    expect([totals.costUsd, totals.valueUsd, totals.unrealisedTwd, totals.priceEffectTwd, totals.fxEffectTwd, totals.dividends.netTwd].map(text)).toEqual([
      '519',
      '630',
      '1773',
      '3330',
      '-1557',
      '83.84',
    ]);
  });

  it('adds accounts up into a grand total whose split still adds up', () => {
    const one = valueAccount(
      ledger(),
      new Map([
        ['AAPL', d('210')],
        ['MSFT', d('399.99')],
      ]),
      d('31.245'),
    ).totals;
    const two = valueAccount(
      ledger(),
      new Map([
        ['AAPL', d('100.01')],
        ['MSFT', d('420')],
      ]),
      d('31.245'),
    ).totals;
    const grand = addTotals([one, two]);
    expect(text(grand.valueUsd)).toBe(text(one.valueUsd.plus(two.valueUsd)));
    expect(text(grand.priceEffectTwd.plus(grand.fxEffectTwd))).toBe(text(grand.unrealisedTwd));
    expect(text(grand.unrealisedPercent?.round(6))).toBe(text(grand.unrealisedUsd.times(100).div(grand.costUsd).round(6)));
    expect(addTotals([]).unrealisedPercent).toBeNull();
  });

  it('weighs every holding against all the accounts together, and each account by its share (portfolioWhole, finishRows)', () => {
    const prices = new Map([
      ['AAPL', d('210')],
      ['MSFT', d('420.5')],
    ]);
    // One account holds US$630 of AAPL and US$841 of MSFT; the other the same AAPL, MSFT unpriced.
    const priced = (onePrices: ReadonlyMap<string, Decimal>) => priceHoldings(ledger().positions, dividendsBySymbol(ledger()), onePrices, d('30'));
    const one = priced(prices);
    const two = priced(new Map([['AAPL', d('210')]]));
    expect(finishRows(one, one.totals.valueTwd).rows.map((row) => text(row.weightPercent?.round(2)))).toEqual(['42.83', '57.17']);
    const whole = portfolioWhole([one, null, two]);
    // Of US$2,101 in all: 630 / 2,101, 841 / 2,101; the unpriced MSFT has no weight.
    const [first, second] = [finishRows(one, whole), finishRows(two, whole)];
    expect(first.rows.map((row) => text(row.weightPercent?.round(2)))).toEqual(['29.99', '40.03']);
    expect(second.rows.map((row) => text(row.weightPercent?.round(2)))).toEqual(['29.99', null]);
    expect([shareOfWhole(one.totals, whole), shareOfWhole(two.totals, whole)].map((share) => text(share?.round(2)))).toEqual(['70.01', '29.99']);
    const all = [...first.rows, ...second.rows];
    expect(text(all.reduce((total, row) => total.plus(row.weightPercent ?? 0), d('0')).round(10))).toBe('100');
    // Nothing priced anywhere: no share, no weight.
    const unpriced = priced(new Map());
    const nothing = portfolioWhole([unpriced]);
    expect([shareOfWhole(unpriced.totals, nothing), finishRows(unpriced, nothing).rows[0]?.weightPercent]).toEqual([null, null]);
  });

  it('gives rows their own figures after the choice of rows, and the figures and totals are those of the full valuation to the digit', () => {
    const prices = new Map([
      ['AAPL', d('210')],
      ['MSFT', d('420.5')],
    ]);
    const full = valueAccount(ledger(), prices, d('30'));
    const priced = priceHoldings(ledger().positions, dividendsBySymbol(ledger()), prices, d('30'));
    // Before finishRows a row has no average cost, weight or percentage: nothing of those is computed for a row left out.
    expect(priced.rows.map((row) => ['averageCostUsd', 'weightPercent', 'unrealisedPercent'].filter((key) => key in row))).toEqual([[], []]);
    const shown = largestHoldings([priced], 1);
    const finished = finishRows(shown.valuations[0]!, priced.totals.valueTwd);
    expect(finished.rows.map((row) => row.symbol)).toEqual(['MSFT']);
    expect(JSON.stringify(finished.rows[0])).toBe(JSON.stringify(full.rows.find((row) => row.symbol === 'MSFT')));
    expect(JSON.stringify(finished.totals)).toBe(JSON.stringify(full.totals));
  });
});
