import { describe, expect, it } from 'vitest';
import { discussionPageHref, formatStartScore, parseStartScore, startScoreOf } from './start-score';

describe('discussion startScore', () => {
  it('reads the forum’s cursor', () => {
    expect(parseStartScore('startScore=2026.191697')).toBe(2026.191697);
    expect(parseStartScore('startScore=12')).toBe(12);
  });

  it('turns tampered values into the first page', () => {
    for (const bad of ['-1', 'abc', '1e400', '1e3', '0', '0.0', '', ' 12', '12 ', 'Infinity', 'NaN', '9'.repeat(400), '1.2.3', '0x10', '%3Cscript%3E']) {
      expect(parseStartScore(`startScore=${bad}`)).toBeUndefined();
    }
    expect(parseStartScore(undefined)).toBeUndefined();
    expect(parseStartScore('other=1')).toBeUndefined();
  });

  it('reads a server function’s argument the same way, strings only', () => {
    expect(startScoreOf('2026.191697')).toBe(2026.191697);
    for (const bad of [2026.19, null, undefined, {}, ['1'], '-1', '1e400', '']) expect(startScoreOf(bad)).toBeUndefined();
  });

  it('writes scores back as plain decimals', () => {
    expect(formatStartScore(2026.191697)).toBe('2026.191697');
    expect(formatStartScore(1e-7)).toBe('0.0000001');
    expect(formatStartScore(1e-13)).toBeNull();
    expect(formatStartScore(1e21)).toBeNull();
    expect(formatStartScore(0)).toBeNull();
    expect(formatStartScore(-5)).toBeNull();
    expect(formatStartScore(null)).toBeNull();
    expect(formatStartScore(Number.NaN)).toBeNull();
  });

  it('round-trips every cursor it writes', () => {
    for (const score of [2026.191697, 1e-7, 123456789012.5, 42]) {
      const href = discussionPageHref('AAPL', score);
      expect(parseStartScore(href.split('?')[1])).toBe(Number(formatStartScore(score)));
    }
    expect(discussionPageHref('#GSPC')).toBe('/stock/.GSPC/discussion');
    expect(discussionPageHref('AAPL', null)).toBe('/stock/AAPL/discussion');
  });
});
