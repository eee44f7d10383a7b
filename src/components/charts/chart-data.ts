/**
 * The data the client price chart receives as props: plain numbers only (no token, no upstream
 * object), compact enough that a year of bars is a few kilobytes of RSC payload.
 *
 * Chart time: lightweight-charts draws timestamps as UTC. To show New York trading hours (09:30–16:00)
 * whatever the reader's zone, intraday bars carry the New York wall-clock time *written as if it were
 * UTC*; daily and weekly bars carry midnight UTC of their New York date. Format them with the UTC
 * getters, never with the local zone.
 */

import { newYorkWallClock } from '@/lib/format/dates';

/** Unix seconds → the New York wall-clock time written as UTC seconds (chart time, above). DST-correct. */
export function newYorkWallClockSeconds(unixSeconds: number): number {
  const wall = newYorkWallClock(new Date(unixSeconds * 1000));
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) / 1000;
}

/** "2026-11-20" → midnight UTC of that date, in seconds (a daily or weekly bar's chart time). */
export const dateToChartSeconds = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 1000;

/** [chart time (s), open, high, low, close, volume]; the volume is null while unknown (a bar a live quote opened: live-bar.ts). */
export type ChartBar = readonly [time: number, open: number, high: number, low: number, close: number, volume: number | null];

export type ChartInterval = '5m' | '15m' | '1d' | '1wk';

/** A regular session in chart seconds: its 09:30 open and its close (16:00, or 13:00 on an early close). */
export interface ChartSession {
  open: number;
  close: number;
}

export interface ChartData {
  interval: ChartInterval;
  bars: readonly ChartBar[];
  /** The close before the first bar (the first bar's change is measured from it). */
  previousClose: number | null;
  /**
   * The 1D chart's session: its time axis spans the whole of it even when only the first minutes have
   * traded, and the previous close is drawn across it. Null for every other range.
   */
  session: ChartSession | null;
}

export const isIntraday = (interval: ChartInterval): boolean => interval === '5m' || interval === '15m';

export const INTERVAL_SECONDS: Readonly<Record<ChartInterval, number>> = { '5m': 300, '15m': 900, '1d': 86_400, '1wk': 604_800 };

/**
 * The empty slots of a session chart: the bar times of the session that have not traded yet (and any
 * before the first bar). Given to the chart as whitespace points, they make the time axis cover
 * 09:30 to the close, so ten minutes after the open three candles keep a normal width instead of
 * being stretched over the whole chart. Empty without a session (every range but 1D).
 */
export function sessionWhitespace(data: ChartData): number[] {
  const first = data.bars[0];
  const last = data.bars.at(-1);
  if (!data.session || !first || !last) return [];
  const step = INTERVAL_SECONDS[data.interval];
  const times: number[] = [];
  for (let time = data.session.open; time < first[0]; time += step) times.push(time);
  for (let time = last[0] + step; time < data.session.close; time += step) times.push(time);
  return times;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The bar's date and time as a reader sees it: "2026/11/20 10:35 美東", "2026/11/20", "2026/11/16 當週". */
export function formatChartTime(time: number, interval: ChartInterval): string {
  const date = new Date(time * 1000);
  const day = `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
  if (isIntraday(interval)) return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} 美東`;
  return interval === '1wk' ? `${day} 當週` : day;
}

/** Tick labels of the time axis, in the Chinese way: 2026 / 11月 / 11/20 / 10:30. */
export function formatTick(time: number, kind: 'year' | 'month' | 'day' | 'time'): string {
  const date = new Date(time * 1000);
  switch (kind) {
    case 'year':
      return String(date.getUTCFullYear());
    case 'month':
      return `${date.getUTCMonth() + 1}月`;
    case 'day':
      return `${date.getUTCMonth() + 1}/${date.getUTCDate()}`;
    case 'time':
      return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  }
}

/** The bar's change from the close before it, in percent (null for a zero base). */
export function barChangePercent(data: ChartData, index: number): number | null {
  const bar = data.bars[index];
  if (!bar) return null;
  const base = index > 0 ? data.bars[index - 1]![4] : data.previousClose;
  if (base == null || base === 0) return null;
  return ((bar[4] - base) / Math.abs(base)) * 100;
}
