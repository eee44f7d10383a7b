import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { getUnlockedArticles } from '../upstream/article';
import type { UpstreamContext } from '../upstream/http';
import { requestGuestToken } from '../upstream/identity';
import { requestAuthFor, sandboxContext } from '@tests/upstream-context';
import { memberIdOf } from './current-user';
import { canUseAuthorsCorner } from './roles';

// current-user.ts reads the worker's configuration through request-context.ts (Waku's runtime and
// the worker env); these tests hand loadCurrentUser its auth and context directly instead.
vi.mock('../server/request-context', () => ({ getUpstreamContext: () => sandboxContext() }));
const { loadCurrentUser } = await import('./current-user');

type Account = 'member' | 'author' | 'writer' | 'admin';

const authFor = requestAuthFor;
const memberAuth = async (account: Account) => authFor('member', inject('memberTokens')[account].access_token);

/** The sandbox context with some upstream calls answered by `fail` instead of the service. */
function contextFailing(pathPart: string, fail: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>): UpstreamContext {
  return { ...sandboxContext(), fetch: (input, init) => (String(input instanceof Request ? input.url : input).includes(pathPart) ? fail(input, init) : fetch(input, init)) };
}

describe('loadCurrentUser against the sandbox', () => {
  let memberBalance: number;
  beforeAll(async () => {
    // Other files may unlock articles as the demo member (each costs pCoin): the live balance is
    // the starting 500 less what the unlocked list says was paid.
    const unlocked = await getUnlockedArticles(sandboxContext('member'), { fetch: 50 });
    memberBalance = 500 - unlocked.articles.reduce((sum, article) => sum + article.pricePaid, 0);
  });

  it('the demo member: nickname, id 1001, live pCoin, no roles', async () => {
    const user = await loadCurrentUser(await memberAuth('member'), sandboxContext());
    expect(user).toMatchObject({
      id: 1001,
      guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1001',
      isGuest: false,
      nickname: '美股小資族',
      isBindingCellphone: true,
      roles: [],
      authorizedAuthorIds: [],
      isLogin: true,
      isAdmin: false,
      isWriter: false,
      isAuthor: false,
    });
    expect(user.pCoin).toBe(memberBalance);
    expect(user.pCoin).toBeLessThanOrEqual(500);
    expect(user.image).toMatch(/^http:\/\/.+\/static\/avatars\/member\.svg$/);
  });

  it('the authorised author 華爾街觀察家 is an author of author 1', async () => {
    const user = await loadCurrentUser(await memberAuth('author'), sandboxContext());
    expect(user).toMatchObject({ id: 1002, nickname: '華爾街觀察家', pCoin: 1200, authorizedAuthorIds: [1], isAuthor: true, isAdmin: false, isWriter: false, isLogin: true });
  });

  it('the writer is a writer with an author of their own (author 10, decision 028)', async () => {
    const user = await loadCurrentUser(await memberAuth('writer'), sandboxContext());
    expect(user).toMatchObject({ id: 1003, nickname: '編輯小組', pCoin: 300, isBindingCellphone: false, roles: ['writer'], authorizedAuthorIds: [10], isWriter: true, isAdmin: false, isAuthor: true });
  });

  it('the admin is admin and writer, and may act for every author', async () => {
    const user = await loadCurrentUser(await memberAuth('admin'), sandboxContext());
    expect(user).toMatchObject({ id: 1004, nickname: '站務管理員', pCoin: 9999, isBindingCellphone: null, isAdmin: true, isWriter: true, isLogin: true, isAuthor: true });
    expect([...user.roles].sort()).toEqual(['admin', 'writer']);
    expect(user.authorizedAuthorIds).toEqual(expect.arrayContaining([1, 2, 7, 10]));
  });

  it('the role getters open 我的文章 to the author, the writer and the admin, not the member or a guest', async () => {
    const corner = async (account: 'member' | 'author' | 'writer' | 'admin') => canUseAuthorsCorner(await loadCurrentUser(await memberAuth(account), sandboxContext()));
    expect(await corner('member')).toBe(false);
    expect(await corner('author')).toBe(true);
    expect(await corner('writer')).toBe(true);
    expect(await corner('admin')).toBe(true);
    expect(canUseAuthorsCorner(await loadCurrentUser(null, sandboxContext()))).toBe(false);
  });

  it('a real guest token is 訪客 with the guest guid, without any member call', async () => {
    const { access_token } = await requestGuestToken(sandboxContext());
    const auth = await authFor('guest', access_token);
    const calls: string[] = [];
    const ctx: UpstreamContext = { ...sandboxContext(), fetch: (input, init) => (calls.push(String(input)), fetch(input, init)) };
    const user = await loadCurrentUser(auth, ctx);
    expect(user).toMatchObject({ id: -1, isGuest: true, nickname: '訪客', pCoin: null, roles: [], isLogin: false, isAdmin: false });
    expect(user.guid).toBe(auth.claims.user_guid);
    expect(calls).toEqual([]);
  });

  it('no token (a crawler) is an anonymous guest', async () => {
    expect(await loadCurrentUser(null, sandboxContext())).toMatchObject({ id: -1, guid: null, isGuest: true, nickname: '訪客', isLogin: false });
  });

  it('a member session holding a guest token stays a guest', async () => {
    const { access_token } = await requestGuestToken(sandboxContext());
    const auth = { ...(await authFor('guest', access_token)), kind: 'member' as const };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadCurrentUser(auth, sandboxContext())).toMatchObject({ id: -1, isGuest: true, isLogin: false });
    expect(memberIdOf(auth)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('loadCurrentUser degrades, never throws', () => {
  it('profile down (503): the claim nickname, no pCoin, roles still read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ctx = contextFailing('/profile/', async () => Response.json({ error: { code: 'down', message: 'down' } }, { status: 503 }));
    const user = await loadCurrentUser(await memberAuth('admin'), ctx);
    expect(user).toMatchObject({ id: 1004, nickname: '站務管理員', pCoin: null, image: null, isBindingCellphone: null, isAdmin: true, isLogin: true });
    expect(warn.mock.calls.some(([line]) => String(line).includes('profile unavailable'))).toBe(true);
    warn.mockRestore();
  });

  it('article service unreachable: no roles, no authors, profile kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ctx = contextFailing('/article/', async () => {
      throw new TypeError('connection refused');
    });
    const user = await loadCurrentUser(await memberAuth('author'), ctx);
    expect(user).toMatchObject({ id: 1002, nickname: '華爾街觀察家', pCoin: 1200, roles: [], authorizedAuthorIds: [], isAuthor: false, isLogin: true });
    warn.mockRestore();
  });

  it('a profile answer of the wrong shape counts as no profile', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ctx = contextFailing('/profile/', async () => Response.json({ data: { member: { id: '1001', pCoin: 'lots' } } }));
    const user = await loadCurrentUser(await memberAuth('member'), ctx);
    expect(user).toMatchObject({ id: 1001, nickname: '美股小資族', pCoin: null, isLogin: true });
    warn.mockRestore();
  });

  it('a profile that never answers costs at most the 5 s upstream timeout', { timeout: 10_000 }, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hang = (_input: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    const started = Date.now();
    const user = await loadCurrentUser(await memberAuth('writer'), contextFailing('/profile/', hang));
    const elapsed = Date.now() - started;
    expect(user).toMatchObject({ id: 1003, nickname: '編輯小組', pCoin: null, isWriter: true });
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(6_500);
    warn.mockRestore();
  });

  it('a member token the services no longer accept degrades to the claims (logged in, no balance)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const auth = await memberAuth('member');
    // Same verified claims, but the services are sent a token they refuse (as after a provider-side revocation).
    const user = await loadCurrentUser({ ...auth, accessToken: 'revoked' }, sandboxContext());
    expect(user).toMatchObject({ id: 1001, nickname: '美股小資族', pCoin: null, roles: [], isLogin: true });
    warn.mockRestore();
  });
});
