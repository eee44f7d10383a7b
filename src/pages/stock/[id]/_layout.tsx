import type { ReactNode } from 'react';
import { StockLayout } from '@/components/layout/StockLayout';
import { PriceDelayNotice } from '@/components/stock/layout/PriceDelayNotice';
import { StockInfoBar } from '@/components/stock/layout/StockInfoBar';
import { StockTabs } from '@/components/stock/layout/StockTabs';
import { guardStockLayout } from '@/lib/stock/route';

/**
 * Every /stock/{id}/… page: the info bar and the tabs around the tab page, the price-delay tip under it. The guard runs before
 * anything streams (a bad id must still get its 404 status); its lookup is shared with the page's
 * resolveStockRoute, which does the redirects (it knows the tab).
 */
export default async function StockRouteLayout({ children, id }: { children: ReactNode; id: string }) {
  const stock = await guardStockLayout(id);
  return (
    <StockLayout infoBar={<StockInfoBar stock={stock} />} tabs={<StockTabs stock={stock} />} notice={<PriceDelayNotice />}>
      {children}
    </StockLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
