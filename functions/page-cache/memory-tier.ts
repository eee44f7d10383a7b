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

export class MemoryTier {
  private readonly entries = new Map<string, MemoryPage>();
  private bytes = 0;

  constructor(private readonly capacity = MEMORY_TIER_BYTES) {}

  get(key: string): MemoryPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: MemoryPage): void {
    this.delete(key);
    if (page.body.byteLength > MAX_ENTRY_BYTES || page.body.byteLength > this.capacity) return;
    this.entries.set(key, page);
    this.bytes += page.body.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.capacity) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.byteLength;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
