import type { CatalogueEntry } from '../catalogue/types.ts';
import { dayNumber, isTradingDay, lastTradingDayOnOrBefore, parseIsoDate } from './calendar.ts';
import { earningsSlot } from './earnings-calendar.ts';
import { LruCache } from './lru.ts';
import { ANCHOR_DATE, type SymbolParams, symbolParams } from './params.ts';
import { createRandom } from './prng.ts';

/**
 * Daily OHLCV for one symbol, from EPOCH to the last trading day asked for. Each day's values
 * come from a generator seeded by the symbol and stepped once per trading day from EPOCH, so a
 * day's bar never changes as time passes; the whole series is scaled so that the close on the
 * anchor day equals the symbol's anchor price.
 *
 * Model: log price = drift trend + an Ornstein–Uhlenbeck deviation (so levels stay plausible over
 * years) driven by a shared market factor (with volatility regimes), a sector factor and the
 * company's own noise, with rare jumps and bigger moves on earnings days.
 */
export interface DailySeries {
  id: string;
  /** Trading days (day numbers), ascending; shared between symbols. */
  days: Int32Array;
  open: Float32Array;
  high: Float32Array;
  low: Float32Array;
  close: Float32Array;
  volume: Float32Array;
  length: number;
}

/** First day of every series: long enough for 5 years of history plus the older statements. */
export const EPOCH_DAY = dayNumber(2018, 1, 2);
const ANCHOR_DAY = parseIsoDate(ANCHOR_DATE) as number;
const TRADING_DAYS_PER_YEAR = 252;
const MARKET_VOL = 0.17;
const MEAN_REVERSION = 0.006;
/** Seed of the shared market factor (see decision 005: chosen so index levels stay near their real magnitudes). */
const MARKET_FACTOR_SEED = 'market:2';

let calendarCache: { end: number; days: Int32Array } | null = null;

/** Trading days from EPOCH through `end` (inclusive). */
export function tradingCalendar(end: number): Int32Array {
  if (calendarCache && calendarCache.end === end) return calendarCache.days;
  const days: number[] = [];
  for (let d = EPOCH_DAY; d <= end; d++) if (isTradingDay(d)) days.push(d);
  calendarCache = { end, days: Int32Array.from(days) };
  return calendarCache.days;
}

/** A standard-normal factor per trading day, shared by every symbol that follows it. */
const factorCache = new Map<string, Float64Array>();

function factor(name: string, length: number, withRegimes: boolean): Float64Array {
  const cached = factorCache.get(name);
  if (cached && cached.length >= length) return cached;
  const random = createRandom(`factor:${name}`);
  const values = new Float64Array(length + 260);
  let regime = 0;
  for (let i = 0; i < values.length; i++) {
    // Volatility clustering: calm and stormy stretches of a few weeks to months.
    regime = 0.985 * regime + 0.045 * random.normal();
    const scale = withRegimes ? Math.exp(regime) / 1.04 : 1;
    values[i] = random.normal() * scale;
  }
  factorCache.set(name, values);
  return values;
}

function earningsReactionDays(id: string, fromDay: number, toDay: number): Set<number> {
  const days = new Set<number>();
  const firstYear = new Date(fromDay * 86_400_000).getUTCFullYear() - 1;
  const lastYear = new Date(toDay * 86_400_000).getUTCFullYear();
  for (let year = firstYear; year <= lastYear; year++) {
    for (const quarter of [1, 2, 3, 4] as const) days.add(earningsSlot(id, year, quarter).reactionDay);
  }
  return days;
}

function generate(params: SymbolParams, days: Int32Array): DailySeries {
  const length = days.length;
  const random = createRandom(`series:${params.id}`);
  const market = factor(MARKET_FACTOR_SEED, length, true);
  const sector = params.sector ? factor(`sector:${params.sector}`, length, false) : null;
  const dailyVol = params.annualVol / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const marketPart = params.beta * (MARKET_VOL / Math.sqrt(TRADING_DAYS_PER_YEAR));
  const sectorPart = sector ? 0.35 * dailyVol : 0;
  const ownPart = Math.sqrt(Math.max(dailyVol ** 2 - marketPart ** 2 - sectorPart ** 2, (0.25 * dailyVol) ** 2));
  const drift = params.annualDrift / TRADING_DAYS_PER_YEAR;
  const reactions = params.kind === 'stock' ? earningsReactionDays(params.id, days[0] ?? EPOCH_DAY, days[length - 1] ?? EPOCH_DAY) : new Set<number>();
  const baseVolume = params.kind === 'index' ? params.indexVolume : params.shares * params.turnover;

  // Pass 1: every day's random draws, in a fixed order from EPOCH, so a day's draws never depend
  // on the range asked for.
  const shock = new Float64Array(length);
  const gapShare = new Float64Array(length);
  const gapNoise = new Float64Array(length);
  const wickUp = new Float64Array(length);
  const wickDown = new Float64Array(length);
  const volumeNoise = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const earnings = reactions.has(days[i] as number);
    const jump = random.next() < 0.01 ? 2.5 : 1;
    const own = ownPart * random.normal() * jump * (earnings ? 3 : 1);
    shock[i] = marketPart * (market[i] as number) + sectorPart * (sector ? (sector[i] as number) : 0) + own;
    gapShare[i] = random.between(0.1, 0.45);
    gapNoise[i] = 0.15 * dailyVol * random.normal();
    const wick = 0.45 * dailyVol * (earnings ? 1.8 : 1);
    wickUp[i] = Math.abs(random.normal()) * wick;
    wickDown[i] = Math.abs(random.normal()) * wick;
    volumeNoise[i] = Math.exp(0.3 * random.normal()) * (earnings ? 2.2 : 1);
  }

  // Pass 2: the deviation from trend is zero on the anchor day and wanders away from it in both
  // directions, so the anchor price sits on the trend and later days do not drift back to it.
  let anchorIndex = length - 1;
  const anchorDay = lastTradingDayOnOrBefore(ANCHOR_DAY);
  for (let i = 0; i < length; i++) if (days[i] === anchorDay) anchorIndex = i;
  const deviation = new Float64Array(length);
  for (let i = anchorIndex + 1; i < length; i++) {
    deviation[i] = (deviation[i - 1] as number) * (1 - MEAN_REVERSION) + (shock[i] as number);
  }
  for (let i = anchorIndex - 1; i >= 0; i--) {
    deviation[i] = (deviation[i + 1] as number) * (1 - MEAN_REVERSION) - (shock[i + 1] as number);
  }

  // Index funds copy their index's path, rescaled; only volume is their own.
  if (params.tracks) {
    const index = generate(params.tracks, days);
    const ratio = params.anchorPrice / params.tracks.anchorPrice;
    const scaled = (values: Float32Array) => Float32Array.from(values, (value) => value * ratio);
    const volume = Float32Array.from(volumeNoise, (noise) => Math.round(baseVolume * noise));
    return { id: params.id, days, open: scaled(index.open), high: scaled(index.high), low: scaled(index.low), close: scaled(index.close), volume, length };
  }

  // Pass 3: prices. Part of each day's move happens overnight (the gap), the rest in the session.
  const base = Math.log(params.anchorPrice);
  const open = new Float32Array(length);
  const high = new Float32Array(length);
  const low = new Float32Array(length);
  const close = new Float32Array(length);
  const volume = new Float32Array(length);
  let previous = base + drift * (0 - anchorIndex) + (deviation[0] as number);
  for (let i = 0; i < length; i++) {
    const logClose = base + drift * (i - anchorIndex) + (deviation[i] as number);
    const logOpen = i === 0 ? logClose : previous + (gapShare[i] as number) * (logClose - previous) + (gapNoise[i] as number);
    open[i] = Math.exp(logOpen);
    close[i] = Math.exp(logClose);
    high[i] = Math.exp(Math.max(logOpen, logClose) + (wickUp[i] as number));
    low[i] = Math.exp(Math.min(logOpen, logClose) - (wickDown[i] as number));
    const surprise = Math.abs(logClose - previous) / dailyVol;
    volume[i] = Math.round(baseVolume * (volumeNoise[i] as number) * (0.8 + 0.25 * surprise));
    previous = logClose;
  }
  return { id: params.id, days, open, high, low, close, volume, length };
}

/** Bounded: about 45 KB a symbol, so 1,000 symbols stay under 50 MB. */
const seriesCache = new LruCache<CatalogueEntry, DailySeries>(1000);

/**
 * Daily series through the last trading day on or before `endDay` (a New York calendar day).
 * Always reaches past the anchor day, so prices keep their anchor even for an early clock.
 */
export function dailySeries(entry: CatalogueEntry, endDay: number): DailySeries {
  const end = lastTradingDayOnOrBefore(Math.max(endDay, ANCHOR_DAY));
  const cached = seriesCache.get(entry);
  if (cached && cached.days[cached.length - 1] === end) return cached;
  const series = generate(symbolParams(entry), tradingCalendar(end));
  seriesCache.set(entry, series);
  return series;
}

/**
 * The last `count` sessions of a symbol's series through `endDay` (a New York day), the same values
 * dailySeries gives, without keeping the whole series in the shared cache: a caller that walks
 * thousands of symbols (the movers) would otherwise push out the few hundred that pages are reading.
 */
export function recentSessions(entry: CatalogueEntry, endDay: number, count: number): DailySeries {
  const end = lastTradingDayOnOrBefore(Math.max(endDay, ANCHOR_DAY));
  const cached = seriesCache.get(entry);
  const days = tradingCalendar(end);
  // A day before the anchor lies inside the series (which always reaches the anchor): cut there.
  const to = Math.max(indexOnOrBefore({ days, length: days.length }, endDay) + 1, Math.min(count, days.length));
  const from = Math.max(0, to - count);
  const full = cached && cached.days[cached.length - 1] === end ? cached : generate(symbolParams(entry), days);
  return {
    id: full.id,
    days: full.days.slice(from, to),
    open: full.open.slice(from, to),
    high: full.high.slice(from, to),
    low: full.low.slice(from, to),
    close: full.close.slice(from, to),
    volume: full.volume.slice(from, to),
    length: to - from,
  };
}

/** Index of a trading day in the series, or of the last trading day before it; -1 if none. */
export function indexOnOrBefore(series: Pick<DailySeries, 'days' | 'length'>, day: number): number {
  let lo = 0;
  let hi = series.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((series.days[mid] as number) <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
