import type { CatalogueEntry } from '../catalogue/types.ts';
import { newYorkClock } from '../market/calendar.ts';
import { createRandom, hashString } from '../market/prng.ts';
import { dailySeries, indexOnOrBefore } from '../market/series.ts';
import { FX_CLOSE_MINUTE, taipeiDay, taipeiTimeToUtc, type TwseCalendar, TWSE_CLOSE_MINUTE } from './calendar.ts';
import type { PairRow } from './data.ts';

/**
 * Taiwan closes and the USD/TWD rate, drawn so that they agree with the ADR's own series (the business
 * service's, sandbox/market/series.ts). A Taiwan session runs while New York sleeps, so the last ADR
 * close it can know is New York's previous session; the Taiwan close of day d is
 *
 *   ADR close (last New York session before d) × USD/TWD(d) ÷ shares per ADR ÷ (1 + premium(d)),
 *
 * times a little noise of its own, rounded to the TWSE's tick. premium(d) is a smooth wave around the
 * pair's mean (its data row), so the ADR's premium over parity, as the app computes it from its own
 * close, is that wave plus the ADR's move of the day: TSM's stays within about 10–25 %. Every value is a
 * function of the pair and the day alone (no state, no Math.random), and nothing is published before
 * its time: a close at 13:30 Taipei, a rate at 16:00.
 */

const TAU = 2 * Math.PI;

/** A wave in [-1, 1] with two periods (days) and phases seeded by `seed`: smooth from day to day, never periodic-looking over a year. */
function wave(seed: string, day: number, slow: number, fast: number): number {
  const hash = hashString(seed);
  const phaseSlow = ((hash & 0xffff) / 0x10000) * TAU;
  const phaseFast = ((hash >>> 16) / 0x10000) * TAU;
  return 0.65 * Math.sin((TAU * day) / slow + phaseSlow) + 0.35 * Math.sin((TAU * day) / fast + phaseFast);
}

/** The ADR's premium over its Taiwan parity on a day, as a fraction (the model's, before the day's moves). */
export const modelPremium = (pair: PairRow, day: number): number => pair.premium.mean + pair.premium.amplitude * wave(`premium:${pair.twseCode}`, day, 211, 67);

/** USD/TWD (TWD per US dollar) on a day: around 31, a few percent of slow swings and a little daily noise; three decimals as quoted. */
export function usdTwdRate(day: number): number {
  const noise = createRandom(`usd-twd:${day}`).normal();
  const rate = 31.2 * Math.exp(0.035 * wave('usd-twd', day, 173, 59) + 0.0015 * noise);
  return Math.round(rate * 1000) / 1000;
}

/** The TWSE's price tick for a price (its published ladder), so closes look like real quotes. */
export function twseTick(price: number): number {
  if (price < 10) return 0.01;
  if (price < 50) return 0.05;
  if (price < 100) return 0.1;
  if (price < 500) return 0.5;
  if (price < 1000) return 1;
  return 5;
}

export const roundToTick = (price: number): number => {
  const tick = twseTick(price);
  return Math.round(Math.round(price / tick) * tick * 100) / 100;
};

/** The last Taipei day whose event at `minute` (Taipei) has happened by `nowMs`. */
const lastPublishedDay = (nowMs: number, minute: number): number => {
  const today = taipeiDay(nowMs);
  return nowMs >= taipeiTimeToUtc(today, minute) ? today : today - 1;
};
export const lastCloseDay = (nowMs: number): number => lastPublishedDay(nowMs, TWSE_CLOSE_MINUTE);
export const lastRateDay = (nowMs: number): number => lastPublishedDay(nowMs, FX_CLOSE_MINUTE);

export interface DatedValue {
  day: number;
  value: number;
}

/** The TWSE closes of a pair's Taiwan listing in [from, to], trading days only, none not yet published. */
export function taiwanCloses(pair: PairRow, adr: CatalogueEntry, calendar: TwseCalendar, from: number, to: number, nowMs: number): DatedValue[] {
  const end = Math.min(to, lastCloseDay(nowMs), calendar.to);
  if (end < from) return [];
  // One series through New York's today, shared with the business service's cache (indexing into it never
  // reads a session after d - 1, which closed before Taiwan's d opened).
  const series = dailySeries(adr, newYorkClock(nowMs).day);
  const closes: DatedValue[] = [];
  for (let day = Math.max(from, calendar.from); day <= end; day++) {
    if (!calendar.isTradingDay(day)) continue;
    const index = indexOnOrBefore(series, day - 1);
    if (index < 0) continue;
    const adrClose = series.close[index] as number;
    const own = 0.004 * createRandom(`twse:${pair.twseCode}:${day}`).normal();
    const close = ((adrClose * usdTwdRate(day)) / pair.sharesPerAdr / (1 + modelPremium(pair, day))) * Math.exp(own);
    closes.push({ day, value: roundToTick(close) });
  }
  return closes;
}

/** USD/TWD closing rates in [from, to]: the Taipei market fixes one on each TWSE trading day. */
export function usdTwdRates(calendar: TwseCalendar, from: number, to: number, nowMs: number): DatedValue[] {
  const end = Math.min(to, lastRateDay(nowMs), calendar.to);
  const rates: DatedValue[] = [];
  for (let day = Math.max(from, calendar.from); day <= end; day++) if (calendar.isTradingDay(day)) rates.push({ day, value: usdTwdRate(day) });
  return rates;
}
