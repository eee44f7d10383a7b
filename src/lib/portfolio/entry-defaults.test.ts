import { describe, expect, it } from 'vitest';
import { rateOnDate, ruleFee } from './entry-defaults';
import { Decimal } from './money';

const RATES = [
  { date: '2026-11-20', rate: 31.87 },
  { date: '2026-11-23', rate: 31.245 },
  { date: '2026-11-24', rate: 31.3 },
];

describe('rateOnDate', () => {
  it('takes the day’s close, or the last one before it (a weekend), as its exact decimal text', () => {
    expect(rateOnDate(RATES, '2026-11-24')?.rate).toBe('31.3');
    expect(rateOnDate(RATES, '2026-11-23')?.rate).toBe('31.245');
    expect(rateOnDate(RATES, '2026-11-22')).toEqual({ date: '2026-11-20', rate: '31.87' });
    expect(rateOnDate(RATES, '2026-12-01')?.rate).toBe('31.3');
  });

  it('has none for a date before the rates, more than two weeks after the last one, or without rates', () => {
    expect(rateOnDate(RATES, '2026-11-19')).toBeNull();
    expect(rateOnDate(RATES, '2026-12-08')?.rate).toBe('31.3');
    expect(rateOnDate(RATES, '2026-12-09')).toBeNull();
    expect(rateOnDate([], '2026-11-24')).toBeNull();
  });
});

describe('ruleFee', () => {
  const rule = { ratePercent: new Decimal('0.25'), minimum: new Decimal('15') };
  it('charges the rate of the trade’s amount, never less than the minimum, to the cent', () => {
    expect(ruleFee(rule, '100', '180.5')).toBe('45.13');
    expect(ruleFee(rule, '1', '100')).toBe('15');
    expect(ruleFee({ ratePercent: new Decimal('0'), minimum: new Decimal('0') }, '10', '10')).toBe('0');
  });

  it('has none without a positive share count and price', () => {
    expect(ruleFee(rule, '', '100')).toBeNull();
    expect(ruleFee(rule, '10', 'abc')).toBeNull();
    expect(ruleFee(rule, '0', '100')).toBeNull();
  });
});
