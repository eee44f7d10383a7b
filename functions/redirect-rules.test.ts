import { describe, expect, it } from 'vitest';
import { buildRedirectEntry, chainStatus, parseAllowedHosts, parseRedirectTarget, parseRedirectValue, redirectKey } from './redirect-rules';

const ALLOWED = parseAllowedHosts('www.example.com, partner.example.com:8443  blog.example.org');

describe('redirectKey', () => {
  it('normalises case, trailing slashes and percent-encoding', () => {
    expect(redirectKey('/Old-Page/')).toBe('/old-page');
    expect(redirectKey('/old-page')).toBe('/old-page');
    expect(redirectKey('/%6Fld-page')).toBe('/old-page');
    expect(redirectKey('/%E8%88%8A%E6%96%87%E7%AB%A0')).toBe('/舊文章');
    expect(redirectKey('/')).toBe('/');
  });

  it('composes Unicode to NFC so the editor and the browser agree', () => {
    expect(redirectKey(encodeURI('/cafe\u0301'))).toBe(redirectKey(encodeURI('/caf\u00e9')));
  });

  it('refuses paths that cannot be keys', () => {
    expect(redirectKey('/%E0%A4%A')).toBeNull(); // malformed percent-encoding
    expect(redirectKey('/a%00b')).toBeNull(); // NUL byte
    expect(redirectKey('/a%0D%0ASet-Cookie:x')).toBeNull(); // CRLF
    expect(redirectKey(`/${'a'.repeat(5000)}`)).toBeNull(); // beyond KV's 512-byte key limit
    expect(redirectKey(`/${'舊'.repeat(200)}`)).toBeNull(); // 600 bytes in UTF-8
    expect(redirectKey(`/${'a'.repeat(511)}`)).toBe(`/${'a'.repeat(511)}`);
  });
});

describe('parseAllowedHosts', () => {
  it('reads commas and spaces, lower-cases, ignores non-strings', () => {
    expect([...parseAllowedHosts(' A.example.com,b.example.com  c.example.com ')]).toEqual(['a.example.com', 'b.example.com', 'c.example.com']);
    expect(parseAllowedHosts(undefined).size).toBe(0);
    expect(parseAllowedHosts(42).size).toBe(0);
  });
});

describe('parseRedirectTarget', () => {
  it('accepts same-site paths with query and hash', () => {
    expect(parseRedirectTarget('/new', ALLOWED)).toEqual({ ok: true, target: { kind: 'internal', path: '/new', query: '', hash: '' } });
    expect(parseRedirectTarget('/article/12?from=old#top', ALLOWED)).toEqual({ ok: true, target: { kind: 'internal', path: '/article/12', query: 'from=old', hash: '#top' } });
    expect(parseRedirectTarget('/新文章', ALLOWED)).toMatchObject({ ok: true, target: { path: '/%E6%96%B0%E6%96%87%E7%AB%A0' } });
  });

  it('accepts allowlisted absolute URLs only', () => {
    expect(parseRedirectTarget('https://www.example.com/x?y=1', ALLOWED)).toEqual({ ok: true, target: { kind: 'external', url: 'https://www.example.com/x?y=1' } });
    expect(parseRedirectTarget('HTTPS://WWW.EXAMPLE.COM/x', ALLOWED)).toMatchObject({ ok: true });
    expect(parseRedirectTarget('https://partner.example.com:8443/a', ALLOWED)).toMatchObject({ ok: true });
    expect(parseRedirectTarget('https://evil.com/', ALLOWED)).toMatchObject({ ok: false, reason: expect.stringContaining('not in REDIRECT_ALLOWED_HOSTS') });
    expect(parseRedirectTarget('https://www.example.com.evil.com/', ALLOWED)).toMatchObject({ ok: false });
    expect(parseRedirectTarget('https://evil.com@www.example.com/', ALLOWED)).toMatchObject({ ok: false, reason: 'target carries credentials' });
    expect(parseRedirectTarget('https://www.example.com@evil.com/', ALLOWED)).toMatchObject({ ok: false });
    expect(parseRedirectTarget('https://partner.example.com:9999/a', ALLOWED)).toMatchObject({ ok: false });
  });

  it('on an https site (a deployment), refuses http targets even on allowlisted hosts', () => {
    const production = { httpsOnly: true };
    expect(parseRedirectTarget('https://www.example.com/x', ALLOWED, production)).toMatchObject({ ok: true });
    expect(parseRedirectTarget('http://www.example.com/x', ALLOWED, production)).toEqual({ ok: false, reason: 'an absolute target must be https' });
    expect(parseRedirectTarget('HTTP://WWW.EXAMPLE.COM/x', ALLOWED, production)).toMatchObject({ ok: false });
    // Local development (http site) keeps http for the sandbox.
    expect(parseRedirectTarget('http://www.example.com/x', ALLOWED)).toMatchObject({ ok: true });
    expect(parseRedirectValue('{"target":"http://www.example.com/x","status":302}', ALLOWED, production)).toMatchObject({ ok: false });
    expect(parseRedirectValue('{"target":"/same-site","status":302}', ALLOWED, production)).toMatchObject({ ok: true });
  });

  it.each([
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%5Cevil.com',
    '/%5c%5cevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /new',
    '/ne w',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'https:evil.com',
    'https:/evil.com',
    'http://evil.com',
    'ftp://www.example.com/',
    'evil.com',
    'new-page',
    '',
    '/%E0%A4%A',
    '/a%00b',
    '\u0000/new',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (target) => {
    expect(parseRedirectTarget(target, ALLOWED).ok).toBe(false);
  });
});

describe('parseRedirectValue', () => {
  it('reads target and status, 301 by default', () => {
    expect(parseRedirectValue('{"target":"/new"}', ALLOWED)).toMatchObject({ ok: true, rule: { status: 301 } });
    for (const status of [301, 302, 307, 308]) {
      expect(parseRedirectValue(JSON.stringify({ target: '/new', status }), ALLOWED)).toMatchObject({ ok: true, rule: { status } });
    }
  });

  it.each([
    ['not JSON', '/new', 'value is not valid JSON'],
    ['truncated JSON', '{"target":"/new"', 'value is not valid JSON'],
    ['a JSON string', '"/new"', 'value'],
    ['null', 'null', 'value'],
    ['an array', '[]', 'value'],
    ['a missing target', '{"status":301}', 'target'],
    ['a numeric target', '{"target":42}', 'target'],
    ['an empty target', '{"target":""}', 'target'],
    ['status 200', '{"target":"/new","status":200}', 'status'],
    ['status 303', '{"target":"/new","status":303}', 'status'],
    ['status as text', '{"target":"/new","status":"301"}', 'status'],
    ['an open redirect', '{"target":"//evil.com"}', 'protocol-relative'],
  ])('refuses %s', (_label, raw, reason) => {
    const parsed = parseRedirectValue(raw, ALLOWED);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });
});

describe('chainStatus', () => {
  it('stays permanent only when every hop is', () => {
    expect(chainStatus([301])).toBe(301);
    expect(chainStatus([308, 301])).toBe(308);
    expect(chainStatus([301, 302])).toBe(302);
    expect(chainStatus([308, 307])).toBe(307);
    expect(chainStatus([302, 301])).toBe(302);
    expect(chainStatus([307])).toBe(307);
    expect(chainStatus([])).toBe(301);
  });
});

describe('buildRedirectEntry (the editor script)', () => {
  it('normalises the key and writes the JSON value', () => {
    expect(buildRedirectEntry('/Old-Page/', '/new', 301)).toEqual({ ok: true, key: '/old-page', value: '{"target":"/new","status":301}', external: false });
    expect(buildRedirectEntry('/舊文章', '/article/1', undefined)).toEqual({ ok: true, key: '/舊文章', value: '{"target":"/article/1"}', external: false });
    expect(buildRedirectEntry('/x', 'https://www.example.com/y', 302)).toMatchObject({ ok: true, external: true });
  });

  it('refuses bad paths, targets, statuses and self-loops', () => {
    expect(buildRedirectEntry('old', '/new', 301)).toMatchObject({ ok: false });
    expect(buildRedirectEntry('/old', '//evil.com', 301)).toMatchObject({ ok: false });
    expect(buildRedirectEntry('/old', 'javascript:alert(1)', 301)).toMatchObject({ ok: false });
    expect(buildRedirectEntry('/old', '/new', 200)).toMatchObject({ ok: false, reason: expect.stringContaining('status') });
    expect(buildRedirectEntry('/Old/', '/old?x=1', 301)).toMatchObject({ ok: false, reason: expect.stringContaining('loop') });
    expect(buildRedirectEntry(`/${'a'.repeat(600)}`, '/new', 301)).toMatchObject({ ok: false });
  });
});
