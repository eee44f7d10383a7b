import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { MS_PER_DAY, nextTradingDay, sessionCloseUtc, sessionOpenUtc } from './calendar.ts';
import { declaredAtMs, type DividendFrequency, dividendFrequency, dividendItems, dividendPerShare } from './dividends.ts';
import { expenseRatioOf } from './fund.ts';
import { holdingsCountOf } from './fund-holdings.ts';
import { closeOnOrBefore, lastYearEnd, measuredBeta, priorVolume, priorYearRange } from './keypoints.ts';
import { sessionViewOf } from './quote.ts';
import { type FundamentalsSummary, fundamentalsSummary } from './screener-fundamentals.ts';
import { type DailySeries, dailySeries, indexOnOrBefore } from './series.ts';

/**
 * What a screener row needs of one security for one session, built once per session day: all that
 * the sessions before it fix (the 52-week range so far, average volume, the closes the changes start
 * from, the moving sums, RSI's averages, beta, declared dividends, the statements' summary), plus
 * the session's last days, from which a quote at any instant of the session is read. The rest of the
 * row (price, volume, and what a price turns into) is read from these at the instant asked.
 */
export interface ScreenerBase {
  entry: CatalogueEntry;
  /** The last sessions through the session day (sessionViewOf reads no more). */
  tail: DailySeries;
  /** Highest high and lowest low of the 251 sessions before (±Infinity when none). */
  priorHigh: number;
  priorLow: number;
  priorVolume: { total: number; sessions: number };
  /** Closes (as quoted) the changes start from: a month, six months, the last year-end, a year before the session. */
  baseCloses: { month: number | null; halfYear: number | null; yearEnd: number | null; year: number | null };
  /** Sums of the closes of the 49 and 199 sessions before (the session's price completes 50 and 200); null when fewer. */
  closeSums: { sma50: number | null; sma200: number | null };
  /** Wilder's 14-session average gain and loss up to the session before, and that session's close. */
  rsi: { gain: number; loss: number; previousClose: number } | null;
  beta: number | null;
  /** Dividends declared by the next session's open, newest first: the latest declared at an instant is the first one due by then. */
  dividends: ReadonlyArray<{ declaredAt: number; amount: number; exDate: string }>;
  /** How often it pays, when it pays. */
  dividendFrequency: DividendFrequency;
  /** Calendar years in a row, up to the one before the session's, with dividends. */
  dividendYears: number;
  fund: { expenseRatio: number; holdingsCount: number | null } | null;
  fundamentals: FundamentalsSummary | null;
}

const TAIL_SESSIONS = 3;
const RSI_PERIOD = 14;
/** RSI's smoothing starts this many sessions back: far enough that where it starts no longer shows. */
const RSI_WARM_UP = 250;

const sliceSeries = (series: DailySeries, from: number, to: number): DailySeries => ({
  id: series.id,
  days: series.days.slice(from, to),
  open: series.open.slice(from, to),
  high: series.high.slice(from, to),
  low: series.low.slice(from, to),
  close: series.close.slice(from, to),
  volume: series.volume.slice(from, to),
  length: to - from,
});

/** The day `months` calendar months before `day` (the same date). */
const monthsBefore = (day: number, months: number): number => {
  const date = new Date(day * MS_PER_DAY);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, date.getUTCDate()) / MS_PER_DAY;
};

function closeSum(series: DailySeries, index: number, count: number): number | null {
  if (index < count) return null;
  let total = 0;
  for (let i = index - count; i < index; i++) total += series.close[i] as number;
  return total;
}

function wilderAverages(series: DailySeries, index: number): ScreenerBase['rsi'] {
  const start = Math.max(1, index - RSI_WARM_UP);
  if (index - start < RSI_PERIOD) return null;
  let gain = 0;
  let loss = 0;
  for (let i = start; i < index; i++) {
    const change = (series.close[i] as number) - (series.close[i - 1] as number);
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i - start < RSI_PERIOD) {
      gain += up / RSI_PERIOD;
      loss += down / RSI_PERIOD;
    } else {
      gain = (gain * (RSI_PERIOD - 1) + up) / RSI_PERIOD;
      loss = (loss * (RSI_PERIOD - 1) + down) / RSI_PERIOD;
    }
  }
  return { gain, loss, previousClose: series.close[index - 1] as number };
}

function consecutiveDividendYears(entry: CatalogueEntry, lastYear: number): number {
  let years = 0;
  while (years < 200 && [1, 2, 3, 4].some((quarter) => dividendPerShare(entry, lastYear - years, quarter) > 0)) years++;
  return years;
}

/**
 * The base of `entry` for the session of `sessionDay` (a trading day), all but the fund facts (they
 * read the catalogue: withFundFacts). `market` is #GSPC's entry, for beta. Reads nothing else, so a
 * worker thread can build it from entries it was sent.
 */
export function seriesBase(entry: CatalogueEntry, sessionDay: number, market: CatalogueEntry | undefined): ScreenerBase {
  const series = dailySeries(entry, sessionDay);
  const index = indexOnOrBefore(series, sessionDay);
  // At the session's close the market clock's view is this session's, finished: beta and the
  // statements read it as the key statistics do at any instant of the session.
  const closeAt = sessionCloseUtc(sessionDay);
  const view = sessionViewOf(series, closeAt);
  const range = priorYearRange(series, index);
  const year = new Date(sessionDay * MS_PER_DAY).getUTCFullYear();
  const horizon = sessionOpenUtc(nextTradingDay(sessionDay));
  return {
    entry,
    tail: sliceSeries(series, Math.max(0, index + 1 - TAIL_SESSIONS), index + 1),
    priorHigh: range.high,
    priorLow: range.low,
    priorVolume: priorVolume(series, index),
    baseCloses: {
      month: closeOnOrBefore(series, monthsBefore(sessionDay, 1)),
      halfYear: closeOnOrBefore(series, monthsBefore(sessionDay, 6)),
      yearEnd: closeOnOrBefore(series, lastYearEnd(sessionDay)),
      year: closeOnOrBefore(series, sessionDay - 365),
    },
    closeSums: { sma50: closeSum(series, index, 49), sma200: closeSum(series, index, 199) },
    rsi: wilderAverages(series, index),
    beta: measuredBeta(market, entry, closeAt, view),
    dividends: dividendItems(entry, horizon, year - 1).map((item) => ({ declaredAt: declaredAtMs(item), amount: item.amount, exDate: item.exDate })),
    dividendFrequency: dividendFrequency(entry),
    dividendYears: consecutiveDividendYears(entry, year - 1),
    fund: null,
    fundamentals: fundamentalsSummary(entry, closeAt),
  };
}

/** A base with its fund facts (ETFs: expense ratio and the number of holdings, which reads the catalogue). */
export function withFundFacts(catalogue: Catalogue, base: ScreenerBase): ScreenerBase {
  const { entry } = base;
  if (entry.isEtf) base.fund = { expenseRatio: expenseRatioOf(entry), holdingsCount: holdingsCountOf(catalogue, entry) };
  return base;
}

/** The whole base of `entry` for the session of `sessionDay`, on this thread. */
export const screenerBase = (catalogue: Catalogue, entry: CatalogueEntry, sessionDay: number): ScreenerBase => withFundFacts(catalogue, seriesBase(entry, sessionDay, catalogue.get('#GSPC')));
