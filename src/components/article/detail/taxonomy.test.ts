import { describe, expect, it } from 'vitest';
import { articleCategory, stockTagLinks, tagHref, tagLinks } from './taxonomy';

describe('articleCategory', () => {
  it('names the most specific category of the first category tag that has one', () => {
    expect(articleCategory(['美股盤前'])).toEqual({ label: '美股盤前', href: '/category/premarket' });
    expect(articleCategory(['美股盤勢'])).toEqual({ label: '盤勢分析', href: '/category/analysis' });
    expect(articleCategory(['美股個股'])).toEqual({ label: '個股報告', href: '/category/stock-report' });
    expect(articleCategory(['美股經濟'])).toEqual({ label: '關鍵趨勢', href: '/category/trend' });
    expect(articleCategory(['美股新聞快訊'])).toEqual({ label: '即時新聞', href: '/category/news' });
    expect(articleCategory(['不存在', '美股入門'])).toEqual({ label: '美股學院', href: '/category/academy' });
  });

  it('has no category for no category tags, or Object.prototype names', () => {
    expect(articleCategory([])).toBeUndefined();
    expect(articleCategory(['constructor', '__proto__'])).toBeUndefined();
  });
});

describe('tag links', () => {
  it('percent-encodes tags into /tag/{tag}, so hostile tags stay one path segment', () => {
    expect(tagHref('AI 晶片')).toBe('/tag/AI%20%E6%99%B6%E7%89%87');
    expect(tagHref('../../etc/passwd')).toBe('/tag/..%2F..%2Fetc%2Fpasswd');
    expect(tagHref('<script>alert("x")</script>')).toBe('/tag/%3Cscript%3Ealert(%22x%22)%3C%2Fscript%3E');
    expect(tagHref('a\uD800b')).toBe('/tag/a%EF%BF%BDb');
  });

  it('lists each tag once and skips blank ones', () => {
    expect(tagLinks(['AI', ' ', 'AI', '週報']).map((l) => l.label)).toEqual(['AI', '週報']);
  });
});

describe('stockTagLinks', () => {
  it('links symbols to their info tab, indices by their Chinese name with "." in the URL', () => {
    expect(stockTagLinks(['NVDA', 'BRK.B', '#GSPC', 'nvda'])).toEqual([
      { label: 'NVDA', href: '/stock/NVDA/info' },
      { label: 'BRK.B', href: '/stock/BRK.B/info' },
      { label: '標普500指數', href: '/stock/.GSPC/info' },
    ]);
  });

  it('drops stock tags that cannot be symbols', () => {
    expect(stockTagLinks(['<script>', '../x', 'A'.repeat(40), ''])).toEqual([]);
  });
});
