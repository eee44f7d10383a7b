import { isValidElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type RequestAuth, runWithRequestAuth } from '@/lib/server/request-auth';

/** The /article/purchase and /watchlist pages' guards, run the way the render runs them (ALS auth). */
class WakuRedirect extends Error {
  constructor(readonly location: string) {
    super(`redirect ${location}`);
  }
}
vi.mock('@/lib/server/request-context', () => ({
  redirect: (location: string) => {
    throw new WakuRedirect(location);
  },
  getUpstreamContext: () => ({}),
  getConfig: () => ({ IMAGE_PROXY_URL: 'https://img.test/proxy', SITE_URL: 'https://site.test' }),
}));

const { default: PurchasePage } = await import('@/pages/(article)/article/purchase');
const { default: WatchlistPage } = await import('@/pages/(default)/watchlist');

const EXP = 2_000_000_000;
const member: RequestAuth = { kind: 'member', accessToken: 't', claims: { sub: '1001', user_guid: 'g', is_guest: false, exp: EXP } };
const guest: RequestAuth = { kind: 'guest', accessToken: 't', claims: { sub: 'guest-g', user_guid: 'g', is_guest: true, exp: EXP } };
const brokenMember: RequestAuth = { kind: 'member', accessToken: 't', claims: { sub: 'abc', user_guid: 'g', is_guest: false, exp: EXP } };
const guestTokenInMemberSession: RequestAuth = { ...guest, kind: 'member' };

const redirectOf = (render: () => unknown): string | null => {
  try {
    render();
    return null;
  } catch (err) {
    if (err instanceof WakuRedirect) return err.location;
    throw err;
  }
};

describe('page guards', () => {
  it.each([
    ['no session', null],
    ['a guest', guest],
    ['a member session with a non-numeric sub', brokenMember],
    ['a member session holding a guest token', guestTokenInMemberSession],
  ])('%s: /article/purchase → /article, /watchlist → /auth/watchlist', (_label, auth) => {
    expect(runWithRequestAuth(auth, () => redirectOf(() => PurchasePage({ query: '' })))).toBe('/article');
    expect(runWithRequestAuth(auth, () => redirectOf(() => WatchlistPage()))).toBe('/auth/watchlist');
  });

  it('a member gets both pages', () => {
    runWithRequestAuth(member, () => {
      expect(isValidElement(PurchasePage({ query: 'cursor=abc' }))).toBe(true);
      expect(isValidElement(WatchlistPage())).toBe(true);
    });
  });
});
