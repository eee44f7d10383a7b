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

function tailOf(series: DailySeries): DailySeries {
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

/** quoteAt(entry, nowMs), from the member's cached tail. */
export function memberQuote(entry: CatalogueEntry, nowMs: number): Quote {
  return quoteOfView(entry.id, sessionViewOf(tailFor(entry, newYorkClock(nowMs).day), nowMs), nowMs);
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
 * Warms the tails shortly after start, then again whenever the market clock reaches a new New York day (checked
 * each minute, on an unref'd timer), so no reader waits for the day's first #IXIC call.
 */
export function keepMemberTailsWarm(entries: () => readonly CatalogueEntry[], now: () => number, onWarm?: (ms: number) => void): void {
  let warmedDay: number | null = null;
  let running = false;
  const check = () => {
    const day = newYorkClock(now()).day;
    if (running || day === warmedDay) return;
    running = true;
    const started = performance.now();
    void warmMemberTails(entries(), now).then(() => {
      warmedDay = day;
      running = false;
      onWarm?.(Math.round(performance.now() - started));
    });
  };
  // Not at once: the sandbox usually starts beside the worker, whose own start needs the CPU more.
  setTimeout(check, START_DELAY_MS).unref?.();
  setInterval(check, 60_000).unref?.();
}

const START_DELAY_MS = 10_000;
