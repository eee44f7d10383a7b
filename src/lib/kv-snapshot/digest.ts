import { sha256Hex } from '../runtime/sha256-hex';

/** The first 16 bytes of the SHA-256 of a shard's rows, in hex: enough to tell a changed shard (an unchanged one is not written again: KV writes are metered). */
export async function rowsDigest(rows: readonly unknown[]): Promise<string> {
  return (await sha256Hex(JSON.stringify(rows))).slice(0, 32);
}

/** A snapshot that shrinks below this share of its stored count is refused as suspicious: a struggling upstream's half answer must not replace the last good copy. */
export const MIN_KEPT_SHARE = 0.5;
/** Below this stored count a snapshot (or one of its shards) may shrink freely: a new site, the four indices, the tests. */
export const SMALL_SNAPSHOT = 20;

/**
 * Why a fresh answer of `count` rows must not replace the stored copy of `storedCount` (empty, or
 * a suspicious shrink), or null when it may. `source` and `what` name them in the reason (logs, tests).
 */
export function refusedAnswer(source: string, what: string, count: number, storedCount: number | undefined): string | null {
  if (count === 0) return `${source} listed no ${what}`;
  if (storedCount === undefined || storedCount < SMALL_SNAPSHOT || count >= storedCount * MIN_KEPT_SHARE) return null;
  return `${source} listed ${count} ${what}, down from ${storedCount}`;
}
