import { StockTabPage } from '@/components/stock/layout/StockTabPage';
import { parseNewsCursor } from '@/components/stock/news/news-cursor';
import { NewsList, NewsListSkeleton } from '@/components/stock/news/NewsList';
import { resolveStockRoute } from '@/lib/stock/route';

/** /stock/{id}/news: the stock's news, paged by the service's cursor (?cursor=; later pages are noindex). */
export default async function NewsPage({ id, query }: { id: string; query?: string }) {
  const stock = await resolveStockRoute(id, 'news');
  const cursor = parseNewsCursor(query);
  const body = <NewsList id={stock.id} cursor={cursor} />;
  return <StockTabPage stock={stock} tab="news" noindex={Boolean(cursor)} sections={[{ id: 'news-heading', title: '新聞', fallback: <NewsListSkeleton />, body }]} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
