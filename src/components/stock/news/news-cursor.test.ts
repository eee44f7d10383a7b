import { describe, expect, it } from 'vitest';
import { newsPageHref, parseNewsCursor } from './news-cursor';

describe('news cursor', () => {
  it('accepts the service’s base64url cursors', () => {
    expect(parseNewsCursor('cursor=MjAyNi0xMS0yMVQwMDowNzowMC4wMDBafEFBUEwtMjA3NzctMg')).toBe('MjAyNi0xMS0yMVQwMDowNzowMC4wMDBafEFBUEwtMjA3NzctMg');
  });

  it('drops absent and hostile cursors (first page)', () => {
    expect(parseNewsCursor(undefined)).toBeUndefined();
    expect(parseNewsCursor('cursor=')).toBeUndefined();
    expect(parseNewsCursor('cursor=%3Cscript%3E')).toBeUndefined();
    expect(parseNewsCursor('cursor=a%20b')).toBeUndefined();
    expect(parseNewsCursor(`cursor=${'a'.repeat(5000)}`)).toBeUndefined();
    expect(parseNewsCursor('cursor=..%2F..%2Fetc')).toBeUndefined();
  });

  it('links pages of the news tab', () => {
    expect(newsPageHref('AAPL')).toBe('/stock/AAPL/news');
    expect(newsPageHref('#DJI', 'abc_-')).toBe('/stock/.DJI/news?cursor=abc_-');
    expect(newsPageHref('AAPL', null)).toBe('/stock/AAPL/news');
  });
});
