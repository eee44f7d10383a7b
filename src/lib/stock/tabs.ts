import { stockIdToUrlSegment } from '@protocol/stock-id';
import { isEtfStock, isIndexStock } from '../market/security-labels';

/**
 * The sub-pages of /stock/{id} and which of them each kind of security may show.
 *
 * | tab                | stock | ETF (commodity 14) | index (market 70) |
 * |--------------------|-------|--------------------|-------------------|
 * | info, price, news, discussion, technical-analysis | ✓ | ✓ | ✓ |
 * | finance/*          | ✓     | → info             | → info            |
 * | profile, dividend  | ✓     | ✓                  | → info            |
 * | earningsCall       | ✓     | → info             | → info            |
 */
export const STOCK_TABS = ['info', 'price', 'news', 'finance', 'profile', 'dividend', 'discussion', 'earningsCall', 'technical-analysis'] as const;
export type StockTab = (typeof STOCK_TABS)[number];

export const FINANCE_STATEMENTS = ['income-statement', 'balance-sheet', 'cash-flow', 'financial-ratio'] as const;
export type FinanceStatement = (typeof FINANCE_STATEMENTS)[number];

const TAB_LABELS: Record<StockTab, string> = {
  info: '總覽',
  price: '股價走勢',
  news: '新聞',
  finance: '財務報表',
  profile: '公司簡介',
  dividend: '股利',
  discussion: '討論區',
  earningsCall: '法說會',
  'technical-analysis': '技術分析',
};

/** A tab's name for this kind of security: a fund is not a company, and an index has no share price. */
export function tabLabel(tab: StockTab, stock: { marketType: number; commodityType: number }): string {
  if (tab === 'profile' && isEtfStock(stock)) return '基金簡介';
  if (tab === 'price' && isIndexStock(stock)) return '指數走勢';
  return TAB_LABELS[tab];
}

export const STATEMENT_LABELS: Record<FinanceStatement, string> = { 'income-statement': '損益表', 'balance-sheet': '資產負債表', 'cash-flow': '現金流量表', 'financial-ratio': '財務比率' };

const BLOCKED_FOR_INDEX: readonly StockTab[] = ['finance', 'profile', 'dividend', 'earningsCall'];
const BLOCKED_FOR_ETF: readonly StockTab[] = ['finance', 'earningsCall'];

/** Whether a tab redirects to info for this security (indices and ETFs lack some data). */
export function isTabBlocked(tab: StockTab, stock: { marketType: number; commodityType: number }): boolean {
  if (isIndexStock(stock)) return BLOCKED_FOR_INDEX.includes(tab);
  if (isEtfStock(stock)) return BLOCKED_FOR_ETF.includes(tab);
  return false;
}

/** The tabs a security shows, in order. */
export const visibleTabs = (stock: { marketType: number; commodityType: number }): StockTab[] => STOCK_TABS.filter((tab) => !isTabBlocked(tab, stock));
export const isFinanceStatement = (value: string): value is FinanceStatement => (FINANCE_STATEMENTS as readonly string[]).includes(value);

/** "/stock/.DJI/info", "/stock/AAPL/finance/cash-flow" */
export function stockPath(id: string, tab: StockTab = 'info', statement?: FinanceStatement): string {
  const base = `/stock/${encodeURIComponent(stockIdToUrlSegment(id)).replace(/%2E/gi, '.')}/${tab}`;
  return statement ? `${base}/${statement}` : base;
}
