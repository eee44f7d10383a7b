import { DividendSection, DividendSkeleton } from '@/components/stock/dividend/DividendSection';
import { StockTabPage } from '@/components/stock/layout/StockTabPage';
import { resolveStockRoute } from '@/lib/stock/route';

/** /stock/{id}/dividend (indices → info): payout history and yields, streamed behind a skeleton. */
export default async function DividendPage({ id }: { id: string }) {
  const stock = await resolveStockRoute(id, 'dividend');
  const body = <DividendSection id={stock.id} />;
  return <StockTabPage stock={stock} tab="dividend" sections={[{ id: 'dividend-heading', title: '股利', fallback: <DividendSkeleton />, body }]} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
