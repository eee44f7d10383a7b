import type { CatalogueEntry } from '../catalogue/types.ts';
import { marketSession, newYorkClock, newYorkTimeToUtc, OPEN_MINUTE, sessionCloseUtc } from './calendar.ts';
import { earningsSlot, quarterFromOrdinal, quarterOrdinal } from './earnings-calendar.ts';
import { symbolParams } from './params.ts';
import { createRandom } from './prng.ts';
import type { DailySeries } from './series.ts';

/**
 * Pre-market (04:00–09:30 New York) and after-hours (close to four hours after it) prices of a
 * stock or fund. Indices are not traded outside the session, so they have none.
 *
 * The pre-market runs from the last close to the coming session's open (a bridge: the series
 * already knows that open, so the 09:29 print lands next to the 09:30 one). The after-hours drift
 * from the close; on the day a company reports after the close, the release at 16:05 moves the
 * price several times as much. Moves are a quarter of a day's volatility over the whole period,
 * seeded by symbol, day and period, so the same instant always gives the same price.
 */
/** The regular-session prices the extended hours hang from (the quote's session view). */
export interface RegularSession {
  series: DailySeries;
  /** Index of the latest session that has opened. */
  index: number;
}

const PRE_MARKET_START = 4 * 60;
const PRE_MARKET_MINUTES = OPEN_MINUTE - PRE_MARKET_START;
const AFTER_HOURS_MINUTES = 4 * 60;
/** Share of a day's volatility the whole extended period moves (one standard deviation). */
const EXTENDED_SHARE_OF_DAY = 0.25;
/** Minutes after the close at which an after-close earnings release comes out (16:05). */
const RELEASE_MINUTE = 5;

const dailyVolatility = (entry: CatalogueEntry) => symbolParams(entry).annualVol / Math.sqrt(252);

/** A random walk of `minutes` standard-normal steps, seeded; walk[0] = 0. */
function walk(seed: string, minutes: number): Float64Array {
  const random = createRandom(seed);
  const steps = new Float64Array(minutes + 1);
  for (let m = 1; m <= minutes; m++) steps[m] = (steps[m - 1] as number) + random.normal();
  return steps;
}

/** Whether the company releases results after today's close (its after-hours then react). */
function reportsAfterClose(entry: CatalogueEntry, day: number): boolean {
  if (entry.isEtf || entry.isIndex) return false;
  const date = new Date(day * 86_400_000);
  // A release comes 3–7 weeks after its quarter ends: the quarter before this one.
  const ordinal = quarterOrdinal(date.getUTCFullYear(), Math.floor(date.getUTCMonth() / 3) + 1) - 1;
  const { year, quarter } = quarterFromOrdinal(ordinal);
  const slot = earningsSlot(entry.id, year, quarter);
  return slot.reportDay === day && slot.timing === 'afterClose';
}

/** Log-price move m minutes into the pre-market: a bridge from 0 to log(open / close). */
function preMarketMove(entry: CatalogueEntry, day: number, minute: number, logGap: number): number {
  const steps = walk(`extended:${entry.id}:${day}:pre`, PRE_MARKET_MINUTES);
  const scale = (EXTENDED_SHARE_OF_DAY * dailyVolatility(entry)) / Math.sqrt(PRE_MARKET_MINUTES);
  const share = minute / PRE_MARKET_MINUTES;
  return share * logGap + scale * ((steps[minute] as number) - share * (steps[PRE_MARKET_MINUTES] as number));
}

/** Log-price move m minutes into the after-hours: a walk from the close, with the release's jump. */
function afterHoursMove(entry: CatalogueEntry, day: number, minute: number): number {
  const steps = walk(`extended:${entry.id}:${day}:after`, AFTER_HOURS_MINUTES);
  const volatility = dailyVolatility(entry);
  let move = ((EXTENDED_SHARE_OF_DAY * volatility) / Math.sqrt(AFTER_HOURS_MINUTES)) * (steps[minute] as number);
  if (minute >= RELEASE_MINUTE && reportsAfterClose(entry, day)) {
    const surprise = createRandom(`extended:${entry.id}:${day}:release`).normal();
    move += Math.max(-4, Math.min(4, 2 * surprise)) * volatility;
  }
  return move;
}

/** An extended-hours print: the period, the unrounded price and its instant (quote.ts adds the change). */
export interface ExtendedHoursPrint {
  session: 'preMarket' | 'afterHours';
  price: number;
  atMs: number;
}

/** The extended-hours price at `nowMs`, or null outside the pre-market and after-hours (and always for indices). */
export function extendedHoursPrint(entry: CatalogueEntry, session: RegularSession, nowMs: number): ExtendedHoursPrint | null {
  if (entry.isIndex) return null;
  const period = marketSession(nowMs);
  if (period !== 'preMarket' && period !== 'afterHours') return null;
  const { series, index } = session;
  const close = series.close[index] as number;
  const { day } = newYorkClock(nowMs);
  let logMove: number;
  if (period === 'preMarket') {
    const minute = Math.min(PRE_MARKET_MINUTES, Math.max(0, Math.floor((nowMs - newYorkTimeToUtc(day, PRE_MARKET_START)) / 60_000)));
    // The coming session is the series' next day (the series runs through today).
    const open = series.days[index + 1] === day ? (series.open[index + 1] as number) : close;
    logMove = preMarketMove(entry, day, minute, Math.log(open / close));
  } else {
    const minute = Math.min(AFTER_HOURS_MINUTES, Math.max(0, Math.floor((nowMs - sessionCloseUtc(day)) / 60_000)));
    logMove = afterHoursMove(entry, day, minute);
  }
  return { session: period, price: close * Math.exp(logMove), atMs: nowMs };
}
