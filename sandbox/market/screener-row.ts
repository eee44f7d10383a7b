import { INDUSTRY_ZH, SECTOR_ZH } from '../catalogue/zh-terms.ts';
import { annualDividendOf, type DividendFrequency, dividendYieldAt } from './dividends.ts';
import { navAt } from './fund.ts';
import { averageVolumeOf, peRatioAt } from './keypoints.ts';
import { marketCapAt } from './params.ts';
import { percentChange, type Quote, quoteOfView, round2, roundPrice, sessionViewOf } from './quote.ts';
import type { ScreenerBase } from './screener-base.ts';
import { type FundamentalsSummary, fundamentalsSummary, summaryStands } from './screener-fundamentals.ts';

/**
 * One screener row (GET /api/Stock/Screener): a security's base for the session (screener-base.ts)
 * read at an instant. The quote is the key statistics' own (the same view of the same sessions),
 * and so is every figure both show; the rest are the usual definitions over the same data.
 */
export type SecurityKind = 'stock' | 'adr' | 'etf';

/** What does not move with the market: who the security is and which lists it is on. */
export interface ScreenerListing {
  kind: SecurityKind;
  sp500: boolean;
  nasdaq100: boolean;
  dow: boolean;
  taiwanCode: string | null;
}

export interface ScreenerRow {
  id: string;
  name: string;
  customName: string | null;
  exchange: 1 | 2 | 3;
  kind: SecurityKind;
  sector: string | null;
  sectorZh: string | null;
  industry: string | null;
  industryZh: string | null;
  sp500: boolean;
  nasdaq100: boolean;
  dow: boolean;
  taiwanCode: string | null;
  price: number;
  change: number;
  changePercent: number;
  volume: number;
  averageVolume: number;
  marketCap: number | null;
  peRatio: number | null;
  forwardPe: number | null;
  priceToSales: number | null;
  priceToBook: number | null;
  evToEbitda: number | null;
  dividendYield: number | null;
  payoutRatio: number | null;
  dividendFrequency: DividendFrequency | null;
  dividendYears: number;
  exDividendDate: string | null;
  revenueGrowth: number | null;
  revenueGrowth3y: number | null;
  epsGrowth: number | null;
  epsGrowth3y: number | null;
  grossMargin: number | null;
  operatingMargin: number | null;
  netMargin: number | null;
  roe: number | null;
  debtToEquity: number | null;
  change1m: number | null;
  change6m: number | null;
  changeYtd: number | null;
  change1y: number | null;
  week52High: number;
  week52Low: number;
  sma50: number | null;
  sma200: number | null;
  rsi14: number | null;
  beta: number | null;
  expenseRatio: number | null;
  aum: number | null;
  holdingsCount: number | null;
}

const ratioOf = (value: number, base: number): number | null => (base > 0 ? round2(value / base) : null);
const changeFrom = (price: number, base: number | null): number | null => (base === null ? null : percentChange(price, base));

function rsiAt(rsi: ScreenerBase['rsi'], price: number): number | null {
  if (!rsi) return null;
  const change = price - rsi.previousClose;
  const gain = (rsi.gain * 13 + Math.max(change, 0)) / 14;
  const loss = (rsi.loss * 13 + Math.max(-change, 0)) / 14;
  return loss === 0 ? 100 : round2(100 - 100 / (1 + gain / loss));
}

/** The statements' summary at `nowMs`: the base's unless a quarter was reported since (then read again, and kept on the base). */
function currentFundamentals(base: ScreenerBase, nowMs: number): FundamentalsSummary | null {
  if (base.fundamentals && !summaryStands(base.entry, base.fundamentals, nowMs)) base.fundamentals = fundamentalsSummary(base.entry, nowMs);
  return base.fundamentals;
}

function valuation(summary: FundamentalsSummary | null, price: number, marketCap: number | null) {
  if (!summary || marketCap === null) return { peRatio: null, forwardPe: null, priceToSales: null, priceToBook: null, evToEbitda: null };
  return {
    peRatio: peRatioAt(price, summary.eps),
    forwardPe: peRatioAt(price, summary.forwardEps),
    priceToSales: ratioOf(marketCap, summary.revenue),
    priceToBook: ratioOf(marketCap, summary.equity),
    evToEbitda: ratioOf(marketCap + summary.netDebt, summary.ebitda),
  };
}

/** The row of a security at `nowMs`, within the session its base was built for. */
export function screenerRow(base: ScreenerBase, listing: ScreenerListing, nowMs: number): { row: ScreenerRow; quote: Quote } {
  const { entry } = base;
  const view = sessionViewOf(base.tail, nowMs);
  const quote = quoteOfView(entry, view, nowMs);
  const { price } = quote;
  const marketCap = entry.isEtf ? null : marketCapAt(entry, price);
  const summary = currentFundamentals(base, nowMs);
  const latestDividend = base.dividends.find((item) => item.declaredAt <= nowMs) ?? null;
  const annualDividend = annualDividendOf(latestDividend?.amount ?? 0, base.dividendFrequency);
  const sma = (sum: number | null, count: number) => (sum === null ? null : roundPrice((sum + price) / count));
  const row: ScreenerRow = {
    id: entry.id,
    name: entry.name,
    customName: entry.customName,
    exchange: entry.exchange ?? 1,
    ...listing,
    sector: entry.isEtf ? null : entry.sector,
    sectorZh: entry.isEtf || !entry.sector ? null : (SECTOR_ZH[entry.sector] ?? null),
    industry: entry.isEtf ? null : entry.industry,
    industryZh: entry.isEtf || !entry.industry ? null : (INDUSTRY_ZH[entry.industry] ?? null),
    price,
    change: quote.change,
    changePercent: quote.changePercent,
    volume: quote.volume,
    averageVolume: averageVolumeOf(base.priorVolume, quote.volume),
    marketCap,
    ...valuation(summary, price, marketCap),
    dividendYield: dividendYieldAt(annualDividend, price),
    payoutRatio: summary?.payoutRatio ?? null,
    dividendFrequency: annualDividend > 0 ? base.dividendFrequency : null,
    dividendYears: base.dividendYears,
    exDividendDate: latestDividend?.exDate ?? null,
    revenueGrowth: summary?.revenueGrowth ?? null,
    revenueGrowth3y: summary?.revenueGrowth3y ?? null,
    epsGrowth: summary?.epsGrowth ?? null,
    epsGrowth3y: summary?.epsGrowth3y ?? null,
    grossMargin: summary?.grossMargin ?? null,
    operatingMargin: summary?.operatingMargin ?? null,
    netMargin: summary?.netMargin ?? null,
    roe: summary?.roe ?? null,
    debtToEquity: summary?.debtToEquity ?? null,
    change1m: changeFrom(price, base.baseCloses.month),
    change6m: changeFrom(price, base.baseCloses.halfYear),
    changeYtd: changeFrom(price, base.baseCloses.yearEnd),
    change1y: changeFrom(price, base.baseCloses.year),
    week52High: roundPrice(Math.max(view.bar.high, base.priorHigh)),
    week52Low: roundPrice(Math.min(view.bar.low, base.priorLow)),
    sma50: sma(base.closeSums.sma50, 50),
    sma200: sma(base.closeSums.sma200, 200),
    rsi14: rsiAt(base.rsi, price),
    beta: base.beta,
    expenseRatio: base.fund?.expenseRatio ?? null,
    aum: base.fund ? navAt(entry, view, nowMs).assets : null,
    holdingsCount: base.fund?.holdingsCount ?? null,
  };
  return { row, quote };
}
