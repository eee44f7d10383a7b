import { closeMinuteOf, OPEN_MINUTE, sessionOpenUtc } from './calendar.ts';
import { LruCache } from './lru.ts';
import { createRandom } from './prng.ts';
import type { DailySeries } from './series.ts';

/**
 * One session minute by minute, consistent with the day's daily bar: it starts at the open, ends
 * at the close and touches exactly the day's high and low. A random bridge from open to close is
 * bent by a monotone map of its values onto [low, high]; volume follows the usual U shape.
 */
export interface IntradayPath {
  day: number;
  /** UTC ms of the open. */
  openAt: number;
  /** Session length in minutes (390, or 210 on an early close). */
  minutes: number;
  /** price[m] = price m minutes after the open; price[0] = open, price[minutes] = close. */
  price: Float64Array;
  /** volume[m] = shares traded in minute m (0 … minutes-1). */
  volume: Float64Array;
}

/** Piecewise-linear, monotone map through (fromLow→toLow), (pivot→pivot) … (fromHigh→toHigh). */
function monotoneMap(knots: ReadonlyArray<readonly [number, number]>): (value: number) => number {
  return (value) => {
    for (let k = 1; k < knots.length; k++) {
      const [x0, y0] = knots[k - 1] as readonly [number, number];
      const [x1, y1] = knots[k] as readonly [number, number];
      if (value <= x1 || k === knots.length - 1) {
        if (x1 === x0) return y1;
        return y0 + ((value - x0) * (y1 - y0)) / (x1 - x0);
      }
    }
    return value;
  };
}

function buildPath(id: string, series: DailySeries, index: number): IntradayPath {
  const day = series.days[index] as number;
  const minutes = closeMinuteOf(day) - OPEN_MINUTE;
  const open = series.open[index] as number;
  const close = series.close[index] as number;
  const high = series.high[index] as number;
  const low = series.low[index] as number;
  const random = createRandom(`intraday:${id}:${day}`);

  // Brownian bridge in relative terms, then mapped onto the day's range.
  const walk = new Float64Array(minutes + 1);
  for (let m = 1; m <= minutes; m++) walk[m] = (walk[m - 1] as number) + random.normal();
  const end = walk[minutes] as number;
  const scale = Math.max(high - low, open * 0.0005) / Math.sqrt(minutes) / 2;
  const price = new Float64Array(minutes + 1);
  for (let m = 0; m <= minutes; m++) {
    price[m] = open + ((close - open) * m) / minutes + scale * ((walk[m] as number) - (end * m) / minutes);
  }
  let minAt = 0;
  let maxAt = 0;
  for (let m = 0; m <= minutes; m++) {
    if ((price[m] as number) < (price[minAt] as number)) minAt = m;
    if ((price[m] as number) > (price[maxAt] as number)) maxAt = m;
  }
  const bottom = Math.min(open, close);
  const top = Math.max(open, close);
  // If the bridge never left [bottom, top] on one side, make one interior minute touch the extreme.
  if ((price[minAt] as number) >= bottom && low < bottom) price[(minAt = random.int(1, minutes - 1))] = bottom - 1e-9;
  if ((price[maxAt] as number) <= top && high > top) price[(maxAt = random.int(1, minutes - 1))] = top + 1e-9;
  const map = monotoneMap([
    [Math.min(price[minAt] as number, bottom), low],
    [bottom, bottom],
    [top, top],
    [Math.max(price[maxAt] as number, top), high],
  ]);
  for (let m = 0; m <= minutes; m++) price[m] = map(price[m] as number);
  price[0] = open;
  price[minutes] = close;

  const volume = new Float64Array(minutes);
  let total = 0;
  for (let m = 0; m < minutes; m++) {
    const x = (m + 0.5) / minutes - 0.5;
    const weight = (0.6 + 6 * x * x) * Math.exp(0.35 * random.normal()) + (m >= minutes - 10 ? 1.5 : 0);
    volume[m] = weight;
    total += weight;
  }
  const dayVolume = series.volume[index] as number;
  for (let m = 0; m < minutes; m++) volume[m] = ((volume[m] as number) / total) * dayVolume;
  return { day, openAt: sessionOpenUtc(day), minutes, price, volume };
}

// About 6 KB a path. Room for every index member's session (#IXIC has ~3,400): with 400, quoting
// the constituents rebuilt thousands of paths every minute of the session (seconds on a busy machine).
const pathCache = new LruCache<string, IntradayPath>(4000);

export function intradayPath(series: DailySeries, index: number): IntradayPath {
  const key = `${series.id}:${series.days[index]}:${series.close[index]}`;
  const cached = pathCache.get(key);
  if (cached) return cached;
  const path = buildPath(series.id, series, index);
  pathCache.set(key, path);
  return path;
}

export interface PartialBar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The session so far at `atMs` (between the open and the close), price interpolated to the second. */
export function sessionSoFar(path: IntradayPath, atMs: number): PartialBar {
  const elapsed = Math.min(Math.max((atMs - path.openAt) / 60_000, 0), path.minutes);
  const whole = Math.floor(elapsed);
  let high = path.price[0] as number;
  let low = high;
  let volume = 0;
  for (let m = 0; m <= whole; m++) {
    const p = path.price[m] as number;
    if (p > high) high = p;
    if (p < low) low = p;
    if (m < whole) volume += path.volume[m] as number;
  }
  const next = path.price[Math.min(whole + 1, path.minutes)] as number;
  const current = path.price[whole] as number;
  const close = current + (next - current) * (elapsed - whole);
  if (whole < path.minutes) volume += (path.volume[whole] as number) * (elapsed - whole);
  return { open: path.price[0] as number, high: Math.max(high, close), low: Math.min(low, close), close, volume };
}

export interface IntradayBar extends PartialBar {
  /** UTC ms of the bar's start. */
  startAt: number;
}

/** Aggregates the path into bars of `step` minutes, up to `untilMs` (a bar in progress is cut). */
export function intradayBars(path: IntradayPath, step: number, untilMs = Number.POSITIVE_INFINITY): IntradayBar[] {
  const bars: IntradayBar[] = [];
  const elapsed = Math.min(path.minutes, Math.floor((untilMs - path.openAt) / 60_000));
  for (let start = 0; start < elapsed; start += step) {
    const end = Math.min(start + step, elapsed);
    let high = path.price[start] as number;
    let low = high;
    let volume = 0;
    for (let m = start; m <= end; m++) {
      const p = path.price[m] as number;
      if (p > high) high = p;
      if (p < low) low = p;
      if (m < end) volume += path.volume[m] as number;
    }
    bars.push({ startAt: path.openAt + start * 60_000, open: path.price[start] as number, high, low, close: path.price[end] as number, volume });
  }
  return bars;
}
