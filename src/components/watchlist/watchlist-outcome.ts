/**
 * What a watchlist write came to (the server functions in watchlist-actions.ts), and what the reader
 * is told. Kept apart from the 'use server' module so the browser and the tests can import it.
 */
export type WatchlistOutcome =
  | { status: 'ok'; id: string; inList: boolean }
  /** The upstream's limit (100): nothing was added. */
  | { status: 'full'; max: number }
  /** Malformed, or no security by that id: refused before any upstream call. */
  | { status: 'unknown-stock' }
  | { status: 'login-required' }
  | { status: 'error' };

/** The business service's limit (it answers 400 watchlistFull past it). */
export const WATCHLIST_LIMIT = 100;

export const WATCHLIST_ADD_LABEL = '加入自選';
export const WATCHLIST_ADDED_LABEL = '已加入自選';

export const watchlistFullText = (max: number): string => `自選股最多 ${max} 檔，請先移除其他股票再加入。`;
export const UNKNOWN_STOCK_TEXT = '找不到這檔股票，無法加入自選股。';
export const addedText = (name: string): string => `已將 ${name} 加入自選股`;
export const removedText = (name: string): string => `已將 ${name} 從自選股移除`;
