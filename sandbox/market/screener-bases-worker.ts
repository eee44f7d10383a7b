/**
 * The screener's build thread (sandbox/business/screener-build.ts): builds the session bases of the
 * securities it is sent (each one's daily series since 2018 and its statements: half a minute of CPU
 * for all 13,000) away from the sandbox's event loop, and sends them back in batches, in order,
 * without their catalogue entries (the sandbox puts its own back). It reads nothing but what it is
 * sent: catalogue entries are plain data, and a base depends on nothing else.
 */
import { parentPort } from 'node:worker_threads';
import { type BaseBatch, type BaseRequest } from '../business/screener-build.ts';
import { seriesBase } from './screener-base.ts';

const BATCH = 100;

parentPort?.on('message', ({ id, entries, market, sessionDay }: BaseRequest) => {
  try {
    for (let from = 0; from < entries.length; from += BATCH) {
      const bases = entries.slice(from, from + BATCH).map((entry) => ({ ...seriesBase(entry, sessionDay, market), entry: null }));
      parentPort?.postMessage({ id, from, bases, last: from + BATCH >= entries.length } satisfies BaseBatch);
    }
    if (entries.length === 0) parentPort?.postMessage({ id, from: 0, bases: [], last: true } satisfies BaseBatch);
  } catch (err) {
    parentPort?.postMessage({ id, from: 0, bases: [], last: true, error: err instanceof Error ? err.message : String(err) } satisfies BaseBatch);
  }
});
