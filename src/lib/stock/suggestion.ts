import { EXCHANGE_LABELS, securityKind, type SecurityKind } from '../market/security-labels';
import { displaySymbol } from '../market/us-indices';
import { stockPath } from './tabs';
import type { DirectoryEntry } from '../directory/entry';

/**
 * One search suggestion as the browser gets it (GET /api/stock-suggestions): what the row shows
 * (symbol, Chinese and English name, exchange) and where choosing it goes. About 120 bytes each.
 */
export interface StockSuggestion {
  id: string;
  /**
   * The symbol the row shows: the id, or an index's reader symbol (#SOX for #SOXX: displaySymbol).
   * Optional: an answer the browser kept from before the field (max-age 5 min) has none; the row then shows the id.
   */
  symbol?: string;
  /** Chinese name when the site has one, else null (the row then leads with the English name). */
  customName: string | null;
  name: string;
  /** "Nasdaq", "NYSE", "NYSE American"; null for indices. */
  exchange: string | null;
  kind: SecurityKind;
  /** The stock's info page. */
  href: string;
}

export interface StockSuggestionsAnswer {
  /** The query as it was matched (normalised), so a late answer to an old query can be recognised. */
  q: string;
  items: StockSuggestion[];
  /** The security the query names (namedStock: the top suggestion when named exactly, or the only match): Enter goes straight there. */
  named: StockSuggestion | null;
}

export const toSuggestion = (entry: DirectoryEntry): StockSuggestion => ({
  id: entry.id,
  symbol: displaySymbol(entry.id),
  customName: entry.customName,
  name: entry.name,
  exchange: entry.exchange ? EXCHANGE_LABELS[entry.exchange].short : null,
  kind: securityKind(entry),
  href: stockPath(entry.id, 'info'),
});

/** Where the browser asks for suggestions. */
export const STOCK_SUGGESTIONS_PATH = '/api/stock-suggestions';
