import { loadNewsArticle } from '@/components/stock/news/news-article-data';
import { newsDetailTail, parseNewsIdSegment } from '@/components/stock/news/news-id';
import { NewsArticleView } from '@/components/stock/news/NewsArticleView';
import { failRouteValidation } from '@/lib/server/fail-route-validation';
import { resolveStockRoute } from '@/lib/stock/route';

/**
 * /stock/{id}/news/{newsId}: one news item with its full text, under the stock's layout (info bar,
 * tabs). A malformed news id is a 404 without asking anyone; the stock guard runs next (unknown
 * stock 404, a non-canonical spelling 308 to the same item); then the item itself, before anything
 * streams, so an unknown item is a real 404 too.
 */
export default async function NewsArticlePage({ id, newsId }: { id: string; newsId: string }) {
  const parsed = parseNewsIdSegment(newsId);
  if (parsed === null) return failRouteValidation();
  const stock = await resolveStockRoute(id, 'news', undefined, newsDetailTail(parsed));
  return <NewsArticleView stock={stock} load={await loadNewsArticle(stock.id, parsed)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
