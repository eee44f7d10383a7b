import { redirect } from '@/lib/server/request-context';
import { resolveStockRoute } from '@/lib/stock/route';
import { stockPath } from '@/lib/stock/tabs';

/**
 * /stock/{id}/finance alone shows the income statement. The guard runs first, so an
 * unknown id is a 404 and an ETF or index goes to info, each in one hop; the period is kept.
 */
export default async function FinanceIndexPage({ id, query }: { id: string; query?: string }) {
  const stock = await resolveStockRoute(id, 'finance', 'income-statement');
  const annual = new URLSearchParams(query ?? '').get('period') === 'annual';
  return redirect(`${stockPath(stock.id, 'finance', 'income-statement')}${annual ? '?period=annual' : ''}`, 308);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
