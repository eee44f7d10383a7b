/**
 * The stored local key `localRoute`: the page a reader was on when they chose 登入, so the first
 * page after signing in can take them back there if the sign-in landed them elsewhere (a second tab's
 * sign-in page, the provider's own page opened from a bookmark). The server's sign-in transaction
 * normally returns them itself; this is the browser's own memory of it, kept 10 minutes.
 * No React; unit-tested.
 */

export const LOCAL_ROUTE_KEY = 'localRoute';
export const LOCAL_ROUTE_TTL_MS = 10 * 60_000;

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Remembers `path` (a path and query of this site) as the route to come back to. */
export function rememberLocalRoute(storage: KeyValueStorage | null, path: string, now: number): void {
  if (!storage || !path.startsWith('/') || path.startsWith('//')) return;
  try {
    storage.setItem(LOCAL_ROUTE_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Full or refused storage: the server's transaction still brings the reader back.
  }
}

/**
 * Takes the remembered route (it is removed): the path to go to, or null when there is none, it is
 * stale or malformed, or it is where the reader already is.
 */
export function takeLocalRoute(storage: KeyValueStorage | null, current: string, now: number): string | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(LOCAL_ROUTE_KEY);
    storage.removeItem(LOCAL_ROUTE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number') return null;
    if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f]/.test(path)) return null;
    if (now - at < 0 || now - at > LOCAL_ROUTE_TTL_MS) return null;
    return path === current ? null : path;
  } catch {
    return null;
  }
}

/** window.localStorage, or null where it is refused (privacy modes) or absent (the server). */
export function browserLocalStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
