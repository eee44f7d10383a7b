import { describe, expect, it } from 'vitest';
import { awaitsPageDetails, contentGroupFor, stockTagsFor } from './content-group';
import { locationPath } from './location-path';

describe('contentGroupFor', () => {
  it.each([
    ['/', 'home'],
    ['/watchlist', 'watchlist'],
    ['/stock/AAPL', 'stock/info'],
    ['/stock/AAPL/info', 'stock/info'],
    ['/stock/AAPL/price', 'stock/price'],
    ['/stock/.DJI/technical-analysis', 'stock/technical-analysis'],
    ['/stock/AAPL/finance/balance-sheet', 'stock/finance'],
    ['/stock/AAPL/earningsCall', 'stock/earningsCall'],
    ['/stock/AAPL/news/AAPL-20261120-0', 'stock/news'],
    ['/article', 'article-list'],
    ['/article/101', 'article'],
    ['/article/purchase', 'article-purchase'],
    ['/article/preview', 'article-preview'],
    ['/article/mine', 'article-mine'],
    ['/onlyarticlecontent/101', 'article-only'],
    ['/category/analysis', 'category'],
    ['/tag/降息', 'tag'],
    ['/author/1', 'author'],
    ['/search', 'search'],
    ['/search/台積電', 'search'],
  ])('%s → %s', (path, group) => {
    expect(contentGroupFor(path)).toBe(group);
  });

  it('calls anything else a 404, and sign-in steps no view at all', () => {
    for (const path of ['/nope', '/stock/AAPL/bogus', '/stock/AAPL/info/x', '/stock/AAPL/news/a/b', '/article/1/2', '/watchlist/x', '/tag/a/b', '/404']) {
      expect(contentGroupFor(path)).toBe('not-found');
    }
    for (const path of ['/login', '/logout', '/refresh', '/auth/sign-in-redirect', '/auth/silent']) expect(contentGroupFor(path)).toBeNull();
  });

  it('waits for details on article pages only', () => {
    expect(awaitsPageDetails('article')).toBe(true);
    expect(awaitsPageDetails('article-only')).toBe(true);
    expect(awaitsPageDetails('stock/info')).toBe(false);
    expect(awaitsPageDetails('author')).toBe(false);
  });
});

describe('stockTagsFor', () => {
  it('is the stock of a stock page, indices with their #', () => {
    expect(stockTagsFor('/stock/AAPL/info')).toEqual(['AAPL']);
    expect(stockTagsFor('/stock/brk.b/price')).toEqual(['BRK.B']);
    expect(stockTagsFor('/stock/.GSPC/info')).toEqual(['#GSPC']);
    expect(stockTagsFor('/stock/%2EDJI/info')).toEqual(['#DJI']);
  });

  it('is empty elsewhere and for ids that cannot be symbols', () => {
    expect(stockTagsFor('/article/1')).toEqual([]);
    expect(stockTagsFor('/stock')).toEqual([]);
    expect(stockTagsFor('/stock/<script>/info')).toEqual([]);
    expect(stockTagsFor('/stock/%E0%A4%A/info')).toEqual([]);
  });
});

describe('locationPath', () => {
  it('decodes the path, keeps the query, survives a bad escape', () => {
    expect(locationPath({ pathname: '/search/%E5%8F%B0%E7%A9%8D%E9%9B%BB', search: '?type=tags' })).toEqual({ path: '/search/台積電', fullPath: '/search/台積電?type=tags' });
    expect(locationPath({ pathname: '/search/%E0%A4%A', search: '' })).toEqual({ path: '/search/%E0%A4%A', fullPath: '/search/%E0%A4%A' });
  });
});
