/**
 * Where 我的持股 lives. Every link and form of the portfolio is built here, so a route changes
 * in one place. Ids are the store's (positive integers); a symbol is a StockId's text.
 */
export const PORTFOLIO_TITLE = '我的持股';

export const portfolioHref = (): string => '/portfolio';
/** The overview in full (every holding, every sale the summaries keep; its first view lists fewer: holdings-shown.ts), at one section. */
export const fullOverviewHref = (section: 'portfolio-holdings' | 'portfolio-income'): string => `/portfolio?all=1#${section}`;
/** Whether the overview's query asks for it in full (`all=1`; anything else: the shorter first view). */
export const listsInFull = (query: string): boolean => new URLSearchParams(query).get('all') === '1';
export const accountHref = (accountId: number): string => `/portfolio/accounts/${accountId}`;
/** 記一筆: the entry form, with the stock (from its page) and the account chosen when known; `edit`: 修改 that transaction of the account. */
export function addEntryHref(options: { symbol?: string; accountId?: number; edit?: number } = {}): string {
  const query = new URLSearchParams();
  if (options.symbol) query.set('symbol', options.symbol);
  if (options.accountId !== undefined) query.set('account', String(options.accountId));
  if (options.edit !== undefined) query.set('edit', String(options.edit));
  const search = query.toString();
  return search ? `/portfolio/add?${search}` : '/portfolio/add';
}
export const importHref = (accountId: number): string => `/portfolio/accounts/${accountId}/import`;
export const exportHref = (accountId: number): string => `/portfolio/accounts/${accountId}/export.csv`;

const ACCOUNT_ID = /^[1-9]\d{0,15}$/;
const ACCOUNT_FILE_PATH = /^\/portfolio\/accounts\/([^/]*)\/(import|export\.csv)$/u;

/** An account id as a path writes it: a positive integer, or null. */
export const parseAccountId = (text: string): number | null => (ACCOUNT_ID.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null);

/** The CSV path a request names (importHref, exportHref), its account id as written (unchecked); null for any other path. */
export function accountFilePath(pathname: string): { action: 'import' | 'export'; id: string } | null {
  const match = ACCOUNT_FILE_PATH.exec(pathname);
  return match ? { action: match[2] === 'import' ? 'import' : 'export', id: match[1] ?? '' } : null;
}
