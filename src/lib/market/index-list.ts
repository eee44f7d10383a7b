import { getIndices } from '../upstream/business/client';
import type { UpstreamContext } from '../upstream/http';
import { parseStockId } from '@protocol/stock-id';
import { displaySymbol, indexAliases, type IndexRecord, US_INDICES } from './us-indices';

/**
 * The indices the site shows, as index records: the business service's list
 * (`GET /api/Stock/Indices`, edge-cached 6 h, decision 009), and the built-in list of us-indices.ts
 * only when that call fails or answers nothing usable — so an outage of the list call alone never
 * empties the home page's index row or the index sitemap. The service's names and descriptions win;
 * the search aliases (「費半」, "SPX") and the symbols readers know (#SOX for the upstream's #SOXX) are the
 * site's own and are kept from the built-in list.
 */
export interface IndexList {
  indices: readonly IndexRecord[];
  source: 'upstream' | 'fallback';
}

const FALLBACK: IndexList = { indices: US_INDICES, source: 'fallback' };

export async function loadIndexList(ctx: UpstreamContext): Promise<IndexList> {
  let records;
  try {
    records = await getIndices(ctx);
  } catch (err) {
    console.warn(`[indices] the index list call failed; using the built-in list: ${(err as Error).message}`);
    return FALLBACK;
  }
  const seen = new Set<string>();
  const indices: IndexRecord[] = [];
  for (const record of records) {
    const id = parseStockId(record.id);
    // Only index ids ('#DJI') become /stock/.DJI links; anything else in the answer is left out.
    if (id === null || !id.startsWith('#') || seen.has(id)) continue;
    seen.add(id);
    indices.push({ id, symbol: displaySymbol(id), chineseName: record.chineseName.trim() || record.customName?.trim() || record.name, description: record.description, aliases: indexAliases(id) });
  }
  if (indices.length === 0) {
    console.warn('[indices] the index list call answered no index; using the built-in list');
    return FALLBACK;
  }
  return { indices, source: 'upstream' };
}
