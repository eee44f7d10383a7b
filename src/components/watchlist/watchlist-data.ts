import { cache } from 'react';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getWatchlist, type Watchlist } from '@/lib/upstream/business';

/**
 * The signed-in member's watchlist, once per request (the info bar, the search results and the
 * watchlist page all ask). Never cached beyond the request: it is one member's own list
 * (cache-policy.ts leaves /api/Watchlist out). null for guests.
 */
export const getMemberWatchlist = cache(async (): Promise<Watchlist | null> => {
  if (getSignedInMemberId() === null) return null;
  return getWatchlist(getUpstreamContext());
});

/** How a toggle for `id` starts: 'guest' for visitors; for a member, whether it is listed ('out' if the list cannot be read). */
export async function watchlistStateOf(id: string): Promise<'in' | 'out' | 'guest'> {
  if (getSignedInMemberId() === null) return 'guest';
  try {
    const list = await getMemberWatchlist();
    return list?.items.some((item) => item.id === id) ? 'in' : 'out';
  } catch (err) {
    // Adding is idempotent upstream, so offering 加入自選 for a listed stock does no harm.
    console.warn('[watchlist] list unavailable for the toggle', err);
    return 'out';
  }
}
