import { stockPath } from '@/lib/stock/tabs';
import { PRICE_RANGES, type PriceRange } from '@/lib/upstream/business';

/**
 * The price page's chart ranges, carried in the URL (?range=5D) so that every range is a plain link
 * that works without JavaScript and can be shared; client-side navigation only makes it faster.
 */

/** Six months of daily candles: a trend is readable, and each candle still visible on a phone. */
export const DEFAULT_PRICE_RANGE: PriceRange = '6M';

/**
 * The buttons' words. Months are counted (「1個月」「6個月」), never named: 「6月」 is June, and the
 * time axis of a daily chart does name months that way (chart-data.ts formatTick), so a bare 「6月」
 * button read as "June" beside an axis tick of the same text.
 */
export const RANGE_LABELS: Record<PriceRange, string> = { '1D': '1日', '5D': '5日', '1M': '1個月', '6M': '6個月', YTD: '今年', '1Y': '1年', '5Y': '5年' };

/** What each range's bars are, for the chart's caption. */
export const RANGE_DESCRIPTIONS: Record<PriceRange, string> = {
  '1D': '最近一個交易日，5 分鐘 K 線',
  '5D': '最近五個交易日，15 分鐘 K 線',
  '1M': '近一個月，日 K 線',
  '6M': '近六個月，日 K 線',
  YTD: '今年以來，日 K 線',
  '1Y': '近一年，日 K 線',
  '5Y': '近五年，週 K 線',
};

const isPriceRange = (value: string): value is PriceRange => (PRICE_RANGES as readonly string[]).includes(value);

/**
 * The range asked for in a query string ("?range=5d&x=1" or "range=5D"); anything missing, unknown
 * or malformed falls back to the default rather than failing the page.
 */
export function parsePriceRange(query: string | undefined | null): PriceRange {
  if (!query) return DEFAULT_PRICE_RANGE;
  let value: string | null;
  try {
    value = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query).get('range');
  } catch {
    return DEFAULT_PRICE_RANGE;
  }
  const range = value?.trim().toUpperCase() ?? '';
  return isPriceRange(range) ? range : DEFAULT_PRICE_RANGE;
}

/** "/stock/NVDA/price?range=5D"; the default range has no query, so its URL is the canonical one. */
export function priceRangeHref(stockId: string, range: PriceRange): string {
  const path = stockPath(stockId, 'price');
  return range === DEFAULT_PRICE_RANGE ? path : `${path}?range=${range}`;
}
