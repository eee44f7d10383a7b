/**
 * The reload guard for failed page-chunk loads: a path is reloaded at most once within
 * RELOAD_GUARD_WINDOW_MS. The record lives in sessionStorage, so it survives the reload it guards and
 * dies with the tab. No React here; unit-tested.
 */

export const RELOAD_GUARD_WINDOW_MS = 10_000;
export const RELOAD_GUARD_KEY = 'usstock:chunk-reload';
/** The record never grows past this many paths (the oldest go first). */
const MAX_PATHS = 20;

type Record = { [path: string]: number };

export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readRecord(storage: GuardStorage): Record {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/**
 * 'reload' (and records it) when this path has not been reloaded in the window; 'give-up' when it
 * has, or when the tab has no storage (without a record a reload could loop for ever).
 */
export function claimChunkReload(storage: GuardStorage | null, path: string, now: number): 'reload' | 'give-up' {
  if (!storage) return 'give-up';
  const record = readRecord(storage);
  const last = record[path];
  if (last !== undefined && now - last >= 0 && now - last < RELOAD_GUARD_WINDOW_MS) return 'give-up';
  const recent = Object.entries({ ...record, [path]: now })
    .filter(([, at]) => now - at < RELOAD_GUARD_WINDOW_MS || at === now)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_PATHS);
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify(Object.fromEntries(recent)));
  } catch {
    return 'give-up';
  }
  return 'reload';
}

/** Whether an error is a module (code chunk) that could not be fetched, in Chromium, Firefox or Safari. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}
