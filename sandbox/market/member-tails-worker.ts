/**
 * The warm-up thread of member-quotes.ts: builds the daily series of an index's members (seconds
 * of CPU for the ~3,400 of them) away from the sandbox's event loop, and sends back only their
 * last sessions, in batches. It reads nothing but what it is sent: catalogue entries are plain
 * data, and the series depend on nothing else.
 */
import { parentPort } from 'node:worker_threads';
import { type TailBatch, type TailRequest, tailOf } from './member-quotes.ts';
import { dailySeries } from './series.ts';

const BATCH = 100;

parentPort?.on('message', ({ entries, day }: TailRequest) => {
  for (let from = 0; from < entries.length; from += BATCH) {
    const slice = entries.slice(from, from + BATCH);
    const tails = slice.map((entry) => tailOf(dailySeries(entry, day)));
    const batch: TailBatch = { day, from, tails, last: from + BATCH >= entries.length };
    parentPort?.postMessage(batch);
  }
  if (entries.length === 0) parentPort?.postMessage({ day, from: 0, tails: [], last: true } satisfies TailBatch);
});
