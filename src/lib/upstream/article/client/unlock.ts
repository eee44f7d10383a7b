import { POLICIES } from '../../cache-policy';
import { upstreamRequest, type UpstreamContext } from '../../http';
import { ProductsResponseSchema, UnlockedPageSchema, UnlockResultSchema, type ProductsResponse, type UnlockedOrderType, type UnlockedPage, type UnlockResult, type UnlockType } from '../schemas';
import { ARTICLE_DEFAULTS, authorSideIds } from './shared';

/** Paid articles: their pCoin prices, unlocking one, and what the member has unlocked. */

/** POST /api/Product/Products: pCoin prices of an author's articles (unitIds are article ids). */
export async function getProducts(ctx: UpstreamContext, query: { authorId: number; unitIds: readonly number[] }): Promise<ProductsResponse> {
  if (query.unitIds.length === 0) return { authorId: query.authorId, products: [] };
  return await upstreamRequest(ctx, {
    service: 'article',
    method: 'POST',
    path: '/api/Product/Products',
    cache: POLICIES.products,
    json: { authorId: query.authorId, unitIds: query.unitIds },
    schema: ProductsResponseSchema,
  });
}

/** POST /api/Authorization/Article/{id}/Author/{authorId}/BonusPoint: unlock with pCoin (members only; never charges twice). */
export async function unlockArticleWithBonusPoint(ctx: UpstreamContext, ref: { articleId: number; authorId: number }): Promise<UnlockResult> {
  const { articleId, authorId } = authorSideIds(ref);
  return await upstreamRequest(ctx, {
    service: 'article',
    method: 'POST',
    path: `/api/Authorization/Article/${articleId}/Author/${authorId}/BonusPoint`,
    json: { articleId: ref.articleId, authorId: ref.authorId },
    auth: true,
    schema: UnlockResultSchema,
  });
}

export interface UnlockedQuery {
  unlockType?: UnlockType | undefined;
  orderType?: UnlockedOrderType | undefined;
  startCursor?: string | null | undefined;
  fetch?: number | undefined;
}

/** GET /api/Article/Unlocked: what the signed-in member unlocked (bonusPoint, by articleUpdate by default). */
export async function getUnlockedArticles(ctx: UpstreamContext, query: UnlockedQuery = {}): Promise<UnlockedPage> {
  return await upstreamRequest(ctx, {
    service: 'article',
    path: '/api/Article/Unlocked',
    query: { unlockType: query.unlockType ?? ARTICLE_DEFAULTS.unlockType, orderType: query.orderType ?? ARTICLE_DEFAULTS.unlockedOrderType, startCursor: query.startCursor, fetch: query.fetch },
    auth: true,
    schema: UnlockedPageSchema,
  });
}
