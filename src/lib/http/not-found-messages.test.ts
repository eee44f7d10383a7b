import { describe, expect, it } from 'vitest';
import { displayPath, routeValidationMessage, unmatchedRouteMessage } from './not-found-messages';

describe('404 messages', () => {
  it('distinguishes the unmatched route from the failed route validation', () => {
    expect(unmatchedRouteMessage('/nope')).toBe('Page not found: /nope');
    expect(routeValidationMessage('/stock/XX/info')).toBe('Page Not Found: /stock/XX/info');
  });

  it.each([
    ['<script>', '/<script>alert(1)</script>', '/%3Cscript%3Ealert(1)%3C/script%3E'],
    ['quotes', `/a'b"c`, '/a%27b%22c'],
    ['CR/LF and NUL', '/a\r\nb\u0000', '/a%0D%0Ab%00'],
    ['spaces and backslashes', '/a b\\c', '/a%20b%5Cc'],
    ['Chinese', '/舊文章', '/%E8%88%8A%E6%96%87%E7%AB%A0'],
    ['a lone surrogate', '/a\ud800', '/a%EF%BF%BD'],
    ['an encoded path stays as it is', '/%E8%88%8A', '/%E8%88%8A'],
  ])('escapes %s', (_label, path, expected) => {
    expect(displayPath(path)).toBe(expected);
  });

  it('cuts a very long path short', () => {
    const shown = displayPath(`/${'a'.repeat(5000)}`);
    expect(shown.length).toBeLessThanOrEqual(301);
    expect(shown.endsWith('…')).toBe(true);
  });
});
