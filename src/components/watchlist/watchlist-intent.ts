/**
 * A guest's 「加入自選」 survives the sign-in round trip (after signing in from the
 * login-required dialog the reader is back on the same page — and the stock they wanted is added).
 * Kept in sessionStorage (this tab only) for a short while, and only when the reader chose 登入.
 */
export const WATCHLIST_INTENT_KEY = 'usstock:watchlist-intent';
/** Longer than a sign-in takes; a stale intent is ignored. */
export const WATCHLIST_INTENT_TTL_MS = 15 * 60_000;

type IntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberWatchlistIntent(storage: IntentStorage | undefined, id: string, now = Date.now()): void {
  try {
    storage?.setItem(WATCHLIST_INTENT_KEY, JSON.stringify({ id, at: now }));
  } catch {
    // Storage refused (private mode, quota): the reader adds it again after signing in.
  }
}

/** Takes the intent for `id` (removing it) when there is a fresh one; any other intent is left alone. */
export function takeWatchlistIntent(storage: IntentStorage | undefined, id: string, now = Date.now()): boolean {
  try {
    const raw = storage?.getItem(WATCHLIST_INTENT_KEY);
    if (!raw) return false;
    const intent = JSON.parse(raw) as { id?: unknown; at?: unknown };
    const fresh = typeof intent.at === 'number' && now - intent.at >= 0 && now - intent.at < WATCHLIST_INTENT_TTL_MS;
    if (!fresh) {
      storage?.removeItem(WATCHLIST_INTENT_KEY);
      return false;
    }
    if (intent.id !== id) return false;
    storage?.removeItem(WATCHLIST_INTENT_KEY);
    return true;
  } catch {
    return false;
  }
}
