import * as v from 'valibot';
import { refusedAnswer } from '../kv-snapshot/digest';
import { IsolateShardCopies } from '../kv-snapshot/isolate-copies';
import { FILL_RETRY_MS, ISOLATE_FRESH_MS, KV_CACHE_TTL_SECONDS, type SnapshotStoreOptions } from '../kv-snapshot/snapshot-store';
import { parseStored } from '../kv-snapshot/stored-json';
import { SingleFlight } from '../runtime/single-flight';
import type { UpstreamContext } from '../upstream/http';
import { type AdrPair, getAdrPairs } from '../upstream/taiwan-market';
import { AdrPairSchema } from '../upstream/taiwan-market/schemas';

/**
 * The ADR ↔ TWSE pairs (decision 039) kept at the edge beside the symbol directory (KV namespace
 * DIRECTORY, one value under `adr-pairs:v1`): the stock page decides whether a security has a
 * Taiwan listing from what the edge holds, never from an upstream call before its first byte. The
 * directory's Cron Trigger refreshes the value; the first reader of an empty one starts a fill. The
 * isolate keeps what it read (one KV read per isolate, a background re-read after ISOLATE_FRESH_MS),
 * as the directory's shards are kept (decision 017).
 */

export const ADR_PAIRS_KEY = 'adr-pairs:v1';
const FORMAT = 1;

const StoredSchema = v.object({
  v: v.literal(FORMAT),
  /** When the Taiwan-market service answered this copy (ms since the epoch). */
  fetchedAt: v.number(),
  pairs: v.pipe(v.array(AdrPairSchema), v.maxLength(200)),
});
type Stored = v.InferOutput<typeof StoredSchema>;

/** What a refresh did: wrote a changed list, found it unchanged (nothing written: KV writes are metered), or kept the stored copy and why. */
export type AdrPairsReport = { status: 'updated' | 'unchanged'; total: number } | { status: 'kept'; total: number; reason: string };

/** The one value (there are a handful of pairs) behind this isolate's copy. */
const ONLY = 'pairs';

export class AdrPairsStore {
  /** Its KV namespace's binding (wrangler.toml) and the prefix of its logs. */
  static readonly binding = 'DIRECTORY';
  static readonly label = '[adr-pairs]';
  readonly #kv: KVNamespace;
  readonly now: () => number;
  readonly #copy: IsolateShardCopies<typeof ONLY, readonly AdrPair[]>;
  /** The first fill: one at a time, and its outcome stands for FILL_RETRY_MS (a service that is down is not asked again at once). */
  #fill: SingleFlight<AdrPairsReport | null>;

  constructor(options: SnapshotStoreOptions) {
    this.#kv = options.kv;
    this.now = options.now ?? Date.now;
    this.#copy = new IsolateShardCopies({
      kv: options.kv,
      keyOf: () => ADR_PAIRS_KEY,
      decode: (text) => parseStored(StoredSchema, text)?.pairs ?? null,
      label: '[adr-pairs]',
      freshMs: ISOLATE_FRESH_MS,
      kvCacheTtlSeconds: KV_CACHE_TTL_SECONDS,
      now: this.now,
      waitUntil: options.waitUntil,
    });
    this.#fill = this.#newFill();
  }

  #newFill(): SingleFlight<AdrPairsReport | null> {
    return new SingleFlight({ lingerMs: FILL_RETRY_MS, followerTimeoutMs: FILL_RETRY_MS, maxKeys: 1, now: this.now });
  }

  /** Every pair the edge holds (from this isolate's copy when it has one), or null when KV holds none (never filled, or unreadable). */
  pairs(): Promise<readonly AdrPair[] | null> {
    return this.#copy.get(ONLY);
  }

  /** The pair of an ADR symbol; undefined when the security has no Taiwan listing; null when the edge holds no pairs to ask. */
  async lookup(symbol: string): Promise<AdrPair | undefined | null> {
    const pairs = await this.pairs();
    return pairs && pairs.find((pair) => pair.adrSymbol === symbol);
  }

  /** The value as KV holds it now, past this isolate's copy (to compare a refresh with). */
  async stored(): Promise<Stored | null> {
    return parseStored(StoredSchema, await this.#kv.get(ADR_PAIRS_KEY, 'text'));
  }

  /** Writes the pairs and drops this isolate's copy (other isolates see them within ISOLATE_FRESH_MS + KV's cache). */
  async write(pairs: readonly AdrPair[], fetchedAt: number): Promise<void> {
    const value: Stored = { v: FORMAT, fetchedAt, pairs: [...pairs] };
    await this.#kv.put(ADR_PAIRS_KEY, JSON.stringify(value));
    this.#copy.drop(ONLY);
  }

  /** Fills an empty value (one fill per isolate at a time, not again within FILL_RETRY_MS); null when KV held pairs already. */
  async fillIfEmpty(refresh: () => Promise<AdrPairsReport>): Promise<AdrPairsReport | null> {
    const { value } = await this.#fill.run('fill', async () => {
      if (await this.stored()) return null;
      const report = await refresh();
      console.log(`[adr-pairs] first fill: ${describeAdrPairsReport(report)}`);
      return report;
    });
    return value;
  }

  /** The first fill under way or lingering in this isolate (tests await it before they clear KV). */
  fillUnderWay(): Promise<unknown> | undefined {
    return this.#fill.current('fill');
  }

  /** Drops what this isolate knows of the value: its copy, and how its last first fill ended (tests; the value deleted by hand). */
  forget(): void {
    this.#copy.clear();
    this.#fill = this.#newFill();
  }
}

/**
 * Asks the Taiwan-market service for the pairs (`ctx`: past the edge cache) and writes them when they
 * changed. The stored copy is kept when the call fails or lists no pairs: a service that is down must
 * not take the ADR section off every paired page. Never throws.
 */
export async function refreshAdrPairs(store: AdrPairsStore, ctx: UpstreamContext): Promise<AdrPairsReport> {
  const stored = await store.stored();
  const total = stored?.pairs.length ?? 0;
  let pairs: AdrPair[];
  try {
    pairs = await getAdrPairs(ctx);
  } catch (err) {
    return { status: 'kept', total, reason: `the Taiwan-market service failed: ${err instanceof Error ? err.message : String(err)}` };
  }
  const refused = refusedAnswer('the Taiwan-market service', 'ADR pairs', pairs.length, stored?.pairs.length);
  if (refused) return { status: 'kept', total, reason: refused };
  if (stored && JSON.stringify(stored.pairs) === JSON.stringify(pairs)) return { status: 'unchanged', total };
  await store.write(pairs, store.now());
  return { status: 'updated', total: pairs.length };
}

/** Fills the pairs on first use (a new deployment before its first Cron Trigger, a fresh local state). */
export function fillAdrPairsIfEmpty(store: AdrPairsStore, ctx: UpstreamContext): Promise<AdrPairsReport | null> {
  return store.fillIfEmpty(() => refreshAdrPairs(store, ctx));
}

export const describeAdrPairsReport = (report: AdrPairsReport): string => `${report.status}: ${report.total} pairs${report.status === 'kept' ? `; ${report.reason}` : ''}`;
