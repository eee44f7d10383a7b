import { percentDecoded } from '../http/percent-decode';
import { parseStockId, type StockId, stockIdToUrlSegment } from '@protocol/stock-id';
import { isIndexStock } from '../market/security-labels';
import { indexIdOfSymbol } from '../market/us-indices';
import { type FinanceStatement, isTabBlocked, type StockTab, stockPath } from './tabs';

/**
 * The pure rules of the stock route guard, kept apart from Waku so they can be unit-tested.
 * route.ts applies them: parse the id, look it up, then decide between rendering, a redirect and a 404.
 */

/** Longest raw id we even try to decode (a real symbol is at most 17 characters). */
const MAX_RAW_ID_LENGTH = 64;

/**
 * The id a URL segment names, or null when it can never be a symbol (markup, NUL, 200 characters…).
 * Waku may hand the segment over still percent-encoded ("%23DJI", "%3Cscript%3E"), so it is decoded
 * once when it contains '%'; bad encodings are rejected rather than thrown.
 */
export function parseStockIdSegment(rawId: string): ParsedStockSegment | null {
  if (rawId.length === 0 || rawId.length > MAX_RAW_ID_LENGTH) return null;
  const decoded = percentDecoded(rawId);
  if (decoded === null) return null;
  // Whitespace is not trimmed away here: "/stock/%20NVDA" is not a canonical spelling worth a redirect.
  if (decoded !== decoded.trim()) return null;
  // An index's reader symbol names its upstream id (".SOX" → "#SOXX"); decideStockRoute then 308s the spelling.
  const id = parseStockId(decoded);
  return id === null ? null : { id: indexIdOfSymbol(id), segment: decoded };
}

/** A URL segment that names a well-formed id; segment is the decoded spelling the reader used. */
export interface ParsedStockSegment {
  id: StockId;
  segment: string;
}

/** The URL segment a raw segment should have been: "nvda" → "NVDA", "%23dji" → ".DJI". */
export const canonicalSegment = (id: string): string => stockIdToUrlSegment(id);

export type StockRouteDecision =
  | { kind: 'render' }
  | { kind: 'notFound' }
  /** 308: the same page under its canonical spelling. 307: a tab this security does not show. */
  | { kind: 'redirect'; location: string; status: 307 | 308 };

/**
 * What to do with /stock/{rawId}/{tab}[/{statement}] once the id has been looked up.
 * - record missing → 404 (unknown ids, and '.'-prefixed ids such as .AAPL, which look up "#AAPL");
 * - a '#' id whose record is not an index → 404 (defensive: the URL claims an index);
 * - a blocked tab → 307 to info (already canonical, so one hop);
 * - a non-canonical spelling (lower case, "%23DJI", an index's reader symbol ".SOX") → 308 to the canonical URL, which keeps
 *   `detailTail`, the already-encoded path of a page below the tab ("/NVDA-20261120-0" of one news item).
 */
export function decideStockRoute(
  { id, segment }: ParsedStockSegment,
  record: { marketType: number; commodityType: number } | undefined,
  tab: StockTab,
  statement?: FinanceStatement,
  detailTail = '',
): StockRouteDecision {
  if (!record) return { kind: 'notFound' };
  if (id.startsWith('#') !== isIndexStock(record)) return { kind: 'notFound' };
  if (isTabBlocked(tab, record)) return { kind: 'redirect', location: stockPath(id, 'info'), status: 307 };
  // Compared decoded, so an id with '$' (sent as %24) cannot redirect to itself forever.
  if (segment !== canonicalSegment(id)) return { kind: 'redirect', location: `${stockPath(id, tab, statement)}${detailTail}`, status: 308 };
  return { kind: 'render' };
}
