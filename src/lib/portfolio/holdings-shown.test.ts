import { describe, expect, it } from 'vitest';
import { d, trade, usdAccount } from '@tests/ledger-fixtures';
import { type AccountValuation, valueAccount } from './account-valuation';
import { largestHoldings } from './holdings-shown';
import { replayAccount } from './ledger';

/** An account holding one share of each symbol, each bought at 1. */
function holding(symbols: string[], prices: Record<string, string>): AccountValuation {
  const replayed = replayAccount(
    usdAccount('fifo'),
    symbols.map((symbol, index) => trade(`t${index}`, 'buy', '2025-01-02', '1', '1', '30', { symbol })),
  );
  if (!replayed.ok) throw new Error('refused');
  return valueAccount(replayed.ledger, new Map(Object.entries(prices).map(([symbol, price]) => [symbol, d(price)])), d('30'));
}

const symbolsOf = (valuations: (AccountValuation | null)[]) => valuations.map((valuation) => valuation?.rows.map((row) => row.symbol) ?? null);

describe('largestHoldings', () => {
  const prices = { AAPL: '200', MSFT: '400', NVDA: '130', TSLA: '250', KO: '60' };
  const first = holding(['AAPL', 'KO', 'MSFT'], prices);
  const second = holding(['NVDA', 'TSLA', 'ZZZ'], prices);

  it('keeps the largest by value across the accounts, each account in its own order, and counts the rest', () => {
    const shown = largestHoldings([first, null, second], 3);
    expect(symbolsOf(shown.valuations)).toEqual([['AAPL', 'MSFT'], null, ['TSLA']]);
    expect([shown.total, shown.hidden]).toEqual([6, 3]);
  });

  it('leaves the totals as they were: over every holding, shown or not', () => {
    const shown = largestHoldings([first, second], 1);
    expect(shown.valuations.map((valuation) => valuation?.totals)).toEqual([first.totals, second.totals]);
    expect(symbolsOf(shown.valuations)).toEqual([['MSFT'], []]);
  });

  it('leaves a holding without a price for last', () => {
    expect(symbolsOf(largestHoldings([second, first], 5).valuations)).toEqual([
      ['NVDA', 'TSLA'],
      ['AAPL', 'KO', 'MSFT'],
    ]);
  });

  it('shows everything within the limit, or without one', () => {
    for (const limit of [6, 50, null]) {
      const shown = largestHoldings([first, second], limit);
      expect(symbolsOf(shown.valuations)).toEqual([
        ['AAPL', 'KO', 'MSFT'],
        ['NVDA', 'TSLA', 'ZZZ'],
      ]);
      expect(shown.hidden).toBe(0);
    }
  });
});
