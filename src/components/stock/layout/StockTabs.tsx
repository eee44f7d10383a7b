import { type FinanceStatement, FINANCE_STATEMENTS, STATEMENT_LABELS, stockPath, tabLabel, visibleTabs } from '@/lib/stock/tabs';
import type { StockRecord } from '@/lib/upstream/business';
import { displaySymbol } from '@/lib/market/us-indices';
import { TabLinks } from './TabLinks';

/** The stock's sub-page tabs (only those its kind may show: indices and ETFs lack some). */
export function StockTabs({ stock }: { stock: StockRecord }) {
  const items = visibleTabs(stock).map((tab) => ({ href: stockPath(stock.id, tab), label: tabLabel(tab, stock) }));
  return <TabLinks items={items} label={`${displaySymbol(stock.id)} 分頁`} testId="stock-tabs" />;
}

/** The finance statements as pill tabs (for the finance pages): switching keeps the scroll position. */
export function FinanceStatementTabs({ stock, statements = FINANCE_STATEMENTS }: { stock: StockRecord; statements?: readonly FinanceStatement[] }) {
  const items = statements.map((statement) => ({ href: stockPath(stock.id, 'finance', statement), label: STATEMENT_LABELS[statement] }));
  return <TabLinks items={items} label="財務報表" variant="pill" testId="finance-tabs" />;
}
