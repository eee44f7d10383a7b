import type { ReactNode } from 'react';
import { StockLayout } from '@/components/layout/StockLayout';
import { StockInfoBar } from '@/components/stock/layout/StockInfoBar';
import { StockTabs } from '@/components/stock/layout/StockTabs';
import { guardStockLayout } from '@/lib/stock/route';

/**
 * Every /stock/{id}/… page: the info bar and the tabs around the tab page. The guard runs before
 * anything streams (a bad id must still get its 404 status); its lookup is shared with the page's
 * resolveStockRoute, which does the redirects (it knows the tab).
 */
export default async function StockRouteLayout({ children, id }: { children: ReactNode; id: string }) {
  const stock = await guardStockLayout(id);
  return (
    <StockLayout infoBar={<StockInfoBar stock={stock} />} tabs={<StockTabs stock={stock} />}>
      {children}
    </StockLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
