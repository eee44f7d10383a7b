import { LRUCache } from 'lru-cache';

/**
 * The isolate's own copy of the most recent kept pages, in front of the Cache API: a hit from memory
 * costs no cache read (a round trip to the data centre's cache, and locally Miniflare's store on
 * disk). Bounded by bytes, least recently used out first; an isolate has 128 MB and pages are
 * 40–200 kB, so 8 MB keeps the few dozen hottest pages. Entries carry the time they were stored and
 * are judged by the same freshness as the Cache API's; keys are the same, so a deploy or a deletion
 * (a new key) leaves old entries unreachable until they are pushed out.
 */
export interface MemoryPage {
  body: ArrayBuffer;
  contentType: string;
  storedAtMs: number;
}

export const MEMORY_TIER_BYTES = 8 * 2 ** 20;
/** A page larger than this stays in the Cache API only: one page must not push out dozens. */
const MAX_ENTRY_BYTES = 512 * 2 ** 10;

/** The tier over lru-cache, bounded by the pages' bytes (an empty body counts one: the library sizes no entry 0). */
export class MemoryTier {
  private readonly pages: LRUCache<string, MemoryPage>;

  constructor(capacity = MEMORY_TIER_BYTES) {
    this.pages = new LRUCache({ maxSize: capacity, maxEntrySize: Math.min(MAX_ENTRY_BYTES, capacity), sizeCalculation: (page) => Math.max(1, page.body.byteLength) });
  }

  get(key: string): MemoryPage | undefined {
    return this.pages.get(key);
  }

  /** Stores the page under `key`; one over the entry bound is not kept, and takes the key's older page with it. */
  set(key: string, page: MemoryPage): void {
    this.pages.set(key, page);
  }

  delete(key: string): void {
    this.pages.delete(key);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.pages.size, bytes: this.pages.calculatedSize };
  }
}
