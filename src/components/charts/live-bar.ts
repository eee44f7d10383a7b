import type { LiveQuote } from '@/lib/market/live-quote';
import { type ChartBar, type ChartData, dateToChartSeconds, INTERVAL_SECONDS, isIntraday, newYorkWallClockSeconds } from './chart-data';

const DAY_SECONDS = 86_400;

const moved = (bar: ChartBar, price: number, volume: number): ChartBar => [bar[0], bar[1], Math.max(bar[2], price), Math.min(bar[3], price), price, volume];

/**
 * The chart's bars with a live quote of the regular session in them (decision 036): the bar the quote
 * falls in takes its price as its close (and as its high or low when it passes them); a quote past the
 * last bar opens a new one (a new 5- or 15-minute bar, today's daily bar). Daily bars take the day's
 * volume from the quote; intraday bars keep theirs (the feed gives the day's volume, not the bar's).
 * The same `data` when the quote changes nothing or is not the regular session's (extended-hours
 * prices are not in the bars).
 */
export function withLiveQuote(data: ChartData, quote: Pick<LiveQuote, 'price' | 'volume' | 'session' | 'time' | 'tradingDate'>): ChartData {
  const last = data.bars.at(-1);
  if (!last || quote.session !== 'intraDay' || !quote.tradingDate) return data;
  const step = INTERVAL_SECONDS[data.interval];
  let time: number;
  if (isIntraday(data.interval)) {
    const now = newYorkWallClockSeconds(Date.parse(quote.time) / 1000);
    time = now - (now % step);
    // A bar opens with a trade inside it: a quote of its very first instant is the one before's close.
    if (now === time && time > last[0]) return data;
    // Only inside the bars' own day and session.
    if (Math.floor(time / DAY_SECONDS) !== Math.floor(last[0] / DAY_SECONDS) || (data.session && time >= data.session.close)) return data;
  } else {
    const day = dateToChartSeconds(quote.tradingDate);
    // A week's bar holds the days up to the next one; the daily bar is the day's.
    time = data.interval === '1wk' && day < last[0] + step ? last[0] : day;
    if (data.interval === '1wk' && time !== last[0]) return data;
  }
  let bars: readonly ChartBar[];
  if (time === last[0]) {
    // Only a daily bar's volume is the day's, which the quote carries.
    const next = moved(last, quote.price, data.interval === '1d' ? Math.max(last[5], quote.volume) : last[5]);
    if (next.every((value, i) => value === last[i])) return data;
    bars = [...data.bars.slice(0, -1), next];
  } else if (time > last[0]) {
    bars = [...data.bars, [time, quote.price, quote.price, quote.price, quote.price, isIntraday(data.interval) ? 0 : quote.volume]];
  } else {
    return data;
  }
  return { ...data, bars };
}
