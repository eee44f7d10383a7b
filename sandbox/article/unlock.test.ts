import { describe, expect, it } from 'vitest';
import { createSandboxStorage } from '../storage.ts';
import { createWallet } from '../wallet.ts';
import { CATALOGUE_PRICED_ARTICLE_ID, CATALOGUE_PRICED_ARTICLE_PRICE } from '../content/articles/research.ts';
import { harness, naiveWallet } from './test-support.ts';

const unlockPath = (articleId: number | string, authorId: number | string) => `/api/Authorization/Article/${articleId}/Author/${authorId}/BonusPoint`;

describe('POST /api/Product/Products', () => {
  it('prices the author’s articles in pCoin, leaving out unknown and foreign units', async () => {
    const h = harness();
    const { status, body } = await h.json('/api/Product/Products', { body: { authorId: 9, unitIds: [135, 146, 134, 122, 999999, 146] } });
    expect(status).toBe(200);
    expect(body.authorId).toBe(9);
    expect(body.products).toEqual([
      expect.objectContaining({ unitId: 135, articleId: 135, authorId: 9, price: 40, isPaid: true, currency: 'pCoin' }),
      expect.objectContaining({ unitId: 146, price: 10, isPaid: true }),
      expect.objectContaining({ unitId: 134, price: 0, isPaid: false }),
    ]);
    expect((await h.json('/api/Product/Products', { body: { authorId: '9', unitIds: ['146'] } })).body.products).toHaveLength(1);
    expect((await h.json('/api/Product/Products', { body: { authorId: 9, unitIds: [] } })).body.products).toEqual([]);
  });

  it('answers 400 for wrong body types', async () => {
    const h = harness();
    for (const body of [{}, { authorId: 9 }, { authorId: 'nine', unitIds: [1] }, { authorId: 9, unitIds: 'all' }, { authorId: 9, unitIds: [0] }, { authorId: 9, unitIds: Array(51).fill(1) }]) {
      expect((await h.json('/api/Product/Products', { body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('an article priced only in the product catalogue', () => {
  const id = CATALOGUE_PRICED_ARTICLE_ID;

  it("answers price null in the reader's view, its price in Products, lists and the author-side view", async () => {
    const h = harness();
    const reader = (await h.json(`/api/Article/${id}`, { token: 'member' })).body.article;
    expect(reader).toMatchObject({ articleId: id, authorId: 2, isPaid: true, price: null, content: null, isUnlocked: false });
    const products = (await h.json('/api/Product/Products', { body: { authorId: 2, unitIds: [id] } })).body.products;
    expect(products).toEqual([expect.objectContaining({ articleId: id, price: CATALOGUE_PRICED_ARTICLE_PRICE, isPaid: true })]);
    expect((await h.json(`/api/Article/${id}/Author/2`)).body.price).toBe(CATALOGUE_PRICED_ARTICLE_PRICE);
    const listed = (await h.json('/api/Article/Search/Tags?fetch=50', { body: { tags: [], filters: { authorIds: [2] } } })).body.articles as { articleId: number; price: number }[];
    expect(listed.find((a) => a.articleId === id)?.price).toBe(CATALOGUE_PRICED_ARTICLE_PRICE);
  });

  it('costs more than the member demo account holds: 402 and no charge with the real wallet; the author can pay', async () => {
    const storage = createSandboxStorage('memory');
    const wallet = createWallet(storage);
    const h = harness({ storage, wallet });
    const refused = await h.json(unlockPath(id, 2), { token: 'member', body: { articleId: id, authorId: 2 } });
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('insufficientBalance');
    expect(await wallet.balance(1001)).toBe(500);
    expect(await storage.getKeys('article:unlock')).toEqual([]);
    const paid = await h.json(unlockPath(id, 2), { token: 'author', body: { articleId: id, authorId: 2 } });
    expect(paid.body).toMatchObject({ charged: true, price: CATALOGUE_PRICED_ARTICLE_PRICE, balance: 1200 - CATALOGUE_PRICED_ARTICLE_PRICE });
  });
});

describe('POST /api/Authorization/Article/{id}/Author/{authorId}/BonusPoint', () => {
  it('charges the price once, then answers charged: false', async () => {
    const h = harness();
    const first = await h.json(unlockPath(122, 2), { token: 'member', body: { articleId: 122, authorId: 2 } });
    expect(first).toMatchObject({ status: 200, body: { articleId: 122, authorId: 2, isUnlocked: true, charged: true, price: 80, balance: 420 } });
    expect(first.body.unlockedAt).toBe('2026-11-22T08:00:00.000Z');
    const second = await h.json(unlockPath(122, 2), { token: 'member', body: { articleId: '122', authorId: '2' } });
    expect(second.body).toMatchObject({ charged: false, balance: 420, unlockedAt: first.body.unlockedAt });
    expect(h.wallet.charges).toEqual(['unlock:1001:122']);
  });

  it('charges once under concurrent requests, even with a wallet that would charge every call', async () => {
    const wallet = naiveWallet();
    const h = harness({ wallet });
    const results = await Promise.all(Array.from({ length: 8 }, () => h.json(unlockPath(135, 9), { token: 'member', body: { articleId: 135, authorId: 9 } })));
    expect(results.every((r) => r.status === 200 && r.body.isUnlocked)).toBe(true);
    expect(results.filter((r) => r.body.charged)).toHaveLength(1);
    expect(wallet.charges).toEqual(['unlock:1001:135']);
  });

  it('charges once under concurrent requests with the real sandbox wallet', async () => {
    const storage = createSandboxStorage('memory');
    const wallet = createWallet(storage);
    const h = harness({ storage, wallet });
    const results = await Promise.all(Array.from({ length: 6 }, () => h.json(unlockPath(102, 3), { token: 'member', body: { articleId: 102, authorId: 3 } })));
    expect(results.filter((r) => r.body.charged)).toHaveLength(1);
    expect(await wallet.balance(1001)).toBe(500 - 40);
  });

  it('refuses guests, bad tokens, mismatched ids, free and unknown articles with clear codes', async () => {
    const h = harness();
    const cases: [string, Parameters<typeof h.json>[1], number, string][] = [
      [unlockPath(122, 2), { body: { articleId: 122, authorId: 2 } }, 401, 'loginRequired'],
      [unlockPath(122, 2), { token: 'guest', body: { articleId: 122, authorId: 2 } }, 401, 'loginRequired'],
      [unlockPath(122, 2), { token: 'forged', body: { articleId: 122, authorId: 2 } }, 401, 'invalidToken'],
      [unlockPath(122, 2), { token: 'member', body: { articleId: 135, authorId: 2 } }, 400, 'idMismatch'],
      [unlockPath(122, 2), { token: 'member', body: { articleId: 122, authorId: 9 } }, 400, 'idMismatch'],
      [unlockPath(122, 2), { token: 'member', body: { articleId: 122 } }, 400, 'invalidBody'],
      [unlockPath(122, 2), { token: 'member', body: { articleId: 'x', authorId: 2 } }, 400, 'invalidBody'],
      [unlockPath(122, 2), { token: 'member', rawBody: '{oops' }, 400, 'invalidJson'],
      [unlockPath(104, 1), { token: 'member', body: { articleId: 104, authorId: 1 } }, 400, 'notPaid'],
      [unlockPath(122, 3), { token: 'member', body: { articleId: 122, authorId: 3 } }, 404, 'articleNotFound'],
      [unlockPath(191, 1), { token: 'member', body: { articleId: 191, authorId: 1 } }, 404, 'articleNotFound'],
      [unlockPath(999999, 2), { token: 'member', body: { articleId: 999999, authorId: 2 } }, 404, 'articleNotFound'],
      [unlockPath('abc', 2), { token: 'member', body: { articleId: 1, authorId: 2 } }, 404, 'articleNotFound'],
    ];
    for (const [path, init, status, code] of cases) {
      const res = await h.json(path, init);
      expect([res.status, res.body.error?.code], `${path} ${JSON.stringify(init)}`).toEqual([status, code]);
    }
    expect(h.wallet.charges).toEqual([]);
  });

  it('answers 402 insufficientBalance when the member cannot pay, and records nothing', async () => {
    const h = harness();
    const res = await h.json(unlockPath(122, 2), { token: 'poor', body: { articleId: 122, authorId: 2 } });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('insufficientBalance');
    expect(res.body.error.message).toContain('80');
    expect(await h.storage.getKeys('article:unlock')).toEqual([]);
  });

  it('never charges the author for their own article', async () => {
    const h = harness();
    const res = await h.json(unlockPath(125, 1), { token: 'author', body: { articleId: 125, authorId: 1 } });
    expect(res.body).toMatchObject({ isUnlocked: true, charged: false });
    expect(h.wallet.charges).toEqual([]);
  });
});

describe('GET /api/Article/Unlocked', () => {
  it('lists what the member unlocked, by article update (default), unlock time or views', async () => {
    const storage = createSandboxStorage('memory');
    const h = harness({ storage });
    for (const [articleId, authorId] of [
      [146, 9],
      [113, 8],
      [130, 3],
    ] as const) {
      await h.json(unlockPath(articleId, authorId), { token: 'member', body: { articleId, authorId } });
    }
    const list = (await h.json('/api/Article/Unlocked', { token: 'member' })).body;
    expect(list.articles.map((a: { articleId: number }) => a.articleId)).toEqual([113, 130, 146]);
    expect(list.articles[0]).toMatchObject({ pricePaid: 60, unlockedAt: '2026-11-22T08:00:00.000Z', isPaid: true });
    const byViews = (await h.json('/api/Article/Unlocked?orderType=totalViews&fetch=2', { token: 'member' })).body;
    expect(byViews.articles.map((a: { articleId: number }) => a.articleId)).toEqual([113, 130]);
    const rest = (await h.json(`/api/Article/Unlocked?orderType=totalViews&fetch=2&startCursor=${byViews.nextCursor}`, { token: 'member' })).body;
    expect(rest).toMatchObject({ nextCursor: null, total: 3 });
    expect(rest.articles.map((a: { articleId: number }) => a.articleId)).toEqual([146]);
    expect((await h.json('/api/Article/Unlocked?unlockType=bonusPoint&orderType=updatedAt', { token: 'member' })).body.total).toBe(3);
    // Another member sees only their own.
    expect((await h.json('/api/Article/Unlocked', { token: 'writer' })).body).toEqual({ articles: [], nextCursor: null, total: 0 });
  });

  it('needs a member and valid query values', async () => {
    const h = harness();
    expect((await h.json('/api/Article/Unlocked')).status).toBe(401);
    expect((await h.json('/api/Article/Unlocked', { token: 'guest' })).status).toBe(401);
    expect((await h.json('/api/Article/Unlocked?unlockType=cash', { token: 'member' })).status).toBe(400);
    expect((await h.json('/api/Article/Unlocked?orderType=price', { token: 'member' })).status).toBe(400);
    expect((await h.json('/api/Article/Unlocked?startCursor=AAAA', { token: 'member' })).status).toBe(400);
  });
});
