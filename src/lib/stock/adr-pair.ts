import { cache } from 'react';
import { getUpstreamContext } from '../server/request-context';
import { ADR_PAIRS_TIMEOUT_MS, type AdrPair, getAdrPairs } from '../upstream/taiwan-market';

/**
 * The Taiwan listing of an ADR (TSM → 2330), once per request, from the Taiwan-market service's pairs
 * (learned from data, never a list in the app: decision 039). The stock page asks before it renders, to
 * know whether the ADR section exists at all; the answer is edge-cached for hours and the call gives up
 * after ADR_PAIRS_TIMEOUT_MS, so a slow or failing service costs other stocks at most that, once per
 * cache period. A failure answers null (no section): without the pairs, no stock can be called paired.
 */
export const findAdrPair = cache(async (id: string): Promise<AdrPair | null> => {
  try {
    const pairs = await getAdrPairs({ ...getUpstreamContext(), timeoutMs: ADR_PAIRS_TIMEOUT_MS });
    return pairs.find((pair) => pair.adrSymbol === id) ?? null;
  } catch (err) {
    console.error('[stock] ADR pairs', id, err);
    return null;
  }
});
