import { cache } from 'react';
import { getConfig, getUpstreamContext } from '@/lib/server/request-context';
import { findStockRecords } from '@/lib/stock/stock-record';
import type { CompareQuery } from '@/lib/compare/compare-query';
import { type CompareSelection, selectCompared } from '@/lib/compare/selection';
import { type FinancialStatement, getFinancialStatement, getPeers, getPriceHistory, type Peers, type PriceHistory, type PriceRange } from '@/lib/upstream/business';
import type { StockId } from '@protocol/stock-id';

/**
 * The compare page's upstream calls, each through the business client (edge-cached public GETs and
 * POSTs, 5 s timeout, typed errors) and once per request (React cache()). The key statistics reuse
 * the info tab's loader (components/stock/info/keypoints-data.ts).
 */

/** Which ids are compared: the edge directory first, the business service for the rest (one batched call). */
export async function resolveSelection(parsed: CompareQuery): Promise<CompareSelection> {
  const records = parsed.ids.length === 0 ? {} : await findStockRecords(parsed.ids, getConfig(), getUpstreamContext());
  return selectCompared(parsed.ids, records, parsed.overflow);
}

export const loadHistory = cache((id: StockId, range: PriceRange): Promise<PriceHistory> => getPriceHistory(getUpstreamContext(), id, range));

export const loadAnnualIncome = cache((id: StockId): Promise<FinancialStatement> => getFinancialStatement(getUpstreamContext(), id, 'income-statement', 'annual'));

export const loadPeers = cache((id: StockId): Promise<Peers> => getPeers(getUpstreamContext(), id));

/** Each id's answer, or null where its call failed (logged): one security's outage must not blank the others. */
export async function eachOrNull<T>(ids: readonly StockId[], load: (id: StockId) => Promise<T>, what: string): Promise<(T | null)[]> {
  return Promise.all(
    ids.map((id) =>
      load(id).catch((err: unknown) => {
        console.error(`[compare] ${what}`, id, err);
        return null;
      }),
    ),
  );
}
