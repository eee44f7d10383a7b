import type { AppConfig } from '../config';
import type { StockFacts } from './alert-fields';
import { findStockRecord } from '../stock/stock-record';
import { getKeypoints } from '../upstream/business';
import type { UpstreamContext } from '../upstream/http';
import { parseStockId } from '@protocol/stock-id';

/** The stock as the site knows it: not listed, listed (with its figures, or null when the quote failed), or null when the directory could not be asked. */
export type StockLookup = { known: false } | { known: true; facts: StockFacts | null } | null;

/**
 * The stock an alert is set on, as the edge checks a form and the page explains a refusal (the same
 * answer both ways): listed in the directory or not, and its price and 52-week range from the keypoints
 * (null when they could not be had). Null when the directory itself could not be asked.
 */
export async function lookUpAlertStock(symbol: string, config: AppConfig, upstream: UpstreamContext, log: string): Promise<StockLookup> {
  const id = parseStockId(symbol);
  if (id === null) return { known: false };
  try {
    if ((await findStockRecord(id, config, upstream)) === undefined) return { known: false };
  } catch (err) {
    console.error(`${log} symbol lookup failed`, symbol, err);
    return null;
  }
  try {
    const stats = await getKeypoints(upstream, id);
    return { known: true, facts: { price: stats.price, week52High: stats.week52High, week52Low: stats.week52Low } };
  } catch (err) {
    console.error(`${log} keypoints failed`, symbol, err);
    return { known: true, facts: null };
  }
}
