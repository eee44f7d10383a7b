import { cache } from 'react';
import { loadIndexList } from '@/lib/market/index-list';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getQuotes } from '@/lib/upstream/business';

/** The row is laid out (and its skeleton sized) for the four indices the home page shows. */
const MAX_INDEX_CARDS = 4;

/** The home page's indices (the service's list, or the built-in one), once per request. */
export const loadHomeIndices = cache(async () => (await loadIndexList(getUpstreamContext())).indices.slice(0, MAX_INDEX_CARDS));

/**
 * Their quotes, once per request: the index cards show them and the market status reads the market's
 * clock from them, so the two cannot disagree.
 */
export const loadIndexQuotes = cache(async () =>
  getQuotes(
    getUpstreamContext(),
    (await loadHomeIndices()).map((index) => index.id),
  ),
);
