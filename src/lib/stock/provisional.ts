import { MARKET_TYPE_INDEX } from '../market/security-labels';
import type { StockRecord } from '../upstream/business';
import type { StockId } from '@protocol/stock-id';

/**
 * Stand-in records for a well-formed id whose lookup failed (the business service is down).
 * They are remembered by identity, so the SEO helper can mark such a page noindex and the info bar
 * can avoid claiming a name it does not know.
 */
const provisional = new WeakSet<StockRecord>();

export function provisionalStockRecord(id: StockId): StockRecord {
  const isIndex = id.startsWith('#');
  // commodityType 0: neither an ETF nor a stock we know of, so no tab is blocked on a guess.
  const record: StockRecord = { id, name: id, customName: null, marketType: isIndex ? MARKET_TYPE_INDEX : 0, commodityType: 0, exchange: null };
  provisional.add(record);
  return record;
}

export const isProvisionalStock = (record: StockRecord): boolean => provisional.has(record);
