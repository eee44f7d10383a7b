import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { newYorkClock } from './calendar.ts';
import { memberQuote, type TailBatch, type TailRequest, tailOf, warmMemberTails } from './member-quotes.ts';
import { quoteAt } from './quote.ts';
import { dailySeries } from './series.ts';

const catalogue = loadCatalogue([]);
const ids = ['NVDA', 'AAPL', 'KO', 'ASML', 'SPY', 'BRK.B', 'AACB'];

/** Before the open, at the open, mid-session (to the second), after the close, a weekend, a holiday, the next morning. */
const INSTANTS = ['2026-11-20T12:00:00Z', '2026-11-20T14:30:00Z', '2026-11-20T16:07:31Z', '2026-11-20T22:00:00Z', '2026-11-22T08:00:00Z', '2026-11-26T15:00:00Z', '2026-11-23T13:00:00Z'].map(
  Date.parse,
);

describe('memberQuote', () => {
  it('equals quoteAt at every instant, whether its tail was built that day or not', () => {
    for (const at of INSTANTS) {
      for (const id of ids) {
        const entry = catalogue.get(id)!;
        expect(memberQuote(entry, at), `${id} ${new Date(at).toISOString()}`).toEqual(quoteAt(entry, at));
        // Second call: from the cached tail.
        expect(memberQuote(entry, at + 1000)).toEqual(quoteAt(entry, at + 1000));
      }
    }
  });

  it('warming builds the tails in slices and then answers the same', async () => {
    const entries = ids.map((id) => catalogue.get(id)!);
    const at = Date.parse('2026-12-01T15:00:00Z');
    await warmMemberTails(entries, () => at, 2);
    for (const entry of entries) expect(memberQuote(entry, at)).toEqual(quoteAt(entry, at));
  });
});

describe('the warm-up thread', () => {
  it('sends back the same tails the sandbox thread builds, in order, in batches', async () => {
    const entries = [...ids, 'MSFT', 'QQQ'].map((id) => catalogue.get(id)!);
    const day = newYorkClock(Date.parse('2026-11-20T16:00:00Z')).day;
    const worker = new Worker(new URL('./member-tails-worker.ts', import.meta.url));
    try {
      const batches: TailBatch[] = [];
      await new Promise<void>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('message', (batch: TailBatch) => {
          batches.push(batch);
          if (batch.last) resolve();
        });
        worker.postMessage({ entries, day } satisfies TailRequest);
      });
      const tails = batches.flatMap((batch) => batch.tails);
      expect(tails).toHaveLength(entries.length);
      entries.forEach((entry, i) => expect(tails[i], entry.id).toEqual(tailOf(dailySeries(entry, day))));
    } finally {
      await worker.terminate();
    }
  });
});
