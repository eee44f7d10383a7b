import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config';
import type { UpstreamContext } from '../upstream/http';
import { cataloguePrice, detailLacksPrice, priceOfPaidArticle } from './article-price';

const config = { ARTICLE_API_URL: 'http://up.test/article', UPSTREAM_BREAKER: 'off' } as AppConfig;

/** An article service whose Products call answers `products` (a number: that error status). */
function catalogue(products: unknown[] | number) {
  const bodies: unknown[] = [];
  const ctx: UpstreamContext = {
    config,
    edgeCache: false,
    fetch: async (input, init) => {
      const req = new Request(input, init);
      if (new URL(req.url).pathname !== '/article/api/Product/Products') return new Response('{}', { status: 404 });
      bodies.push(await req.json());
      if (typeof products === 'number') return new Response(JSON.stringify({ error: { code: 'down', message: 'down' } }), { status: products });
      return Response.json({ authorId: 2, products });
    },
  };
  return { ctx, bodies };
}

const product = (articleId: number, price: number, authorId = 2) => ({ unitId: articleId, articleId, authorId, title: 't', price, isPaid: price > 0, currency: 'pCoin' });

describe('detailLacksPrice', () => {
  it('is a paid article priced 0 (null or absent upstream), never a free one', () => {
    expect(detailLacksPrice({ isPaid: true, price: 0 })).toBe(true);
    expect(detailLacksPrice({ isPaid: true, price: 80 })).toBe(false);
    expect(detailLacksPrice({ isPaid: false, price: 0 })).toBe(false);
  });
});

describe('priceOfPaidArticle', () => {
  it("uses the detail's own price without any call", async () => {
    const { ctx, bodies } = catalogue([product(122, 999)]);
    expect(await priceOfPaidArticle(ctx, { articleId: 122, authorId: 2, isPaid: true, price: 80 })).toBe(80);
    expect(bodies).toEqual([]);
  });

  it('asks POST /api/Product/Products (authorId + unitIds) when the detail lacks the price', async () => {
    const { ctx, bodies } = catalogue([product(149, 600)]);
    expect(await priceOfPaidArticle(ctx, { articleId: 149, authorId: 2, isPaid: true, price: 0 })).toBe(600);
    expect(bodies).toEqual([{ authorId: 2, unitIds: [149] }]);
  });
});

describe('cataloguePrice', () => {
  it.each([
    ['the unit is missing', [product(150, 600)]],
    ["another author's unit", [product(149, 600, 3)]],
    ['a free unit', [product(149, 0)]],
    ['a failing service', 503],
  ])('is null for %s', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await cataloguePrice(catalogue(answer).ctx, { articleId: 149, authorId: 2 })).toBeNull();
    warn.mockRestore();
  });
});
