import { describe, expect, it } from 'vitest';
import { articlesOverBudget, articleTitle, isArticlePath, isStorable, linkedStyleSheets, RECENT_ARTICLES_MAX } from './recent-articles';

const headers = (values: Record<string, string>) => new Headers(values);

describe('recent articles kept for offline reading', () => {
  it('keeps article pages only', () => {
    expect(isArticlePath('/article/149')).toBe(true);
    for (const path of ['/article', '/article/149/x', '/article/preview', '/article/mine', '/stock/NVDA/info', '/article/149?x']) expect(isArticlePath(path)).toBe(false);
  });

  it("stores a guest's page, never a member's (no-store), an error or a non-HTML answer", () => {
    expect(isStorable(200, headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache' }))).toBe(true);
    expect(isStorable(200, headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isStorable(200, headers({ 'content-type': 'text/html', 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorable(503, headers({ 'content-type': 'text/html' }))).toBe(false);
    expect(isStorable(200, headers({ 'content-type': 'text/x-component' }))).toBe(false);
  });

  it("reads the page's title without the site's name, entities decoded", () => {
    expect(articleTitle('<head><title>年度報告：AT&amp;T 與 &quot;5G&quot;｜美股通</title></head>')).toBe('年度報告：AT&T 與 "5G"');
    expect(articleTitle('<title>｜美股通</title>')).toBeNull();
    expect(articleTitle('<p>no title</p>')).toBeNull();
  });

  it("finds the page's own style sheets, not a first visit's deferred copy or another site's", () => {
    const html =
      '<link rel="stylesheet" href="/assets/_root-A.css" data-precedence="x"/><link rel="stylesheet" media="print" href="/assets/_root-B.css"/>' +
      '<link rel="stylesheet" href="https://cdn.example/x.css"/><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/_root-A.css"/>';
    expect(linkedStyleSheets(html)).toEqual(['/assets/_root-A.css']);
  });

  it(`keeps the newest ${RECENT_ARTICLES_MAX} and names the rest, oldest included`, () => {
    const kept = Array.from({ length: RECENT_ARTICLES_MAX + 2 }, (_, i) => ({ url: `/article/${i}`, storedAt: 1_000 + i }));
    expect(articlesOverBudget(kept).sort()).toEqual(['/article/0', '/article/1']);
    expect(articlesOverBudget(kept.slice(0, RECENT_ARTICLES_MAX))).toEqual([]);
  });
});
