import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@/lib/upstream/article';
import { mineRowOf, previewHref, publicHref } from './mine-rows';

const summary: ArticleSummary = {
  articleId: 190,
  authorId: 1,
  version: 2,
  title: '（草稿）2027 年美股展望',
  summary: '',
  cover: null,
  categoryTags: [],
  tags: [],
  stockTags: [],
  isPaid: true,
  price: 30,
  status: 'draft',
  visibility: 'private',
  totalViews: 12_345,
  publishedAt: '2026-11-19T14:00:00Z',
  updatedAt: '2026-11-21T15:30:00Z',
};

describe('mineRowOf', () => {
  it('formats the date in Taipei time, views as an integer and the price in pCoin', () => {
    expect(mineRowOf(summary)).toEqual({
      articleId: 190,
      authorId: 1,
      title: '（草稿）2027 年美股展望',
      status: 'draft',
      visibility: 'private',
      version: 2,
      updatedAt: '2026-11-21T15:30:00Z',
      updatedText: '2026/11/21 23:30 台北',
      viewsText: '12,345',
      priceText: '30 pCoin',
    });
    expect(mineRowOf({ ...summary, price: 0, isPaid: false }).priceText).toBe('免費');
  });
});

describe('links of a row', () => {
  it('previews by both ids, and links the public page only when published', () => {
    expect(previewHref(summary)).toBe('/article/preview?articleId=190&authorId=1');
    expect(publicHref(summary)).toBeNull();
    expect(publicHref({ ...summary, status: 'published' })).toBe('/article/190');
    expect(publicHref({ ...summary, status: 'deleted' })).toBeNull();
  });
});
