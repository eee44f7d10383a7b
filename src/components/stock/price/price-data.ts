import { percentChange } from '@/lib/format/numbers';
import type { PriceBar, PriceHistory } from '@/lib/upstream/business';
import { closeMinuteOf, dayNumber, OPEN_MINUTE } from '@/lib/market/nyse-calendar';
import { type ChartBar, type ChartData, type ChartSession, dateToChartSeconds, newYorkWallClockSeconds } from '@/components/charts/chart-data';

/** Server-side shaping of the business service's price history for the chart and the daily table. */

const isUsable = (bar: PriceBar) => [bar.open, bar.high, bar.low, bar.close, bar.volume].every(Number.isFinite);

/**
 * The chart's props: bars in time order with unique, increasing times (lightweight-charts throws on
 * anything else, so duplicates keep the last bar and a bad bar is dropped rather than breaking the chart).
 */
export function toChartData(history: PriceHistory): ChartData {
  const intraday = history.interval === '5m' || history.interval === '15m';
  const byTime = new Map<number, ChartBar>();
  for (const bar of history.bars) {
    if (!isUsable(bar)) continue;
    const time = intraday ? newYorkWallClockSeconds(bar.time) : dateToChartSeconds(bar.date);
    if (!Number.isFinite(time)) continue;
    byTime.set(time, [time, bar.open, bar.high, bar.low, bar.close, bar.volume]);
  }
  const bars = [...byTime.values()].sort((a, b) => a[0] - b[0]);
  // The session of the latest bar (ISO dates sort as text); 1D holds one session.
  const lastDate = history.bars.filter(isUsable).reduce((latest, bar) => (bar.date > latest ? bar.date : latest), '');
  const session = history.range === '1D' && lastDate ? sessionOf(lastDate) : null;
  return { interval: history.interval, bars, previousClose: history.previousClose, session };
}

/**
 * The regular session of a New York date in chart seconds: 09:30 to 16:00, or to 13:00 on the NYSE's
 * early closes (the app's calendar, nyse-calendar.ts), so the 1D axis ends where trading ends.
 */
export function sessionOf(date: string): ChartSession {
  const midnight = dateToChartSeconds(date);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { open: midnight + OPEN_MINUTE * 60, close: midnight + closeMinuteOf(dayNumber(year, month, day)) * 60 };
}

export interface DailyPriceRow {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** % change from the previous trading day's close; null for the oldest bar without one. */
  changePercent: number | null;
  volume: number;
}

/** The table shows about six weeks of sessions: enough to read, short enough to scan. */
export const DAILY_TABLE_ROWS = 30;

/** The last `count` daily bars, most recent first, each with its change from the close before it. */
export function dailyPriceRows(history: Pick<PriceHistory, 'bars' | 'previousClose'>, count = DAILY_TABLE_ROWS): DailyPriceRow[] {
  const bars = history.bars.filter(isUsable);
  const from = Math.max(0, bars.length - count);
  const rows: DailyPriceRow[] = [];
  for (let i = bars.length - 1; i >= from; i -= 1) {
    const bar = bars[i]!;
    const base = i > 0 ? bars[i - 1]!.close : history.previousClose;
    rows.push({ date: bar.date, open: bar.open, high: bar.high, low: bar.low, close: bar.close, changePercent: percentChange(bar.close, base), volume: bar.volume });
  }
  return rows;
}
