import type { CatalogueEntry } from '../catalogue/types.ts';
import { isoDate, MS_PER_DAY, newYorkClock, sessionOpenUtc, weekday } from './calendar.ts';
import { intradayBars, intradayPath, type PartialBar } from './intraday.ts';
import { roundPrice, sessionView } from './quote.ts';

/** Chart ranges of the price page. */
export const PRICE_RANGES = ['1D', '5D', '1M', '6M', 'YTD', '1Y', '5Y'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export type BarInterval = '5m' | '15m' | '1d' | '1wk';

export interface PriceBar {
  /** Unix seconds of the bar's start (daily and weekly bars: the 09:30 open of their first day). */
  time: number;
  /** New York date of the bar's start, YYYY-MM-DD. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface PriceHistory {
  id: string;
  range: PriceRange;
  interval: BarInterval;
  /** Close before the first bar: the baseline of the chart's change. */
  previousClose: number | null;
  bars: PriceBar[];
}

const INTERVAL_OF: Readonly<Record<PriceRange, BarInterval>> = { '1D': '5m', '5D': '15m', '1M': '1d', '6M': '1d', YTD: '1d', '1Y': '1d', '5Y': '1wk' };

function toBar(startAt: number, bar: PartialBar): PriceBar {
  return {
    time: Math.floor(startAt / 1000),
    date: isoDate(newYorkClock(startAt).day),
    open: roundPrice(bar.open),
    high: roundPrice(bar.high),
    low: roundPrice(bar.low),
    close: roundPrice(bar.close),
    volume: Math.round(bar.volume),
  };
}

/** The first New York day a daily range covers. */
function rangeStart(range: PriceRange, today: number): number {
  const date = new Date(today * MS_PER_DAY);
  const shifted = (months: number) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, date.getUTCDate()) / MS_PER_DAY + 1;
  switch (range) {
    case '1M':
      return shifted(1);
    case '6M':
      return shifted(6);
    case '1Y':
      return shifted(12);
    case '5Y':
      return shifted(60);
    case 'YTD':
      return Date.UTC(date.getUTCFullYear(), 0, 1) / MS_PER_DAY;
    default:
      return today;
  }
}

/** Merges daily bars into weeks (Monday to Friday). */
function weekly(bars: PriceBar[]): PriceBar[] {
  const weeks: PriceBar[] = [];
  let weekKey = Number.NaN;
  for (const bar of bars) {
    const day = Date.parse(`${bar.date}T00:00:00Z`) / MS_PER_DAY;
    const monday = day - ((weekday(day) + 6) % 7);
    const current = weeks[weeks.length - 1];
    if (monday !== weekKey || !current) {
      weeks.push({ ...bar });
      weekKey = monday;
    } else {
      current.high = Math.max(current.high, bar.high);
      current.low = Math.min(current.low, bar.low);
      current.close = bar.close;
      current.volume += bar.volume;
    }
  }
  return weeks;
}

export function priceHistory(entry: CatalogueEntry, range: PriceRange, nowMs: number): PriceHistory {
  const view = sessionView(entry, nowMs);
  const { series, index } = view;
  const interval = INTERVAL_OF[range];

  if (interval === '5m' || interval === '15m') {
    const sessions = range === '1D' ? 1 : 5;
    const first = Math.max(0, index - sessions + 1);
    const bars: PriceBar[] = [];
    for (let i = first; i <= index; i++) {
      const path = intradayPath(series, i);
      for (const bar of intradayBars(path, interval === '5m' ? 5 : 15, i === index && view.live ? nowMs : Number.POSITIVE_INFINITY)) {
        bars.push(toBar(bar.startAt, bar));
      }
    }
    return { id: entry.id, range, interval, previousClose: first > 0 ? roundPrice(series.close[first - 1] as number) : null, bars };
  }

  const start = rangeStart(range, newYorkClock(nowMs).day);
  let first = index;
  while (first > 0 && (series.days[first - 1] as number) >= start) first--;
  const bars: PriceBar[] = [];
  for (let i = first; i <= index; i++) {
    const day = series.days[i] as number;
    const bar =
      i === index ? view.bar : { open: series.open[i] as number, high: series.high[i] as number, low: series.low[i] as number, close: series.close[i] as number, volume: series.volume[i] as number };
    bars.push(toBar(sessionOpenUtc(day), bar));
  }
  return { id: entry.id, range, interval, previousClose: first > 0 ? roundPrice(series.close[first - 1] as number) : null, bars: interval === '1wk' ? weekly(bars) : bars };
}
