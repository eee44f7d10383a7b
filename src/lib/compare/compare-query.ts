import { readStockId, type StockId, stockIdToUrlSegment } from '@protocol/stock-id';
import { indexIdOfSymbol } from '../market/us-indices';

/**
 * The ids and period of /compare?ids=NVDA,AMD&period=1Y, parsed from a query string
 * someone may have typed, pasted or built by hand. Pure: the page, its tests and the entry points
 * (stock pages, the watchlist) share it.
 *
 * - Case-insensitive; ids separated by commas, spaces, '+', '/', '|', ';' or the Chinese 「，」「、」
 *   「；」; several `ids=` parameters (the watchlist's form sends one per checked row) are read in order.
 * - Duplicates collapse to the first; an index is written '.GSPC' (its URL form) or '#GSPC' ('%23GSPC').
 * - Tokens that cannot be symbols at all (markup, paths, 40 letters) are kept apart, to be named.
 * - At most MAX_COMPARED securities are compared; the rest are named as left out (decision 041).
 */

/** Two to four securities side by side. */
export const MAX_COMPARED = 4;
export const MIN_COMPARED = 2;
/**
 * Ids looked up at most (the first well-formed ones): an unknown id among the first four lets the
 * next known one take its place, but a pasted list of 500 symbols must not become 500 lookups.
 */
export const MAX_LOOKED_UP = 10;
/** A token longer than this is shown cut short: it is someone's garbage, not a name. */
const SHOWN_TOKEN_LENGTH = 16;
/** Tokens read at most from one query (the rest are counted, not parsed). */
const MAX_TOKENS = 40;

export const COMPARE_PERIODS = ['1M', '6M', 'YTD', '1Y', '5Y'] as const;
export type ComparePeriod = (typeof COMPARE_PERIODS)[number];
/** A year: long enough for a trend, short enough that the companies' lines stay apart. */
export const DEFAULT_COMPARE_PERIOD: ComparePeriod = '1Y';

export interface CompareQuery {
  /** Normalised ('#' for indices), de-duplicated, well-formed ids in the order given (at most MAX_LOOKED_UP). */
  ids: StockId[];
  /** Well-formed ids past MAX_LOOKED_UP: never looked up, named as left out. */
  overflow: StockId[];
  /** Tokens that cannot be a symbol, trimmed for display. */
  malformed: string[];
  period: ComparePeriod;
}

const SEPARATORS = /[\s,+/|;，、；]+/u;

function searchParams(query: string | null | undefined): URLSearchParams {
  if (!query) return new URLSearchParams();
  try {
    return new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  } catch {
    return new URLSearchParams();
  }
}

const isComparePeriod = (value: string): value is ComparePeriod => (COMPARE_PERIODS as readonly string[]).includes(value);

/** The period of ?period=…: unknown or missing values fall back to the default rather than failing the page. */
export function parseComparePeriod(value: string | null | undefined): ComparePeriod {
  const period = value?.trim().toUpperCase() ?? '';
  return isComparePeriod(period) ? period : DEFAULT_COMPARE_PERIOD;
}

const shownToken = (token: string): string => (token.length > SHOWN_TOKEN_LENGTH ? `${token.slice(0, SHOWN_TOKEN_LENGTH)}…` : token);

export function parseCompareQuery(query: string | null | undefined): CompareQuery {
  const params = searchParams(query);
  const tokens = params
    .getAll('ids')
    .flatMap((value) => value.split(SEPARATORS))
    .filter((token) => token.length > 0)
    .slice(0, MAX_TOKENS);
  const seen = new Set<string>();
  const wellFormed: StockId[] = [];
  const malformed: string[] = [];
  for (const token of tokens) {
    const read = readStockId(token);
    // ".sox", the PHLX index as readers know it, is the upstream's #SOXX.
    const key = read.id === null ? read.refused : indexIdOfSymbol(read.id);
    if (seen.has(key)) continue;
    seen.add(key);
    if (read.id === null) malformed.push(shownToken(token));
    else wellFormed.push(indexIdOfSymbol(read.id));
  }
  return { ids: wellFormed.slice(0, MAX_LOOKED_UP), overflow: wellFormed.slice(MAX_LOOKED_UP), malformed, period: parseComparePeriod(params.get('period')) };
}

/** "NVDA,AMD,.GSPC": ids in their URL spelling ('.' for '#'), each escaped, commas kept readable. */
export const idsParam = (ids: readonly string[]): string => ids.map((id) => encodeURIComponent(stockIdToUrlSegment(id))).join(',');

/** The page's URL for these ids and period; the default period is left out, so its URL is the short one. */
export function compareHref(ids: readonly string[], period: ComparePeriod = DEFAULT_COMPARE_PERIOD): string {
  const parts: string[] = [];
  if (ids.length > 0) parts.push(`ids=${idsParam(ids)}`);
  if (period !== DEFAULT_COMPARE_PERIOD) parts.push(`period=${period}`);
  return parts.length > 0 ? `/compare?${parts.join('&')}` : '/compare';
}

/**
 * The canonical spelling of what was asked: the same ids in the same order (unknown and extra ones
 * too, since the page names them), upper case, one `ids` with commas, the period only when not the
 * default, nothing else. A fixed point: parsing it gives it back.
 */
export function canonicalCompareHref(parsed: CompareQuery): string {
  return compareHref([...parsed.ids, ...parsed.overflow], parsed.period);
}

/**
 * Where to send a request whose query is not the canonical spelling (null: it is, or it holds tokens
 * that are no symbol at all: those cannot be written back into a URL safely, and a redirect would
 * drop them before the page could say they were not understood).
 */
export function compareRedirect(query: string | null | undefined, parsed: CompareQuery = parseCompareQuery(query)): string | null {
  if (parsed.malformed.length > 0) return null;
  const canonical = canonicalCompareHref(parsed);
  // Compared decoded, parameter by parameter: the router may hand the query over re-encoded (",", "%2C").
  const asked = [...searchParams(query)];
  const wanted = [...searchParams(canonical.slice('/compare'.length))];
  const same = asked.length === wanted.length && asked.every(([key, value], index) => wanted[index]?.[0] === key && wanted[index]?.[1] === value);
  return same ? null : canonical;
}
