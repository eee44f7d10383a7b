import type { LiveQuote } from '@protocol/live-quote';
import { type ChartBar, type ChartData, dateToChartSeconds, INTERVAL_SECONDS, isIntraday, newYorkWallClockSeconds } from './chart-data';

const DAY_SECONDS = 86_400;

const moved = (bar: ChartBar, price: number, volume: number | null): ChartBar => [bar[0], bar[1], Math.max(bar[2], price), Math.min(bar[3], price), price, volume];

/**
 * The volume of an intraday bar from a quote: the feed gives the day's volume, so the bar's is the
 * day's less that of the day's bars before it. Null when that cannot be known (an earlier bar's volume
 * unknown) or leaves nothing (the feed's volume not yet past those bars): a legend then shows no
 * volume rather than a false one (a new bar read 「量 0」).
 */
function intradayVolume(bars: readonly ChartBar[], before: number, time: number, dayVolume: number): number | null {
  const day = Math.floor(time / DAY_SECONDS);
  let earlier = 0;
  for (let i = 0; i < before; i++) {
    const bar = bars[i]!;
    if (Math.floor(bar[0] / DAY_SECONDS) !== day) continue;
    if (bar[5] === null) return null;
    earlier += bar[5];
  }
  const volume = dayVolume - earlier;
  return volume > 0 ? volume : null;
}

/** The larger of two volumes, either of which may be unknown: a bar's volume only grows. */
const larger = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.max(a, b));

/**
 * The chart's bars with a live quote of the regular session in them (decision 036): the bar the quote
 * falls in takes its price as its close (and as its high or low when it passes them); a quote past the
 * last bar opens a new one (a new 5- or 15-minute bar, today's daily bar). Daily bars take the day's
 * volume from the quote; an intraday bar the day's volume less the day's bars before it (intradayVolume).
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
  const intraday = isIntraday(data.interval);
  const index = time === last[0] ? data.bars.length - 1 : data.bars.length;
  // A week's bar holds more than the day the quote's volume counts.
  const volume = intraday ? intradayVolume(data.bars, index, time, quote.volume) : data.interval === '1d' ? quote.volume : null;
  if (time === last[0]) {
    const next = moved(last, quote.price, larger(last[5], volume));
    if (next.every((value, i) => value === last[i])) return data;
    bars = [...data.bars.slice(0, -1), next];
  } else if (time > last[0]) {
    bars = [...data.bars, [time, quote.price, quote.price, quote.price, quote.price, volume]];
  } else {
    return data;
  }
  return { ...data, bars };
}
