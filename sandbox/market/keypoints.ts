import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { dayNumber, isoDate, MS_PER_DAY } from './calendar.ts';
import { dividendSummary } from './dividends.ts';
import { nextEarningsSlot } from './earnings-calendar.ts';
import { hasStatements, quarterlyFigures } from './fundamentals.ts';
import { marketCapAt, symbolParams } from './params.ts';
import { percentChange, type Quote, quoteAt, round2, roundPrice, sessionView } from './quote.ts';
import { indexOnOrBefore } from './series.ts';

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

function measuredBeta(catalogue: Catalogue, entry: CatalogueEntry, nowMs: number): number | null {
  const market = catalogue.get('#GSPC');
  if (!market || entry.id === '#GSPC') return entry.id === '#GSPC' ? 1 : null;
  const own = sessionView(entry, nowMs);
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

/** % change from the close of the last session on or before `day` to `price`; null before the series starts. */
function changeSince(view: ReturnType<typeof sessionView>, price: number, day: number): number | null {
  if (day < (view.series.days[0] as number)) return null;
  const at = indexOnOrBefore(view.series, day);
  return at < 0 ? null : percentChange(price, roundPrice(view.series.close[at] as number));
}

export function keyStatistics(catalogue: Catalogue, entry: CatalogueEntry, nowMs: number): KeyStatistics {
  const quote = quoteAt(entry, nowMs);
  const view = sessionView(entry, nowMs);
  const { series, index } = view;
  const sessionDay = series.days[index] as number;
  let high = view.bar.high;
  let low = view.bar.low;
  for (let i = Math.max(0, index - 251); i < index; i++) {
    high = Math.max(high, series.high[i] as number);
    low = Math.min(low, series.low[i] as number);
  }
  let volumeSum = 0;
  const first = Math.max(0, index - 63);
  for (let i = first; i < index; i++) volumeSum += series.volume[i] as number;

  let eps: number | null = null;
  if (hasStatements(entry)) {
    const quarters = quarterlyFigures(entry, nowMs).slice(-4);
    eps = round2(quarters.reduce((sum, quarter) => sum + quarter.epsDiluted, 0));
  }
  // Shares outstanding, not the statements' weighted average: the count marketCapAt takes, so the
  // market cap here is the one the peers, index members and movers show for the same stock.
  const shares = entry.isIndex ? null : Math.round(symbolParams(entry).shares);
  const dividends = entry.isIndex ? null : dividendSummary(entry, nowMs, quote.price);
  return {
    ...quote,
    name: entry.name,
    customName: entry.customName,
    averageVolume: index > first ? Math.round(volumeSum / (index - first)) : quote.volume,
    marketCap: entry.isIndex ? null : marketCapAt(entry, quote.price),
    sharesOutstanding: shares,
    peRatio: eps !== null && eps > 0 ? round2(quote.price / eps) : null,
    eps,
    dividendYield: dividends ? dividends.dividendYield : null,
    annualDividend: dividends ? dividends.annualDividend : null,
    week52High: roundPrice(high),
    week52Low: roundPrice(low),
    beta: measuredBeta(catalogue, entry, nowMs),
    yearToDateChangePercent: changeSince(view, quote.price, dayNumber(new Date(sessionDay * MS_PER_DAY).getUTCFullYear() - 1, 12, 31)),
    oneYearChangePercent: changeSince(view, quote.price, sessionDay - 365),
    nextEarnings: nextEarnings(entry, nowMs),
  };
}
