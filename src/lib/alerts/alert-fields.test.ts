import { describe, expect, it } from 'vitest';
import { checkAlertForm, checkAlertShape, normaliseDecimal } from './alert-fields';
import { alertSummary } from './alert-labels';

const NVDA = { price: 140, week52High: 152.89, week52Low: 86.62 };
const form = (values: Record<string, string>) => checkAlertForm({ symbol: 'nvda', kind: 'above', threshold: '150', repeat: 'once', ...values }, NVDA);
const thresholdProblem = (values: Record<string, string>) => {
  const checked = form(values);
  return checked.ok ? undefined : checked.problems.find((problem) => problem.field === 'threshold')?.message;
};

describe('checkAlertForm', () => {
  it('takes 「NVDA 高於 150」 as the store keeps it: upper-case symbol, plain digits', () => {
    expect(form({ threshold: ' 1,50.50 ' })).toEqual({ ok: true, fields: { symbol: 'NVDA', kind: 'above', threshold: '150.5', repeat: 'once' } });
    expect(form({ kind: 'change-down', threshold: '5', repeat: 'daily' })).toEqual({ ok: true, fields: { symbol: 'NVDA', kind: 'change-down', threshold: '5', repeat: 'daily' } });
  });

  it('refuses what is not a plain positive number: text, a sign, NaN, Infinity, an exponent, zero', () => {
    for (const threshold of ['abc', '-150', 'NaN', 'Infinity', '1e3', '0x10', '1.23456']) expect(thresholdProblem({ threshold }), threshold).toMatch(/請填數字/);
    expect(thresholdProblem({ threshold: '0' })).toBe('請填大於 0 的數字');
    expect(thresholdProblem({ threshold: '' })).toBe('請填價格');
  });

  it('holds a price within 10× of the current price, either way, and a percent to 100', () => {
    expect(thresholdProblem({ threshold: '1400' })).toBeUndefined();
    expect(thresholdProblem({ threshold: '14' })).toBeUndefined();
    expect(thresholdProblem({ threshold: '1540' })).toBe('價格須在現價 $140.00 的 10 倍以內（$14.00 至 $1,400.00）');
    expect(thresholdProblem({ kind: 'below', threshold: '13.99' })).toMatch(/10 倍以內/);
    expect(thresholdProblem({ kind: 'change-up', threshold: '101' })).toBe('漲跌幅最多 100 %');
  });

  it('fills the 52-week kinds from the range and leaves the calendar kinds without a threshold', () => {
    expect(form({ kind: 'high-52w', threshold: '999999' })).toMatchObject({ ok: true, fields: { threshold: '152.89' } });
    expect(form({ kind: 'low-52w', threshold: '' })).toMatchObject({ ok: true, fields: { threshold: '86.62' } });
    expect(form({ kind: 'earnings', threshold: '150' })).toMatchObject({ ok: true, fields: { kind: 'earnings', threshold: null } });
  });

  it('refuses an unknown kind, repeat or a malformed symbol, each by its field', () => {
    const checked = checkAlertForm({ symbol: '../x', kind: 'sideways', threshold: '1', repeat: 'always' }, NVDA);
    expect(checked.ok ? [] : checked.problems.map((problem) => problem.field).sort()).toEqual(['kind', 'repeat', 'symbol']);
  });

  it('refuses a 52-week kind when the stock could not be asked (no range to fill), but does not invent a range message', () => {
    const checked = checkAlertForm({ symbol: 'NVDA', kind: 'high-52w', repeat: 'once' }, null);
    expect(checked.ok).toBe(false);
  });
});

describe('checkAlertShape (the store)', () => {
  it('holds the store to its columns whatever the site sent', () => {
    expect(checkAlertShape({ symbol: 'NVDA', kind: 'above', threshold: 'Infinity', repeat: 'once' }).ok).toBe(false);
    expect(checkAlertShape({ symbol: 'NVDA', kind: 'earnings', threshold: '5', repeat: 'once' }).ok).toBe(false);
    expect(checkAlertShape({ symbol: 'NVDA', kind: 'above', threshold: 150, repeat: 'once' }).ok).toBe(false);
    expect(checkAlertShape(null).ok).toBe(false);
    expect(checkAlertShape({ symbol: 'BRK.B', kind: 'ex-dividend', threshold: null, repeat: 'daily' })).toEqual({
      ok: true,
      fields: { symbol: 'BRK.B', kind: 'ex-dividend', threshold: null, repeat: 'daily' },
    });
  });

  it('normalises digits: drops commas and trailing zeros, keeps one leading zero', () => {
    expect(normaliseDecimal('0150.500')).toBe('150.5');
    expect(normaliseDecimal('0.25')).toBe('0.25');
    expect(normaliseDecimal('1,000')).toBe('1000');
    expect(normaliseDecimal('.5')).toBeNull();
  });
});

describe('alertSummary', () => {
  it('says an alert in a phrase', () => {
    expect(alertSummary({ symbol: 'NVDA', kind: 'above', threshold: '150' })).toBe('NVDA 高於 $150.00');
    expect(alertSummary({ symbol: 'TSLA', kind: 'change-down', threshold: '5' })).toBe('TSLA 今日跌幅達 5 %');
    expect(alertSummary({ symbol: 'AAPL', kind: 'high-52w', threshold: '199.62' })).toBe('AAPL 創 52 週新高（$199.62）');
    expect(alertSummary({ symbol: 'MSFT', kind: 'earnings', threshold: null })).toBe('MSFT 明天公布財報');
  });
});
