'use server';

import { getRequestAuth } from '@/lib/server/request-auth';
import { parseStockId } from '@protocol/stock-id';
import { getConfig, getUpstreamContext } from '@/lib/server/request-context';
import { findStockRecord } from '@/lib/stock/stock-record';
import { addToWatchlist, removeFromWatchlist } from '@/lib/upstream/business';
import { UpstreamError } from '@/lib/upstream/errors';
import { WATCHLIST_LIMIT, type WatchlistOutcome } from './watchlist-outcome';

/** Longer than any symbol (17 characters) with room for a '.'; anything longer is refused unread. */
const MAX_ID_INPUT = 24;

/**
 * The server function behind every 「加入自選」 / 「已加入自選」 toggle and the watchlist page's remove
 * and undo. It trusts nothing it is sent: the id is checked (and, to add, looked up in
 * the symbol directory or the upstream), `want` must be a boolean, the member comes from the verified
 * session cookie. Adding twice is one entry, removing an absent stock a no-op (the upstream's rules);
 * the upstream's 100-stock limit answers 'full'. The edge layer has already refused the call if it
 * came from another site (same-origin-writes.ts); answers are POST responses, never cached or shared.
 */
export async function setWatched(rawId: unknown, want: unknown): Promise<WatchlistOutcome> {
  if (typeof rawId !== 'string' || rawId.length > MAX_ID_INPUT || typeof want !== 'boolean') return { status: 'unknown-stock' };
  const id = parseStockId(rawId);
  if (id === null) return { status: 'unknown-stock' };
  if (getRequestAuth()?.kind !== 'member') return { status: 'login-required' };
  const ctx = getUpstreamContext();
  try {
    // Only adding needs the security to exist: a member may remove a symbol that has since been delisted.
    if (want && !(await findStockRecord(id, getConfig(), ctx))) return { status: 'unknown-stock' };
    const list = want ? await addToWatchlist(ctx, id) : await removeFromWatchlist(ctx, id);
    return { status: 'ok', id, inList: list.items.some((item) => item.id === id) };
  } catch (err) {
    if (err instanceof UpstreamError) {
      if (err.status === 401) return { status: 'login-required' };
      // Removing a symbol the service no longer knows: it is not in the list, which is what was asked.
      if (err.status === 404) return want ? { status: 'unknown-stock' } : { status: 'ok', id, inList: false };
      if (err.status === 400 && /watchlistFull/.test(err.message)) return { status: 'full', max: WATCHLIST_LIMIT };
    }
    console.error('[watchlist] write failed', id, want, err);
    return { status: 'error' };
  }
}
