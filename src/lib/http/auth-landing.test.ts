import { describe, expect, it } from 'vitest';
import { authLandingHref, authLandingTarget } from './auth-landing';

describe('authLandingTarget: the rest of the path is where to return', () => {
  it.each([
    ['/auth/stock/NVDA/info', '', '/stock/NVDA/info'],
    ['/auth/stock/.GSPC/info', '', '/stock/.GSPC/info'],
    ['/auth/article/101', '', '/article/101'],
    ['/auth/search/%E9%99%8D%E6%81%AF', '?type=title', '/search/%E9%99%8D%E6%81%AF?type=title'],
    ['/auth/watchlist', '?x=1', '/watchlist?x=1'],
    ['/auth/a/../article', '', '/article'],
  ])('%s%s → %s', (pathname, search, target) => {
    expect(authLandingTarget(pathname, search)).toEqual({ target, refused: false });
  });

  it.each(['/auth', '/auth/'])('%s (nothing given) → home, not a refusal', (pathname) => {
    expect(authLandingTarget(pathname, '')).toEqual({ target: '/', refused: false });
  });
});

describe('authLandingTarget refuses what could leave the site (→ /)', () => {
  it.each([
    // Another site, however written in the path.
    ['/auth//evil.example', ''],
    ['/auth///evil.example/x', ''],
    ['/auth/https://evil.example', ''],
    ['/auth/https:/evil.example', ''],
    ['/auth/HTTPS:evil.example', ''],
    ['/auth/javascript:alert(1)', ''],
    ['/auth/JavaScript:alert(document.cookie)', ''],
    ['/auth/javascript%3Aalert(1)', ''],
    ['/auth/data:text/html,x', ''],
    // Encoded slashes and backslashes that some decoder could turn into `//`.
    ['/auth/%2F%2Fevil.example', ''],
    ['/auth/%2f%2fevil.example', ''],
    ['/auth/%252F%252Fevil.example', ''],
    ['/auth/%5Cevil.example', ''],
    ['/auth/\\evil.example', ''],
    ['/auth/a/..//evil.example', ''],
    ['/auth/%09/evil.example', ''],
    // Sign-in routes themselves: no loops.
    ['/auth/login', ''],
    ['/auth/logout', ''],
    ['/auth/auth/stock', ''],
    ['/auth/auth/sign-in-redirect', '?code=x'],
    ['/auth/RSC/R/stock/NVDA.txt', ''],
    // Too long.
    [`/auth/${'a'.repeat(3000)}`, ''],
    ['/auth/x', `?q=${'b'.repeat(3000)}`],
  ])('%s%s', (pathname, search) => {
    expect(authLandingTarget(pathname, search)).toEqual({ target: '/', refused: true });
  });

  it('is only about /auth paths', () => {
    expect(authLandingTarget('/authors/1', '')).toEqual({ target: '/', refused: true });
    expect(authLandingTarget('/login', '')).toEqual({ target: '/', refused: true });
  });

  it('never throws and never answers another origin, whatever the path', () => {
    for (const rest of ['/%', '/%E0%A4%A', '/\ud800', '/%ED%A0%80', '/%00', '/ ', '/\u3000', '/%C0%AF']) {
      const { target } = authLandingTarget(`/auth${rest}`, '');
      expect(target.startsWith('/')).toBe(true);
      expect(target.startsWith('//')).toBe(false);
      expect(target.includes('\\')).toBe(false);
    }
  });
});

describe('authLandingHref', () => {
  it('writes the return path after /auth; home is /auth', () => {
    expect(authLandingHref('/stock/NVDA/info')).toBe('/auth/stock/NVDA/info');
    expect(authLandingHref('/search/蘋果?type=title')).toBe('/auth/search/%E8%98%8B%E6%9E%9C?type=title');
    expect(authLandingHref('/')).toBe('/auth');
    expect(authLandingHref('//evil.example')).toBe('/auth');
  });

  it('round-trips through authLandingTarget', () => {
    for (const target of ['/stock/NVDA/info', '/article/101?x=1', '/search/%E8%98%8B%E6%9E%9C']) {
      const url = new URL(authLandingHref(target), 'https://site.test');
      expect(authLandingTarget(url.pathname, url.search)).toEqual({ target, refused: false });
    }
  });
});
