import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../runtime/deep-freeze';

/**
 * Decoded edge-cache answers kept in the isolate (decision 009), in front of the Cache API: while an
 * answer is fresh (younger than its policy's TTL), a reader gets the value already parsed and checked,
 * with no cache read, no body read, no JSON parse and no schema check. Past the TTL the Cache API is read
 * again, so an entry another isolate stored meanwhile is seen, and stale-while-revalidate and
 * stale-if-error are decided there as before.
 *
 * Only what edgeCached stores in the shared cache is kept (answers shared by everyone, under the same
 * key: headers and tokens are never in it), and a value is deep-frozen before the first reader gets it,
 * so no request can change what the next one reads. Bounded by the answers' text (two bytes a character),
 * least recently used out first.
 */
export interface KeptAnswer {
  value: unknown;
  /** What decoded it (the call's schema): another decoder's reader of the same key is not given it. */
  as: object;
  /** When the answer was produced (ms since the epoch), as the Cache API entry says. */
  storedAt: number;
}

interface Kept extends KeptAnswer {
  bytes: number;
}

/** The decoded answers of one isolate: the FX rates, the snapshot's calls, a page's price histories… */
export const KEPT_ANSWERS_BYTES = 16 * 2 ** 20;
/** An answer larger than this is read from the Cache API each time: one must not push out dozens. */
const MAX_ENTRY_BYTES = 2 * 2 ** 20;

export class KeptAnswers {
  readonly #answers: LRUCache<string, Kept>;

  constructor(capacityBytes = KEPT_ANSWERS_BYTES) {
    // An empty text counts one byte: the library sizes no entry 0.
    this.#answers = new LRUCache({ maxSize: capacityBytes, maxEntrySize: Math.min(MAX_ENTRY_BYTES, capacityBytes), sizeCalculation: (kept) => Math.max(1, kept.bytes) });
  }

  /** The answer kept under `key`, decoded `as` asked, while it is younger than `ttlSeconds` at `now`; an older one is let go. */
  fresh(key: string, as: object, ttlSeconds: number, now: number): KeptAnswer | undefined {
    const kept = this.#answers.get(key);
    if (!kept || kept.as !== as) return undefined;
    const age = now - kept.storedAt;
    if (age >= 0 && age < ttlSeconds * 1000) return kept;
    this.#answers.delete(key);
    return undefined;
  }

  /**
   * Keeps `value` (frozen here, if it was not yet), decoded `as` from `textLength` characters stored at
   * `storedAt`. An answer older than the one kept does not replace it.
   */
  keep(key: string, as: object, value: unknown, storedAt: number, textLength: number): void {
    const kept = this.#answers.peek(key);
    if (kept && kept.as === as && kept.storedAt > storedAt) return;
    this.#answers.set(key, { value: deepFreeze(value), as, storedAt, bytes: textLength * 2 });
  }

  /** Forgets `key` (its entry in the Cache API was just replaced). */
  drop(key: string): void {
    this.#answers.delete(key);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.#answers.size, bytes: this.#answers.calculatedSize };
  }
}

/** The isolate's one copy, used by edgeCached for answers of the default cache. */
export const keptAnswers = new KeptAnswers();
