import { DiscussionList, DiscussionSkeleton } from '@/components/stock/discussion/DiscussionList';
import { parseStartScore } from '@/components/stock/discussion/start-score';
import { StockTabPage } from '@/components/stock/layout/StockTabPage';
import { resolveStockRoute } from '@/lib/stock/route';

/** /stock/{id}/discussion: the stock channel's posts by weight, paged with ?startScore= (later pages are noindex). */
export default async function DiscussionPage({ id, query }: { id: string; query?: string }) {
  const stock = await resolveStockRoute(id, 'discussion');
  const startScore = parseStartScore(query);
  const body = <DiscussionList id={stock.id} startScore={startScore} />;
  return <StockTabPage stock={stock} tab="discussion" noindex={startScore !== undefined} sections={[{ id: 'discussion-heading', title: '討論區', fallback: <DiscussionSkeleton />, body }]} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
