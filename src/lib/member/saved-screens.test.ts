import { describe, expect, it } from 'vitest';
import { checkScreenName, checkScreenQuery, screenHref } from './saved-screens';

describe('a saved screen’s name', () => {
  it('is trimmed (the ideographic space too), NFC, and counted as a reader counts characters', () => {
    expect(checkScreenName('\u3000 高股息 \u3000')).toEqual({ ok: true, name: '高股息' });
    expect(checkScreenName('Cafe\u0301')).toEqual({ ok: true, name: 'Café' });
    expect(checkScreenName('👍🏽'.repeat(40))).toMatchObject({ ok: true });
    expect(checkScreenName('好'.repeat(40))).toMatchObject({ ok: true });
    expect(checkScreenName('好'.repeat(41))).toEqual({ ok: false, problem: 'too-long' });
    expect(checkScreenName('x'.repeat(10_000))).toEqual({ ok: false, problem: 'too-long' });
  });

  it('refuses nothing, controls, separators and bidirectional overrides; keeps HTML as plain text', () => {
    for (const raw of ['', '   ', '\u3000', null, 7]) expect(checkScreenName(raw)).toEqual({ ok: false, problem: 'empty' });
    for (const raw of ['a\u0000b', 'a\tb', 'a\nb', 'a\u0085b', 'a\u2028b', '\u202Eabc', 'a\u2066b', '\uFEFFa', 'a\uDC00']) {
      expect(checkScreenName(raw), JSON.stringify(raw)).toEqual({ ok: false, problem: 'forbidden-character' });
    }
    expect(checkScreenName('<script>alert(1)</script>')).toEqual({ ok: true, name: '<script>alert(1)</script>' });
    expect(checkScreenName('👨‍👩‍👧 家庭')).toMatchObject({ ok: true });
  });
});

describe('a saved screen’s query', () => {
  it('is kept as given without its leading ?, up to 2,000 characters of what a URL query holds', () => {
    expect(checkScreenQuery('?yield=5-&sort=yield')).toBe('yield=5-&sort=yield');
    expect(checkScreenQuery('')).toBe('');
    expect(checkScreenQuery('a=%E6%9C%88')).toBe('a=%E6%9C%88');
    expect(checkScreenQuery('a'.repeat(2000))).toBe('a'.repeat(2000));
    for (const raw of ['a'.repeat(2001), 'a=1 2', 'a=1#x', 'a=月', 'a=\n', undefined]) expect(checkScreenQuery(raw)).toBeNull();
  });

  it('opens at the screener', () => {
    expect(screenHref('yield=5-')).toBe('/screener?yield=5-');
    expect(screenHref('')).toBe('/screener');
  });
});
