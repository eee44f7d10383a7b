import { Worker } from 'node:worker_threads';
import type { CatalogueEntry } from '../catalogue/types.ts';
import { newYorkClock } from './calendar.ts';
import { type Quote, quoteOfView, sessionViewOf } from './quote.ts';
import { type DailySeries, dailySeries } from './series.ts';

/**
 * Quotes for the members of an index, thousands at a time (#IXIC has ~3,200). quoteAt builds a
 * symbol's whole daily series since 2018 (about 1 ms each), and the series cache keeps only 1,000
 * of them, so quoting every Nasdaq stock took ~3.6 s on every call. A quote reads only the last
 * three sessions (sessionViewOf), so for each member we keep that tail, per New York day: the
 * series is built once a day per member, and later quotes cost microseconds. The answer is the
 * same as quoteAt's at the same instant (member-quotes.test.ts checks it).
 */

/** The sessions a quote reads: the latest, the one before it (before the open), and its previous close. */
const TAIL_SESSIONS = 3;

interface Tail {
  day: number;
  series: DailySeries;
}

const tails = new WeakMap<CatalogueEntry, Tail>();

/** The last sessions of a series: all a quote reads. */
export function tailOf(series: DailySeries): DailySeries {
  const from = Math.max(0, series.length - TAIL_SESSIONS);
  return {
    id: series.id,
    days: series.days.slice(from),
    open: series.open.slice(from),
    high: series.high.slice(from),
    low: series.low.slice(from),
    close: series.close.slice(from),
    volume: series.volume.slice(from),
    length: series.length - from,
  };
}

function tailFor(entry: CatalogueEntry, day: number): DailySeries {
  const cached = tails.get(entry);
  if (cached && cached.day === day) return cached.series;
  const series = tailOf(dailySeries(entry, day));
  tails.set(entry, { day, series });
  return series;
}

/** Takes a tail built elsewhere (the warm-up thread) unless one for that day is already here. */
export function installTail(entry: CatalogueEntry, day: number, series: DailySeries): void {
  if (tails.get(entry)?.day !== day) tails.set(entry, { day, series });
}

/** quoteAt(entry, nowMs), from the member's cached tail. */
export function memberQuote(entry: CatalogueEntry, nowMs: number): Quote {
  return quoteOfView(entry, sessionViewOf(tailFor(entry, newYorkClock(nowMs).day), nowMs), nowMs);
}

/**
 * Builds the tails of `entries` for the day of `now()` in small slices, each followed by a pause
 * twice as long as the slice took (unref'd timers, so it never keeps the process alive): the
 * warm-up takes at most a third of the event loop, and a request arriving meanwhile waits for one
 * slice at most, so no other call of the sandbox slows to a timeout while it runs. Resolves when done.
 */
export function warmMemberTails(entries: readonly CatalogueEntry[], now: () => number, sliceSize = 20): Promise<void> {
  return new Promise((resolve) => {
    let next = 0;
    const step = () => {
      const started = performance.now();
      const at = now();
      const end = Math.min(entries.length, next + sliceSize);
      for (; next < end; next++) memberQuote(entries[next] as CatalogueEntry, at);
      if (next >= entries.length) {
        resolve();
        return;
      }
      setTimeout(step, Math.max(5, 2 * (performance.now() - started))).unref?.();
    };
    setTimeout(step, 0).unref?.();
  });
}

/**
 * Warms the tails `afterMs` after start (by default a moment after, so a stack's own start goes first),
 * then again whenever the market clock reaches a new New York day (checked each minute, on an unref'd
 * timer), so no reader waits for the day's first #IXIC call. The series are built on a worker thread
 * (member-tails-worker.ts): thousands of them take seconds of CPU, which on the sandbox's own thread
 * delayed every other call (guest tokens timed out at 5 s during the e2e start). Where no worker can
 * start, the sliced warm-up above runs here.
 */
export function keepMemberTailsWarm(entries: () => readonly CatalogueEntry[], now: () => number, onWarm?: (ms: number, where: string) => void, afterMs = START_DELAY_MS): void {
  let warmedDay: number | null = null;
  let running = false;
  let worker: Worker | null | undefined;
  const check = () => {
    const day = newYorkClock(now()).day;
    if (running || day === warmedDay) return;
    running = true;
    const started = performance.now();
    const list = entries();
    const done = (where: string) => {
      warmedDay = day;
      running = false;
      onWarm?.(Math.round(performance.now() - started), where);
    };
    if (worker === undefined) worker = startWorker();
    if (!worker) {
      void warmMemberTails(list, now).then(() => done('in the sandbox thread'));
      return;
    }
    const thread = worker;
    // A thread that dies leaves the rest to the on-demand path (and the next check to this thread).
    thread.once('error', () => {
      worker = null;
      running = false;
    });
    const onMessage = (message: TailBatch) => {
      if (message.day !== day) return;
      message.tails.forEach((tail, i) => {
        const entry = list[message.from + i];
        if (entry) installTail(entry, day, tail);
      });
      if (message.last) {
        thread.off('message', onMessage);
        done('on a worker thread');
      }
    };
    thread.on('message', onMessage);
    thread.postMessage({ entries: list, day } satisfies TailRequest);
  };
  setTimeout(check, afterMs).unref?.();
  setInterval(check, 60_000).unref?.();
}

/** What the warm-up thread is asked for, and what it answers (in batches, in the entries' order). */
export interface TailRequest {
  entries: readonly CatalogueEntry[];
  day: number;
}
export interface TailBatch {
  day: number;
  from: number;
  tails: DailySeries[];
  last: boolean;
}

function startWorker(): Worker | null {
  try {
    const worker = new Worker(new URL('./member-tails-worker.ts', import.meta.url));
    worker.unref();
    worker.on('error', (err) => console.warn("[sandbox business] the members' warm-up thread failed; quotes are built on demand", err));
    return worker;
  } catch (err) {
    console.warn('[sandbox business] no warm-up thread; warming in the sandbox thread', err);
    return null;
  }
}

const START_DELAY_MS = 10_000;
