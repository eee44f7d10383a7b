import { SingleFlight } from '../runtime/single-flight';
import type { WaitUntil } from '../runtime/workers-runtime';

/**
 * An isolate's copies of KV values read by shard, for the data the edge keeps (the symbol directory,
 * decision 017; the article index, decision 029). A shard younger than `freshMs` is answered from
 * memory; an older one is answered from memory too while one background read fetches KV's value,
 * so a refresh reaches every isolate within about two minutes and no reader waits for it. Only the
 * first read of a shard in an isolate waits for KV, and concurrent first reads share one.
 */
export interface IsolateShardCopiesOptions<K, S> {
  kv: KVNamespace;
  keyOf: (shard: K) => string;
  /** The stored text as a usable shard, or null when it is unreadable (it then reads as missing). */
  decode: (text: string, shard: K) => S | null;
  /** Log prefix, e.g. '[directory]'. */
  label: string;
  freshMs: number;
  /** KV's own edge cache of the reads (60 s is its minimum). */
  kvCacheTtlSeconds: number;
  now?: (() => number) | undefined;
  /** Where background re-reads go (the request's waitUntil); without it they are awaited. */
  waitUntil?: WaitUntil | undefined;
}

interface Copy<S> {
  /** null: KV has no (usable) value for this shard. */
  shard: S | null;
  readAt: number;
  rereading: boolean;
}

export class IsolateShardCopies<K, S> {
  readonly #options: IsolateShardCopiesOptions<K, S>;
  readonly #now: () => number;
  readonly #copies = new Map<K, Copy<S>>();
  /** One KV read per shard at a time; a reader whose leader hangs (its request was cancelled) reads for itself after a while. */
  readonly #reads = new SingleFlight<S | null>({ lingerMs: 0, followerTimeoutMs: 5_000, maxKeys: 1_024 });

  constructor(options: IsolateShardCopiesOptions<K, S>) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** One shard: from memory when held, else from KV. null when KV has none (or none usable). */
  async get(shard: K): Promise<S | null> {
    const copy = this.#copies.get(shard);
    if (!copy) return this.#read(shard);
    if (this.#now() - copy.readAt >= this.#options.freshMs && !copy.rereading) {
      copy.rereading = true;
      const reread = this.#read(shard).catch((err: unknown) => {
        console.warn(`${this.#options.label} background re-read failed; keeping the copy held`, shard, err);
        copy.rereading = false;
      });
      if (this.#options.waitUntil) this.#options.waitUntil(reread);
      else await reread;
    }
    return this.#copies.get(shard)?.shard ?? null;
  }

  /** Drops this isolate's copy of one shard (after writing it). */
  drop(shard: K): void {
    this.#copies.delete(shard);
  }

  /** Drops every copy held in this isolate. */
  clear(): void {
    this.#copies.clear();
  }

  /** Reads a shard from KV (one read per shard at a time) and keeps it. */
  async #read(shard: K): Promise<S | null> {
    const { value } = await this.#reads.run(this.#options.keyOf(shard), async () => {
      const text = await this.#options.kv.get(this.#options.keyOf(shard), { type: 'text', cacheTtl: this.#options.kvCacheTtlSeconds });
      const decoded = text === null ? null : this.#options.decode(text, shard);
      if (text !== null && decoded === null) console.error(`${this.#options.label} stored shard is unreadable; treating it as missing`, shard);
      this.#copies.set(shard, { shard: decoded, readAt: this.#now(), rereading: false });
      return decoded;
    });
    return value;
  }
}
