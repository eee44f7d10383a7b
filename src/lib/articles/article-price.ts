import { type ArticleDetail, getProducts } from '../upstream/article';
import type { UpstreamContext } from '../upstream/http';

/**
 * The pCoin price of a paid article. The reader's view of an article (GET /api/Article/{id}) normally
 * carries it; when it does not — a paid article whose price is null, absent or 0 (the schema reads a
 * missing price as 0) — the product catalogue has it: `POST /api/Product/Products` with the author and
 * the article as the unit (edge-cached 5 min, decision 009).
 */
export const detailLacksPrice = (article: Pick<ArticleDetail, 'isPaid' | 'price'>): boolean => article.isPaid && article.price <= 0;

/**
 * The catalogue's price of one article, or null when the catalogue does not sell it (unknown, free,
 * another author's) or cannot be asked now. Never throws: the caller shows "price unavailable".
 */
export async function cataloguePrice(ctx: UpstreamContext, ref: { articleId: number; authorId: number }): Promise<number | null> {
  try {
    const { products } = await getProducts(ctx, { authorId: ref.authorId, unitIds: [ref.articleId] });
    const product = products.find((p) => p.articleId === ref.articleId && p.authorId === ref.authorId);
    return product && product.isPaid && product.price > 0 ? product.price : null;
  } catch (err) {
    console.warn(`[price] the product catalogue has no price for article ${ref.articleId} now: ${(err as Error).message}`);
    return null;
  }
}

/** The price to show for a paid article: its own, else the catalogue's (null: not known now). */
export async function priceOfPaidArticle(ctx: UpstreamContext, article: Pick<ArticleDetail, 'articleId' | 'authorId' | 'isPaid' | 'price'>): Promise<number | null> {
  if (!detailLacksPrice(article)) return article.price;
  return cataloguePrice(ctx, article);
}
