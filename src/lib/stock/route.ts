import { cache } from 'react';
import { failRouteValidation } from '../server/fail-route-validation';
import { markMainContentUnavailable } from '../server/main-content-unavailable';
import { getConfig, getUpstreamContext, redirect } from '../server/request-context';
import type { StockRecord } from '../upstream/business';
import { decideStockRoute, type ParsedStockSegment, parseStockIdSegment } from './route-rules';
import { provisionalStockRecord } from './provisional';
import { findStockRecord } from './stock-record';
import type { FinanceStatement, StockTab } from './tabs';
import type { StockId } from '@protocol/stock-id';

/** The stock record for a normalised id (stock-record.ts), once per request: the layout, the page and its sections all ask. */
export const getStockRecord = cache((id: StockId): Promise<StockRecord | undefined> => findStockRecord(id, getConfig(), getUpstreamContext()));

/**
 * Is there such a security? Malformed and unknown ids (and '.'-ids that are no index) fail here,
 * once per request: the layout and the page share this promise, so "Page Not Found" is logged once.
 */
const guardOnce = cache(async (rawId: string): Promise<{ parsed: ParsedStockSegment; record: StockRecord }> => {
  const parsed = parseStockIdSegment(rawId);
  if (parsed === null) return failRouteValidation();
  let record: StockRecord | undefined;
  try {
    record = await getStockRecord(parsed.id);
  } catch (err) {
    // The business service is down (and the edge cache had no copy): we cannot tell whether the id
    // exists. Rather than a whole-page 500, render the page for the well-formed id with a stand-in
    // record; every section then shows its own error state, and the page says noindex.
    console.error('[stock] route guard lookup failed', parsed.id, err);
    markMainContentUnavailable(`stock ${parsed.id}: the security's record could not be had`);
    return { parsed, record: provisionalStockRecord(parsed.id) };
  }
  // 'info' is never blocked, so this only asks whether the record fits the id.
  if (!record || decideStockRoute(parsed, record, 'info').kind === 'notFound') return failRouteValidation();
  return { parsed, record };
});

const resolveOnce = cache(async (rawId: string, tab: StockTab, statement: FinanceStatement | undefined, detailTail: string): Promise<StockRecord> => {
  const { parsed, record } = await guardOnce(rawId);
  // A stand-in record knows nothing about blocked tabs; only the spelling is canonicalised.
  const decision = decideStockRoute(parsed, record, tab, statement, detailTail);
  if (decision.kind === 'notFound') return failRouteValidation();
  if (decision.kind === 'redirect') return redirect(decision.location, decision.status);
  return record;
});

/**
 * The route guard of every /stock/{id}/… page. Canonicalises the id (308 to upper case and
 * the '.'-for-'#' URL form), guards it (malformed or unknown → the 404 page, logged as
 * "Page Not Found: {path}"), and sends a tab the security may not show to info (307).
 * When the lookup itself fails (upstream down), it answers a provisional record (isProvisionalStock)
 * instead of failing the page. `detailTail` is the encoded path of a page below the tab (one news
 * item), kept by the canonical-spelling redirect. Cached per request (React cache()). Call it before
 * the first <Suspense> boundary, while the status can still change.
 */
export async function resolveStockRoute(rawId: string, tab: StockTab, statement?: FinanceStatement, detailTail = ''): Promise<StockRecord> {
  return resolveOnce(rawId, tab, statement, detailTail);
}

/**
 * The guard of the /stock/{id} layout, which does not know the tab: malformed or unknown ids get
 * the 404 page; a non-canonical spelling is left to the page's resolveStockRoute (it 308s with
 * the right tab). Shares the cached lookup with the page.
 */
export async function guardStockLayout(rawId: string): Promise<StockRecord> {
  return (await guardOnce(rawId)).record;
}
