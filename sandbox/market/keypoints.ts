import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { dividendSummary } from './dividends.ts';
import { hasStatements, quarterlyFigures } from './fundamentals.ts';
import { symbolParams } from './params.ts';
import { type Quote, quoteAt, round2, roundPrice, sessionView } from './quote.ts';

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

export function keyStatistics(catalogue: Catalogue, entry: CatalogueEntry, nowMs: number): KeyStatistics {
  const quote = quoteAt(entry, nowMs);
  const view = sessionView(entry, nowMs);
  const { series, index } = view;
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
  let shares: number | null = null;
  if (hasStatements(entry)) {
    const quarters = quarterlyFigures(entry, nowMs).slice(-4);
    eps = round2(quarters.reduce((sum, quarter) => sum + quarter.epsDiluted, 0));
    shares = quarters[quarters.length - 1]?.basicShares ?? null;
  } else if (entry.isEtf) {
    shares = Math.round(symbolParams(entry).shares);
  }
  const dividends = entry.isIndex ? null : dividendSummary(entry, nowMs, quote.price);
  return {
    ...quote,
    name: entry.name,
    customName: entry.customName,
    averageVolume: index > first ? Math.round(volumeSum / (index - first)) : quote.volume,
    marketCap: shares === null ? null : Math.round(shares * quote.price),
    sharesOutstanding: shares,
    peRatio: eps !== null && eps > 0 ? round2(quote.price / eps) : null,
    eps,
    dividendYield: dividends ? dividends.dividendYield : null,
    annualDividend: dividends ? dividends.annualDividend : null,
    week52High: roundPrice(high),
    week52Low: roundPrice(low),
    beta: measuredBeta(catalogue, entry, nowMs),
  };
}
