/**
 * The isolate's one way to run one task per key at a time: later callers with the same
 * key share its result, for a short while after it too when `lingerMs` says so. Callers: the session
 * layer (one guest token or one refresh per browser burst), the KV shard reads and first fills of the
 * edge snapshots, the edge cache's and the guest page cache's background refreshes.
 *
 * Workers caveat: a promise started by one request is settled by that request's I/O. If that request
 * is cancelled (the reader closed the tab), its followers would wait forever, so a follower waits at
 * most `followerTimeoutMs` and then runs the task itself.
 */
export interface SingleFlightOptions {
  /** How long a successful result is handed to later callers with the same key. */
  lingerMs: number;
  /** How long a follower waits for the leader before doing the work itself. */
  followerTimeoutMs: number;
  /** Bounds memory: with this many keys in flight or lingering, new keys are not shared. */
  maxKeys: number;
  now?: () => number;
}

interface Entry<T> {
  promise: Promise<T>;
  settledAt?: number;
}

const TIMED_OUT = Symbol('timed out');

export class SingleFlight<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #options: SingleFlightOptions;
  readonly #now: () => number;

  constructor(options: SingleFlightOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** Keys currently in flight or lingering (for tests and logs). */
  get size(): number {
    return this.#entries.size;
  }

  /** The run in flight or lingering for this key (tests await it). */
  current(key: string): Promise<T> | undefined {
    this.#prune();
    return this.#entries.get(key)?.promise;
  }

  /**
   * Starts the task in the background unless one runs for this key already or `maxKeys` are held
   * (then a later caller will): the stale-while-revalidate refreshes. Answers the started run, or
   * undefined when none was started. Nobody follows it, so it is forgotten once settled (lingerMs 0).
   */
  start(key: string, task: () => Promise<T>): Promise<T> | undefined {
    this.#prune();
    if (this.#entries.has(key) || this.#entries.size >= this.#options.maxKeys) return undefined;
    const entry: Entry<T> = { promise: task() };
    this.#entries.set(key, entry);
    const forget = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    entry.promise.then(forget, forget);
    return entry.promise;
  }

  /** The task's result; `shared` tells whether another caller's run produced it. */
  async run(key: string, task: () => Promise<T>): Promise<{ value: T; shared: boolean }> {
    this.#prune();
    const existing = this.#entries.get(key);
    if (existing) {
      const value = await this.#follow(existing.promise);
      if (value !== TIMED_OUT) return { value, shared: true };
      return { value: await task(), shared: false };
    }
    const promise = task();
    if (this.#entries.size < this.#options.maxKeys) {
      const entry: Entry<T> = { promise };
      this.#entries.set(key, entry);
      promise.then(
        () => {
          entry.settledAt = this.#now();
        },
        () => {
          // A failure is not remembered: the next request tries again.
          if (this.#entries.get(key) === entry) this.#entries.delete(key);
        },
      );
    }
    return { value: await promise, shared: false };
  }

  async #follow(promise: Promise<T>): Promise<T | typeof TIMED_OUT> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), this.#options.followerTimeoutMs);
    });
    try {
      return await Promise.race([promise, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  #prune(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      if (entry.settledAt !== undefined && now - entry.settledAt >= this.#options.lingerMs) this.#entries.delete(key);
    }
  }
}
