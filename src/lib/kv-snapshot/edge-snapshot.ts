import type { AppConfig } from '../config';
import { inBackground, workersModule } from '../runtime/workers-runtime';
import type { SnapshotStoreOptions } from './snapshot-store';

/** A snapshot's store class, which names where it lives and how its logs begin. */
export interface SnapshotStoreClass<S> {
  new (options: SnapshotStoreOptions): S;
  /** The KV namespace's binding name (wrangler.toml). */
  readonly binding: string;
  /** Log prefix, e.g. '[directory]'. */
  readonly label: string;
}

export interface EdgeSnapshotSpec<S> {
  Store: SnapshotStoreClass<S>;
  /** What callers do when the binding is missing (a misconfigured deployment), for the log. */
  withoutIt: string;
  /** Fills an empty snapshot (in the background: no reader waits on it) from the worker's configuration. */
  fill: (store: S, config: AppConfig) => Promise<unknown>;
}

export interface EdgeSnapshot<S, I, T> {
  /** This isolate's store (one per isolate: every request shares its in-memory copy); null without the binding. */
  store(): Promise<S | null>;
  /**
   * A route's question (is this id listed, and what do we know of it?): the entry, or undefined when
   * the snapshot does not list it or cannot answer — the caller then asks the upstream, so what was
   * added since the last refresh works at once. An empty snapshot is filled in the background; this
   * request does not wait for that.
   */
  lookup(id: I, config: AppConfig): Promise<T | undefined>;
}

/** A snapshot as this worker holds it: its KV binding behind one store per isolate. */
export function edgeSnapshot<S extends { lookup(id: I): Promise<T | undefined | null> }, I, T>(spec: EdgeSnapshotSpec<S>): EdgeSnapshot<S, I, T> {
  const { Store, fill } = spec;
  const { binding, label } = Store;
  let held: S | null | undefined;
  const store = async (): Promise<S | null> => {
    if (held === undefined) {
      const { env, waitUntil } = await workersModule();
      const kv = (env as unknown as Record<string, KVNamespace | undefined>)[binding];
      held = kv ? new Store({ kv, waitUntil }) : null;
      if (!kv) console.error(`${label} the KV binding ${binding} is missing; ${spec.withoutIt}`);
    }
    return held;
  };
  return {
    store,
    async lookup(id, config) {
      try {
        const snapshot = await store();
        if (!snapshot) return undefined;
        const found = await snapshot.lookup(id);
        if (found === null) await inBackground(fill(snapshot, config), label);
        return found ?? undefined;
      } catch (err) {
        console.error(`${label} lookup failed; asking the upstream`, id, err);
        return undefined;
      }
    },
  };
}
