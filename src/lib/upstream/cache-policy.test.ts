import { describe, expect, it } from 'vitest';
import { POLICIES, sharedCachePolicy } from './cache-policy';

describe('sharedCachePolicy', () => {
  it('a call that states no policy is never shared', () => {
    expect(sharedCachePolicy(undefined, { sendsToken: false })).toBeUndefined();
    expect(sharedCachePolicy(undefined, { sendsToken: true, tokenKind: 'guest' })).toBeUndefined();
  });

  it('a stated policy applies without a token or with a guest token only', () => {
    expect(sharedCachePolicy(POLICIES.article, { sendsToken: false })).toBe(POLICIES.article);
    expect(sharedCachePolicy(POLICIES.article, { sendsToken: true, tokenKind: 'guest' })).toBe(POLICIES.article);
    expect(sharedCachePolicy(POLICIES.article, { sendsToken: true, tokenKind: 'member' })).toBeUndefined();
    // A token nobody vouched for counts as personal.
    expect(sharedCachePolicy(POLICIES.article, { sendsToken: true })).toBeUndefined();
  });

  it('every policy keeps stale-if-error at least as long as stale-while-revalidate', () => {
    for (const policy of Object.values(POLICIES)) {
      expect(policy.ttl, policy.name).toBeGreaterThan(0);
      expect(policy.staleIfError, policy.name).toBeGreaterThanOrEqual(policy.staleWhileRevalidate);
    }
  });
});
