import { EarningsCallList, EarningsCallsSkeleton } from '@/components/stock/finance/EarningsCallList';
import { StockTabPage } from '@/components/stock/layout/StockTabPage';
import { resolveStockRoute } from '@/lib/stock/route';

/** /stock/{id}/earningsCall (ETFs and indices → info): the earnings calls, newest first. */
export default async function EarningsCallPage({ id }: { id: string }) {
  const stock = await resolveStockRoute(id, 'earningsCall');
  const body = <EarningsCallList id={stock.id} />;
  return <StockTabPage stock={stock} tab="earningsCall" sections={[{ id: 'earnings-heading', title: '法說會', fallback: <EarningsCallsSkeleton />, body }]} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
