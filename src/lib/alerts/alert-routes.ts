/**
 * Where 通知 (price alerts) lives. Every link and form of the alerts is built here, so a route changes in one
 * place. Ids are the store's (positive integers); a symbol is a StockId's text.
 */
export const ALERTS_TITLE = '通知';
export const NEW_ALERT_TITLE = '設定通知';

/** The alerts, the inbox and push (its forms post here too). */
export const ALERTS_PATH = '/alerts';
export const NEW_ALERT_PATH = '/alerts/new';
/** Guests land on the sign-in landing, which returns them here. */
export const ALERTS_LOGIN_REDIRECT = `/auth${ALERTS_PATH}`;

/** 設定通知: the form, with the stock filled in (from its page, a watchlist row, a holding), or `edit`: 修改 that alert. */
export function newAlertHref(options: { symbol?: string; edit?: number } = {}): string {
  const query = new URLSearchParams();
  if (options.symbol) query.set('symbol', options.symbol);
  if (options.edit !== undefined) query.set('edit', String(options.edit));
  const search = query.toString();
  return search ? `${NEW_ALERT_PATH}?${search}` : NEW_ALERT_PATH;
}
