import { describe, expect, it } from 'vitest';
import { parsePeriod, statementHref } from './period';

describe('statement period', () => {
  it('reads ?period=annual and defaults everything else to quarterly', () => {
    expect(parsePeriod('period=annual')).toBe('annual');
    expect(parsePeriod(undefined)).toBe('quarterly');
    expect(parsePeriod('')).toBe('quarterly');
    expect(parsePeriod('period=ANNUAL')).toBe('quarterly');
    expect(parsePeriod('period=%3Cscript%3E')).toBe('quarterly');
    expect(parsePeriod('period=quarterly&period=annual')).toBe('quarterly');
  });

  it('links quarterly to the bare path and annual with the query', () => {
    expect(statementHref('AAPL', 'cash-flow', 'quarterly')).toBe('/stock/AAPL/finance/cash-flow');
    expect(statementHref('BRK.B', 'balance-sheet', 'annual')).toBe('/stock/BRK.B/finance/balance-sheet?period=annual');
  });
});
