import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../upstream/errors';
import { alertsGuard, isPreviewable, isPrivatePagePath, isRefusal, mineGuard, myScreensGuard, type OwnershipAnswer, parsePreviewQuery, previewGuard, purchaseGuard, watchlistGuard } from './guards';

const owner = (authorId: number, isOwner: boolean): OwnershipAnswer => ({ kind: 'answered', ownership: { authorId, isOwner } });

describe('purchase and watchlist guards', () => {
  it('/article/purchase: a member stays, anyone else goes to /article', () => {
    expect(purchaseGuard(1001)).toEqual({ kind: 'allow' });
    expect(purchaseGuard(null)).toEqual({ kind: 'redirect', to: '/article' });
  });

  it('/watchlist: a member stays, anyone else goes to the sign-in landing that returns there', () => {
    expect(watchlistGuard(1001)).toEqual({ kind: 'allow' });
    expect(watchlistGuard(null)).toEqual({ kind: 'redirect', to: '/auth/watchlist' });
  });

  it('/screener/mine: a member stays, a guest lands on the sign-in landing that returns there', () => {
    expect(myScreensGuard(1001)).toEqual({ kind: 'allow' });
    expect(myScreensGuard(null)).toEqual({ kind: 'redirect', to: '/auth/screener/mine' });
  });

  it('/alerts: a member stays, a guest lands on the sign-in landing that returns to 通知', () => {
    expect(alertsGuard(1001)).toEqual({ kind: 'allow' });
    expect(alertsGuard(null)).toEqual({ kind: 'redirect', to: '/auth/alerts' });
  });

  it('/article/mine: a member stays, a guest signs in first and comes back', () => {
    expect(mineGuard(1001)).toEqual({ kind: 'allow' });
    expect(mineGuard(null)).toEqual({ kind: 'redirect', to: '/login?from=%2Farticle%2Fmine' });
  });

  it('names the member-only pages as private, whatever the trailing slash or case', () => {
    for (const path of [
      '/article/purchase',
      '/article/purchase/',
      '/article/preview',
      '/article/mine',
      '/watchlist',
      '/Watchlist//',
      '/screener/mine',
      '/screener/mine/',
      '/alerts',
      '/alerts/new',
      '/Alerts/',
    ]) {
      expect(isPrivatePagePath(path)).toBe(true);
    }
    for (const path of ['/', '/article', '/article/1', '/watchlist-x', '/stock/NVDA/info', '/article/purchases', '/screener', '/screener/high-yield', '/alertsx']) {
      expect(isPrivatePagePath(path)).toBe(false);
    }
  });
});

describe('parsePreviewQuery', () => {
  it('reads the ids and an optional version', () => {
    expect(parsePreviewQuery('articleId=190&authorId=1')).toEqual({ articleId: 190, authorId: 1, version: null });
    expect(parsePreviewQuery('?articleId=190&authorId=1&version=3')).toEqual({ articleId: 190, authorId: 1, version: 3 });
    expect(parsePreviewQuery(new URLSearchParams({ articleId: '190', authorId: '1', version: '' }))).toEqual({ articleId: 190, authorId: 1, version: null });
    expect(parsePreviewQuery('articleId=999999999999999&authorId=1')).toEqual({ articleId: 999_999_999_999_999, authorId: 1, version: null });
  });

  it.each([
    ['nothing', ''],
    ['no query at all', undefined],
    ['no author', 'articleId=190'],
    ['no article', 'authorId=1'],
    ['empty ids', 'articleId=&authorId='],
    ['letters', 'articleId=abc&authorId=1'],
    ['negative', 'articleId=-190&authorId=1'],
    ['zero', 'articleId=0&authorId=1'],
    ['leading zero', 'articleId=0190&authorId=1'],
    ['decimal', 'articleId=1.5&authorId=1'],
    ['exponent', 'articleId=1e3&authorId=1'],
    ['hex', 'articleId=0x10&authorId=1'],
    ['huge', `articleId=${'9'.repeat(16)}&authorId=1`],
    ['huge author', `articleId=190&authorId=${'1'.repeat(400)}`],
    ['dot-dot', 'articleId=..&authorId=1'],
    ['traversal', 'articleId=190%2F..%2F..%2Fadmin&authorId=1'],
    ['encoded slash', 'articleId=190&authorId=1%2F2'],
    ['spaces', 'articleId=%20190&authorId=1'],
    ['plus as space', 'articleId=190+&authorId=1'],
    ['full-width digits', 'articleId=１９０&authorId=1'],
    ['markup', 'articleId=<script>&authorId=1'],
    ['null byte', 'articleId=190%00&authorId=1'],
    ['repeated id', 'articleId=190&articleId=191&authorId=1'],
    ['repeated version', 'articleId=190&authorId=1&version=1&version=2'],
    ['bad version', 'articleId=190&authorId=1&version=latest'],
    ['negative version', 'articleId=190&authorId=1&version=-1'],
    ['zero version', 'articleId=190&authorId=1&version=0'],
  ])('%s → null (404)', (_label, query) => {
    expect(parsePreviewQuery(query)).toBeNull();
  });
});

describe('previewGuard', () => {
  const request = { articleId: 190, authorId: 1, version: null };

  it('lets the owner of the author in', () => {
    expect(previewGuard(1002, request, owner(1, true))).toEqual({ kind: 'allow' });
  });

  it('404 for guests, bad queries, non-owners and refusals', () => {
    expect(previewGuard(null, request, owner(1, true))).toEqual({ kind: 'notFound' });
    expect(previewGuard(1002, null, owner(1, true))).toEqual({ kind: 'notFound' });
    expect(previewGuard(1001, request, owner(1, false))).toEqual({ kind: 'notFound' });
    expect(previewGuard(1002, request, { kind: 'refused' })).toEqual({ kind: 'notFound' });
    expect(previewGuard(1002, request, null)).toEqual({ kind: 'notFound' });
  });

  it('an ownership answer for another author is not permission', () => {
    expect(previewGuard(1002, request, owner(2, true))).toEqual({ kind: 'notFound' });
  });

  it('an outage is an error state, not a 404 and not a 5xx', () => {
    expect(previewGuard(1002, request, { kind: 'failed' })).toEqual({ kind: 'unavailable' });
  });

  it('tells refusals from outages', () => {
    for (const status of [400, 401, 403, 404, 410]) expect(isRefusal(new UpstreamError('article', status, 'x'))).toBe(true);
    for (const status of [500, 502, 503, 504]) expect(isRefusal(new UpstreamError('article', status, 'x'))).toBe(false);
    expect(isRefusal(new TypeError('fetch failed'))).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });

  it('shows the asked article of the asked author in every status (the owner sees what they deleted), never another article', () => {
    expect(isPreviewable({ articleId: 190, authorId: 1 }, request)).toBe(true);
    expect(isPreviewable({ articleId: 191, authorId: 1 }, request)).toBe(false);
    expect(isPreviewable({ articleId: 190, authorId: 2 }, request)).toBe(false);
  });
});
