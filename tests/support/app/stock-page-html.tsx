import type { ReactElement } from 'react';
import { StockInfoBar } from '@/components/stock/layout/StockInfoBar';
import { StockTabs } from '@/components/stock/layout/StockTabs';
import { guardStockLayout } from '@/lib/stock/route';
import { type PageHtml, renderPageHtml } from './page-html';

/**
 * A /stock/{id}/… page rendered in workerd as its request renders it, against the sandbox: the
 * layout's guard, its info bar and tabs, then the tab page, read as page-html.tsx reads a page.
 * The site header and footer are left out: they are the same on every page and have tests of their own.
 * The file must mock the request context and the router (page-render-mocks.tsx).
 */

type TabPage = (props: { id: string; query?: string }) => Promise<ReactElement> | ReactElement;

export async function renderStockPage(Page: TabPage, tabPath: string, id: string, query?: string): Promise<PageHtml> {
  const stock = await guardStockLayout(id);
  return renderPageHtml(`/stock/${stock.id}/${tabPath}`, async () => (
    <>
      <StockInfoBar stock={stock} />
      <StockTabs stock={stock} />
      <main>{await Page(query === undefined ? { id } : { id, query })}</main>
    </>
  ));
}
