import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { dayNumber, isoDate, MS_PER_DAY } from './calendar.ts';
import { dividendSummary } from './dividends.ts';
import { nextEarningsSlot } from './earnings-calendar.ts';
import { hasStatements, quarterlyFigures } from './fundamentals.ts';
import { marketCapAt, symbolParams } from './params.ts';
import { percentChange, type Quote, quoteAt, round2, roundPrice, type SessionView, sessionView } from './quote.ts';
import { type DailySeries, indexOnOrBefore } from './series.ts';

/**
 * Key statistics of the info page (POST /api/Stock/Keypoints). Everything is derived from the
 * same series and statements the other pages show: P/E is price ÷ the last four quarters'
 * diluted EPS, beta is measured against #GSPC over the last two years of daily returns.
 */
export interface KeyStatistics extends Quote {
  name: string;
  customName: string | null;
  /** Mean daily volume of the last 63 sessions (three months). */
  averageVolume: number;
  /** USD (funds: net assets); null for indices. */
  marketCap: number | null;
  sharesOutstanding: number | null;
  peRatio: number | null;
  /** Trailing twelve months diluted EPS, USD. */
  eps: number | null;
  /** Percent. */
  dividendYield: number | null;
  /** USD per share per year. */
  annualDividend: number | null;
  week52High: number;
  week52Low: number;
  beta: number | null;
  /** % change of the price since the last close of the previous year (null: the series does not reach back). */
  yearToDateChangePercent: number | null;
  /** % change of the price since the close a year ago. */
  oneYearChangePercent: number | null;
  /** The next earnings release (the one the events list as upcoming); null for funds and indices. */
  nextEarnings: NextEarnings | null;
}

export interface NextEarnings {
  /** Quarter reported, YYYYQn. */
  quarter: string;
  /** New York date of the release. */
  date: string;
  /** ISO time of the release (07:00 or 16:05 New York). */
  time: string;
  timing: 'beforeOpen' | 'afterClose';
}

/** The release after `nowMs`, from the same earnings calendar the events and statements use. */
export function nextEarnings(entry: CatalogueEntry, nowMs: number): NextEarnings | null {
  if (entry.isIndex || entry.isEtf) return null;
  const slot = nextEarningsSlot(entry.id, nowMs);
  return { quarter: slot.key, date: isoDate(slot.reportDay), time: new Date(slot.reportedAt).toISOString(), timing: slot.timing };
}

const BETA_SESSIONS = 504;

/** Beta against #GSPC (`market`, the catalogue's entry) over the last two years of daily returns (the session's own close included). */
export function measuredBeta(market: CatalogueEntry | undefined, entry: CatalogueEntry, nowMs: number, own: SessionView = sessionView(entry, nowMs)): number | null {
  if (!market || entry.id === '#GSPC') return entry.id === '#GSPC' ? 1 : null;
  const benchmark = sessionView(market, nowMs);
  const end = Math.min(own.index, benchmark.index);
  const start = Math.max(1, end - BETA_SESSIONS);
  let sumXY = 0;
  let sumXX = 0;
  let sumX = 0;
  let sumY = 0;
  let n = 0;
  for (let i = start; i <= end; i++) {
    const x = Math.log((benchmark.series.close[i] as number) / (benchmark.series.close[i - 1] as number));
    const y = Math.log((own.series.close[i] as number) / (own.series.close[i - 1] as number));
    sumX += x;
    sumY += y;
    sumXY += x * y;
    sumXX += x * x;
    n++;
  }
  const variance = sumXX / n - (sumX / n) ** 2;
  return variance > 0 ? round2((sumXY / n - (sumX / n) * (sumY / n)) / variance) : null;
}

/** The close of the last session on or before `day`, as quoted; null before the series starts. */
export function closeOnOrBefore(series: DailySeries, day: number): number | null {
  if (day < (series.days[0] as number)) return null;
  const at = indexOnOrBefore(series, day);
  return at < 0 ? null : roundPrice(series.close[at] as number);
}

/** % change from the close of the last session on or before `day` to `price`; null before the series starts. */
function changeSince(series: DailySeries, price: number, day: number): number | null {
  const base = closeOnOrBefore(series, day);
  return base === null ? null : percentChange(price, base);
}

/** The day a year-to-date change starts from: the last day of the year before the session's. */
export const lastYearEnd = (sessionDay: number): number => dayNumber(new Date(sessionDay * MS_PER_DAY).getUTCFullYear() - 1, 12, 31);

/** The sessions before `index` the 52-week range reads (the session itself is added as it trades). */
export function priorYearRange(series: DailySeries, index: number): { high: number; low: number } {
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (let i = Math.max(0, index - 251); i < index; i++) {
    high = Math.max(high, series.high[i] as number);
    low = Math.min(low, series.low[i] as number);
  }
  return { high, low };
}

/** The 63 sessions (three months) before `index` the average volume reads: their total and count. */
export function priorVolume(series: DailySeries, index: number): { total: number; sessions: number } {
  const first = Math.max(0, index - 63);
  let total = 0;
  for (let i = first; i < index; i++) total += series.volume[i] as number;
  return { total, sessions: index - first };
}

/** Mean daily volume of the three months before the session; the session's own when there are none. */
export const averageVolumeOf = (prior: { total: number; sessions: number }, sessionVolume: number): number => (prior.sessions > 0 ? Math.round(prior.total / prior.sessions) : sessionVolume);

/** P/E at a price from trailing EPS; null when there are no (positive) earnings. */
export const peRatioAt = (price: number, eps: number | null): number | null => (eps !== null && eps > 0 ? round2(price / eps) : null);

/** Trailing twelve months' diluted EPS from the quarters, oldest first. */
export const trailingEps = (quarters: readonly { epsDiluted: number }[]): number => round2(quarters.slice(-4).reduce((sum, quarter) => sum + quarter.epsDiluted, 0));

export function keyStatistics(catalogue: Catalogue, entry: CatalogueEntry, nowMs: number): KeyStatistics {
  const quote = quoteAt(entry, nowMs);
  const view = sessionView(entry, nowMs);
  const { series, index } = view;
  const sessionDay = series.days[index] as number;
  const prior = priorYearRange(series, index);
  const eps = hasStatements(entry) ? trailingEps(quarterlyFigures(entry, nowMs)) : null;
  // Shares outstanding, not the statements' weighted average: the count marketCapAt takes, so the
  // market cap here is the one the peers, index members and movers show for the same stock.
  const shares = entry.isIndex ? null : Math.round(symbolParams(entry).shares);
  const dividends = entry.isIndex ? null : dividendSummary(entry, nowMs, quote.price);
  return {
    ...quote,
    name: entry.name,
    customName: entry.customName,
    averageVolume: averageVolumeOf(priorVolume(series, index), quote.volume),
    marketCap: entry.isIndex ? null : marketCapAt(entry, quote.price),
    sharesOutstanding: shares,
    peRatio: peRatioAt(quote.price, eps),
    eps,
    dividendYield: dividends ? dividends.dividendYield : null,
    annualDividend: dividends ? dividends.annualDividend : null,
    week52High: roundPrice(Math.max(view.bar.high, prior.high)),
    week52Low: roundPrice(Math.min(view.bar.low, prior.low)),
    beta: measuredBeta(catalogue.get('#GSPC'), entry, nowMs, view),
    yearToDateChangePercent: changeSince(series, quote.price, lastYearEnd(sessionDay)),
    oneYearChangePercent: changeSince(series, quote.price, sessionDay - 365),
    nextEarnings: nextEarnings(entry, nowMs),
  };
}
