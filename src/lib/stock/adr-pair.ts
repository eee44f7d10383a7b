import { cache } from 'react';
import { adrPairsAtEdge } from '../directory/edge-adr-pairs';
import { getConfig, getUpstreamContext } from '../server/request-context';
import { ADR_PAIRS_TIMEOUT_MS, type AdrPair, getAdrPairs } from '../upstream/taiwan-market';

/**
 * The Taiwan listing of an ADR (TSM → 2330), from the Taiwan-market service's pairs (learned from
 * data, never a list in the app: decision 039), as the edge holds them (KV beside the symbol
 * directory, src/lib/directory/adr-pairs.ts): the pair, null when the security has no Taiwan
 * listing, or undefined when the edge holds no pairs yet. The stock page asks this before its first
 * byte (whether the ADR section exists at all), so it never waits on the service; once per request.
 */
export const adrPairAtEdge = cache(async (id: string): Promise<AdrPair | null | undefined> => {
  const pairs = await adrPairsAtEdge(getConfig());
  return pairs ? (pairs.find((pair) => pair.adrSymbol === id) ?? null) : undefined;
});

/**
 * The pair, from the edge, else from the service itself (edge-cached for hours; it gives up after
 * ADR_PAIRS_TIMEOUT_MS): for a section that streams behind its own Suspense boundary, never for the
 * shell. A failure answers null (no section): without the pairs, no stock can be called paired.
 */
export const findAdrPair = cache(async (id: string): Promise<AdrPair | null> => {
  const atEdge = await adrPairAtEdge(id);
  if (atEdge !== undefined) return atEdge;
  try {
    const pairs = await getAdrPairs({ ...getUpstreamContext(), timeoutMs: ADR_PAIRS_TIMEOUT_MS });
    return pairs.find((pair) => pair.adrSymbol === id) ?? null;
  } catch (err) {
    console.error('[stock] ADR pairs', id, err);
    return null;
  }
});
