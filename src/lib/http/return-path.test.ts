import { describe, expect, it } from 'vitest';
import { isAuthOrInternalPath, loginHref, MAX_RETURN_PATH_LENGTH, safeReturnPath } from './return-path';

describe('safeReturnPath keeps same-site paths', () => {
  it.each([
    ['/', '/'],
    ['/stock/NVDA', '/stock/NVDA'],
    ['/stock/NVDA/finance/cash-flow?period=q', '/stock/NVDA/finance/cash-flow?period=q'],
    ['/article/category/analysis?page=2#top', '/article/category/analysis?page=2#top'],
    ['/search?q=apple%20inc', '/search?q=apple%20inc'],
    ['/search/a%2Fb', '/search/a%2Fb'],
    ['/search?q=100%25', '/search?q=100%25'],
    ['/search?q=%', '/search?q=%'],
    ['/search?q=//evil.com', '/search?q=//evil.com'],
    ['/watchlist?next=https://evil.com', '/watchlist?next=https://evil.com'],
    ['/article?tag=\\x', '/article?tag=\\x'],
    // Encoded controls in the query are data: they stay encoded in the redirect.
    ['/article?x=%0d%0a', '/article?x=%0d%0a'],
    ['/loginx', '/loginx'],
    ['/article/login', '/article/login'],
  ])('%s → %s', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });

  it('percent-encodes non-ASCII text and resolves dot segments', () => {
    expect(safeReturnPath('/search/蘋果')).toBe('/search/%E8%98%8B%E6%9E%9C');
    expect(safeReturnPath('/a/b/../c/./d')).toBe('/a/c/d');
    expect(safeReturnPath('/../../etc/passwd')).toBe('/etc/passwd');
  });

  it('keeps a path of exactly the maximum length', () => {
    const path = `/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 1)}`;
    expect(safeReturnPath(path)).toBe(path);
  });
});

describe('safeReturnPath refuses anything that could leave the site', () => {
  it.each([
    // Other origins, however written.
    '//evil.com',
    '//evil.com/path',
    '///evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    'https://evil.com',
    'http://evil.com/x',
    'HTTPS://evil.com',
    'https:evil.com',
    'https:/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'evil.com',
    'stock/NVDA',
    '?q=1',
    '#top',
    '',
    ' /stock',
    // Encoded tricks that some decoder on the way could turn into another origin.
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%2Fevil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/%252F%252Fevil.com',
    '/%25252F%25252Fevil.com',
    '/%2525252525252F%2Fevil.com',
    '/%2F%2Fevil.com%',
    '/%2F%2Fevil.com%zz',
    // Dot segments that resolve to a protocol-relative path.
    '/a/..//evil.com',
    '/.//evil.com',
    '/%2e%2e//evil.com',
    '/a/%2E%2E//evil.com',
    // Control characters and whitespace (the URL parser drops tabs and newlines).
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/%09/evil.com',
    '/%0D%0ASet-Cookie:x=1',
    '/stock%00',
    '/stock\u0000',
    '/stock\u0085',
    '/stock\u2028x',
    '/stock\u3000x',
    '/stock page',
    '/stock?q=a b',
    // Backslashes in the path (browsers read them as slashes).
    '/a\\..\\..\\/evil.com',
    '/foo\\bar',
  ])('%j → /', (from) => {
    expect(safeReturnPath(from)).toBe('/');
  });

  it.each([
    '/login',
    '/login/',
    '/LOGIN',
    '/login?from=/stock',
    '/login/callback',
    '/logout',
    '/logout?x=1',
    '/refresh',
    '/auth',
    '/auth/sign-in-redirect?code=x&state=y',
    '/auth/sign-out',
    '/Auth/Silent',
    '/%6Cogin',
    '/%2561uth/one-tap',
    '/stock/../login',
    '/stock/%2e%2e/logout',
    '/RSC/R/stock/NVDA.txt',
  ])('the auth route %j → /', (from) => {
    expect(safeReturnPath(from)).toBe('/');
  });

  it('refuses huge strings, including ones that only grow too long once encoded', () => {
    expect(safeReturnPath(`/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`)).toBe('/');
    expect(safeReturnPath(`/${'a'.repeat(1_000_000)}`)).toBe('/');
    expect(safeReturnPath(`/${'股'.repeat(1000)}`)).toBe('/');
    expect(safeReturnPath(`/${'/'.repeat(2000)}`)).toBe('/');
  });

  it.each([undefined, null, 0, 42, true, {}, [], ['/stock'], new String('/stock'), Symbol('x'), () => '/stock'])('refuses the non-string %s', (from) => {
    expect(safeReturnPath(from)).toBe('/');
  });

  it('never throws on lone surrogates or odd escapes', () => {
    for (const from of ['/\ud800', '/%ED%A0%80', '/%', '/%%%', '/%E0%A4%A', '/%C0%AF']) {
      expect(() => safeReturnPath(from)).not.toThrow();
      expect(safeReturnPath(from).startsWith('/')).toBe(true);
      expect(safeReturnPath(from).startsWith('//')).toBe(false);
    }
  });
});

describe('loginHref', () => {
  it('sends the visitor to /login with the encoded return path', () => {
    expect(loginHref('/stock/NVDA?tab=1')).toBe('/login?from=%2Fstock%2FNVDA%3Ftab%3D1');
    expect(new URL(loginHref('/search?q=a&b=c'), 'https://x.test').searchParams.get('from')).toBe('/search?q=a&b=c');
  });

  it('falls back to / for unsafe or auth paths', () => {
    expect(loginHref('//evil.com')).toBe('/login?from=%2F');
    expect(loginHref('https://evil.com')).toBe('/login?from=%2F');
    expect(loginHref('/logout')).toBe('/login?from=%2F');
  });

  it('round-trips: the server-side check accepts what the client sent', () => {
    const from = new URL(loginHref('/search/蘋果?q=a%20b'), 'https://x.test').searchParams.get('from');
    expect(safeReturnPath(from)).toBe(from);
  });
});

describe('isAuthOrInternalPath (no silent login there)', () => {
  it('names the sign-in routes (no silent login there) and nothing else', () => {
    for (const path of ['/login', '/logout', '/refresh', '/auth/sign-in-redirect', '/auth']) expect(isAuthOrInternalPath(path), path).toBe(true);
    for (const path of ['/', '/article', '/loginx', '/stock/AUTH/info']) expect(isAuthOrInternalPath(path), path).toBe(false);
  });
});
