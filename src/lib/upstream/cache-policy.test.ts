import { describe, expect, it } from 'vitest';
import { cachePolicyFor, POLICIES } from './cache-policy';

const call = (service: 'article' | 'business' | 'forum' | 'profile' | 'identity', method: string, path: string, extra: { sendsToken?: boolean; tokenKind?: 'guest' | 'member' } = {}) =>
  cachePolicyFor({ service, method, path, sendsToken: extra.sendsToken ?? false, tokenKind: extra.tokenKind });

describe('cachePolicyFor', () => {
  it('gives public calls their policy', () => {
    expect(call('business', 'POST', '/api/Stock/Quotes')).toBe(POLICIES.quotes);
    expect(call('business', 'GET', '/api/Stock/NVDA/PriceHistory')).toBe(POLICIES.priceHistory);
    expect(call('business', 'GET', '/api/Stock/%23DJI/Financials/income-statement')).toBe(POLICIES.statements);
    expect(call('business', 'GET', '/api/Stock/Directory')).toBe(POLICIES.directory);
    expect(call('article', 'GET', '/api/Article/Recent/Summary')).toBe(POLICIES.recentArticles);
    expect(call('article', 'POST', '/api/Article/Search/Tags')).toBe(POLICIES.articleSearch);
    expect(call('forum', 'GET', '/api/Rank/USCommodity')).toBe(POLICIES.popularRank);
    expect(call('profile', 'POST', '/graphql/query/members')).toBe(POLICIES.members);
  });

  it('never caches personal or state-changing calls', () => {
    expect(call('business', 'GET', '/api/Watchlist', { sendsToken: true })).toBeUndefined();
    expect(call('business', 'PUT', '/api/Watchlist/NVDA', { sendsToken: true, tokenKind: 'guest' })).toBeUndefined();
    expect(call('article', 'GET', '/api/Role', { sendsToken: true, tokenKind: 'guest' })).toBeUndefined();
    expect(call('article', 'GET', '/api/Article/Unlocked')).toBeUndefined();
    expect(call('article', 'GET', '/api/Author/7/Ownership')).toBeUndefined();
    expect(call('article', 'GET', '/api/Article/12/Author/3')).toBeUndefined();
    expect(call('article', 'GET', '/api/Writer/AuthorizedAuthors')).toBeUndefined();
    expect(call('article', 'POST', '/api/Authorization/Article/1/Author/2/BonusPoint')).toBeUndefined();
    expect(call('article', 'DELETE', '/api/Article/12/Author/3')).toBeUndefined();
    expect(call('profile', 'POST', '/graphql/query/member', { sendsToken: true })).toBeUndefined();
    expect(call('identity', 'POST', '/token')).toBeUndefined();
    expect(call('identity', 'GET', '/has-logged-in')).toBeUndefined();
  });

  it('the article detail is shared without a token or with a guest token only', () => {
    expect(call('article', 'GET', '/api/Article/146')).toBe(POLICIES.article);
    expect(call('article', 'GET', '/api/Article/146', { sendsToken: true, tokenKind: 'guest' })).toBe(POLICIES.article);
    expect(call('article', 'GET', '/api/Article/146', { sendsToken: true, tokenKind: 'member' })).toBeUndefined();
    expect(call('article', 'GET', '/api/Article/146', { sendsToken: true })).toBeUndefined();
  });

  it('matches whole paths and methods only', () => {
    expect(call('business', 'GET', '/api/Stock/Quotes')).toBeUndefined();
    expect(call('business', 'POST', '/api/Stock/Quotes/extra')).toBeUndefined();
    expect(call('article', 'GET', '/api/Article/146/../Unlocked')).toBeUndefined();
    expect(call('forum', 'GET', '/api/Stock/Indices')).toBeUndefined();
  });

  it('every policy keeps stale-if-error at least as long as stale-while-revalidate', () => {
    for (const policy of Object.values(POLICIES)) {
      expect(policy.ttl, policy.name).toBeGreaterThan(0);
      expect(policy.staleIfError, policy.name).toBeGreaterThanOrEqual(policy.staleWhileRevalidate);
    }
  });
});
