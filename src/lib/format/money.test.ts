import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { formatDecimalPercent, formatMoney, formatDecimal, moneyDirection } from './money';

describe('formatMoney', () => {
  it('writes money to the cent with its currency, grouped, half up, never through a float', () => {
    expect(formatMoney(new Big('1234.5'), 'USD')).toBe('US$1,234.50');
    expect(formatMoney(new Big('30000'), 'TWD')).toBe('NT$30,000.00');
    // 1.005 is 1.00499… as a binary float: a float formatter would write 1.00.
    expect(formatMoney(new Big('1.005'), 'USD')).toBe('US$1.01');
    expect(formatMoney(new Big('123456789012.345'), 'TWD')).toBe('NT$123,456,789,012.35');
  });

  it('puts the sign before the currency: a real minus, a plus only when asked, none on what reads zero', () => {
    expect(formatMoney(new Big('-38'), 'TWD')).toBe('−NT$38.00');
    expect(formatMoney(new Big('12.3'), 'USD', { signed: true })).toBe('+US$12.30');
    expect(formatMoney(new Big('12.3'), 'USD')).toBe('US$12.30');
    expect(formatMoney(new Big('-0.004'), 'USD', { signed: true })).toBe('US$0.00');
    expect(formatMoney(new Big('0'), 'TWD', { signed: true })).toBe('NT$0.00');
  });
});

describe('formatDecimal, formatDecimalPercent, moneyDirection', () => {
  it('writes shares as kept, without trailing zeros', () => {
    expect(formatDecimal(new Big('1200'))).toBe('1,200');
    expect(formatDecimal(new Big('0.50000000'))).toBe('0.5');
    expect(formatDecimal(new Big('1234.12345678'))).toBe('1,234.12345678');
  });

  it('writes a percentage to two places with its sign', () => {
    expect(formatDecimalPercent(new Big('12.3456'))).toBe('12.35%');
    expect(formatDecimalPercent(new Big('-0.5'), { signed: true })).toBe('−0.50%');
    expect(formatDecimalPercent(new Big('3.2'), { signed: true })).toBe('+3.20%');
  });

  it('colours a gain by what it shows to the cent', () => {
    expect(moneyDirection(new Big('0.01'))).toBe('rise');
    expect(moneyDirection(new Big('-0.005'))).toBe('fall');
    expect(moneyDirection(new Big('-0.004'))).toBe('stable');
  });
});
