import { redirect } from '@/lib/server/request-context';
import { resolveStockRoute } from '@/lib/stock/route';
import { stockPath } from '@/lib/stock/tabs';

/** /stock/{id} → /stock/{ID}/info, after the guard so an unknown id is a 404, not a redirect to one. */
export default async function StockDefaultPage({ id }: { id: string }): Promise<never> {
  const stock = await resolveStockRoute(id, 'info');
  return redirect(stockPath(stock.id, 'info'), 308);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
