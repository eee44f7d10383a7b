import { describe, expect, it } from 'vitest';
import { topUpHref } from './top-up';

const TOP_UP = 'https://pay.example.com/wallet/top-up';
const SITE = 'https://usstock.example.com';

const returnUrlOf = (href: string) => new URL(href).searchParams.get('returnUrl');

describe('topUpHref', () => {
  it('links to the configured page with a return URL back to the article on this site', () => {
    const href = topUpHref(TOP_UP, SITE, '/article/149');
    expect(href).toBe('https://pay.example.com/wallet/top-up?returnUrl=https%3A%2F%2Fusstock.example.com%2Farticle%2F149');
    expect(returnUrlOf(href)).toBe('https://usstock.example.com/article/149');
  });

  it("keeps the page's own query and replaces a returnUrl it already had", () => {
    const href = new URL(topUpHref(`${TOP_UP}?channel=web&returnUrl=https://evil.example/`, SITE, '/article/7'));
    expect(href.searchParams.get('channel')).toBe('web');
    expect(href.searchParams.getAll('returnUrl')).toEqual(['https://usstock.example.com/article/7']);
  });

  it("takes SITE_URL's origin only (a path or trailing slash in it does not leak into the return URL)", () => {
    expect(returnUrlOf(topUpHref(TOP_UP, 'https://usstock.example.com/some/path/', '/article/7'))).toBe('https://usstock.example.com/article/7');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/%2F%2Fevil.example', 'javascript:alert(1)', '/logout'])(
    'never returns anywhere but this site: %s → the home page',
    (hostile) => {
      expect(returnUrlOf(topUpHref(TOP_UP, SITE, hostile))).toBe('https://usstock.example.com/');
    },
  );
});
