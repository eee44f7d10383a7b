import { Worker } from 'node:worker_threads';
import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { type ScreenerBase, screenerBase, withFundFacts } from '../market/screener-base.ts';

/**
 * Building a session's screener bases for every security: about 2 ms of CPU each (the daily series
 * since 2018 and the statements), half a minute for 13,000. The running sandbox builds them on a
 * worker thread (screener-bases-worker.ts), so its other calls keep their pace and the build runs at
 * a core's full speed; in-process tests, and a sandbox where no thread starts, build them here in
 * slices with other calls between them.
 */

export interface BaseRequest {
  id: number;
  entries: readonly CatalogueEntry[];
  /** #GSPC's entry, for beta. */
  market: CatalogueEntry | undefined;
  sessionDay: number;
}
export interface BaseBatch {
  id: number;
  from: number;
  bases: Array<Omit<ScreenerBase, 'entry'> & { entry: null }>;
  last: boolean;
  error?: string;
}

export type BuildBases = (catalogue: Catalogue, entries: readonly CatalogueEntry[], sessionDay: number) => Promise<Map<string, ScreenerBase>>;

/** Securities built between two turns of the event loop on this thread (about 50 ms of work). */
const SLICE = 25;

export const buildHere: BuildBases = async (catalogue, entries, sessionDay) => {
  const built = new Map<string, ScreenerBase>();
  for (let from = 0; from < entries.length; from += SLICE) {
    for (const entry of entries.slice(from, from + SLICE)) built.set(entry.id, screenerBase(catalogue, entry, sessionDay));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return built;
};

/** A builder on a worker thread, started on first use; builds here when no thread can start (or the thread died). */
export function threadBuilder(): BuildBases {
  let worker: Worker | null | undefined;
  let nextId = 0;
  const start = (): Worker | null => {
    try {
      const thread = new Worker(new URL('../market/screener-bases-worker.ts', import.meta.url));
      thread.unref();
      thread.on('error', (err) => {
        console.warn('[sandbox business] the screener build thread failed; building on the sandbox thread', err);
        worker = null;
      });
      return thread;
    } catch (err) {
      console.warn('[sandbox business] no screener build thread; building on the sandbox thread', err);
      return null;
    }
  };
  return (catalogue, entries, sessionDay) => {
    if (worker === undefined) worker = start();
    const thread = worker;
    if (!thread) return buildHere(catalogue, entries, sessionDay);
    const id = (nextId += 1);
    const built = new Map<string, ScreenerBase>();
    return new Promise((resolve, reject) => {
      const onMessage = (batch: BaseBatch) => {
        if (batch.id !== id) return;
        batch.bases.forEach((base, i) => {
          const entry = entries[batch.from + i];
          // The sandbox's own entry (caches key on it), and the fund facts, which read the catalogue.
          if (entry) built.set(entry.id, withFundFacts(catalogue, { ...base, entry }));
        });
        if (!batch.last) return;
        thread.off('message', onMessage);
        thread.off('error', onError);
        if (batch.error) reject(new Error(`screener build thread: ${batch.error}`));
        else resolve(built);
      };
      const onError = (err: Error) => {
        thread.off('message', onMessage);
        reject(err);
      };
      thread.on('message', onMessage);
      thread.once('error', onError);
      thread.postMessage({ id, entries, market: catalogue.get('#GSPC'), sessionDay } satisfies BaseRequest);
    });
  };
}
