import * as v from 'valibot';
import { MarketSessionSchema } from './quotes.ts';
import { int, isoDate, isoTime, dataOf, percent, stockId } from './shared.ts';

/**
 * The screener's metrics: one row per listed security (stocks, ADRs and ETFs; not indices), every
 * figure the screener filters, sorts or shows, as the stock pages show it for the same symbol and
 * session. null where a figure does not apply (a fund's P/E, a company's expense ratio) or the service
 * does not know it; a filter on a figure never matches its null.
 */

const nullableNumber = v.nullable(v.number());
const nullablePercent = v.nullable(percent);

export const DIVIDEND_FREQUENCIES = ['monthly', 'quarterly', 'semiannual', 'annual'] as const;
export type DividendFrequency = (typeof DIVIDEND_FREQUENCIES)[number];

export const SECURITY_KINDS = ['stock', 'adr', 'etf'] as const;

export const ScreenerRowSchema = v.object({
  id: stockId,
  name: v.string(),
  /** Traditional-Chinese name, when the site has one. */
  customName: v.nullable(v.string()),
  /** 1 New York, 2 American, 3 Nasdaq (as the stock record). */
  exchange: v.picklist([1, 2, 3]),
  /** An ADR is a company's depositary receipt (TSM, ASX, UMC …); `stock` is every other company share. */
  kind: v.picklist(SECURITY_KINDS),
  /** English sector and industry, with their zh-TW names; null for funds. */
  sector: v.nullable(v.string()),
  sectorZh: v.nullable(v.string()),
  industry: v.nullable(v.string()),
  industryZh: v.nullable(v.string()),
  /** Index membership. */
  sp500: v.boolean(),
  nasdaq100: v.boolean(),
  dow: v.boolean(),
  /** The Taiwan listing of an ADR pair (TSM ↔ '2330'); null for the rest. */
  taiwanCode: v.nullable(v.string()),

  // 基本: the quote of `tradingDate`'s session, as the info page shows it.
  price: v.number(),
  change: v.number(),
  changePercent: percent,
  /** Shares traded in the session. */
  volume: v.pipe(v.number(), v.minValue(0)),
  /** Average daily shares over the last three months. */
  averageVolume: v.pipe(v.number(), v.minValue(0)),
  /** USD; a fund's net assets are `aum`, its marketCap is null. */
  marketCap: nullableNumber,

  // 估值
  peRatio: nullableNumber,
  forwardPe: nullableNumber,
  priceToSales: nullableNumber,
  priceToBook: nullableNumber,
  evToEbitda: nullableNumber,

  // 股利
  dividendYield: nullablePercent,
  payoutRatio: nullablePercent,
  dividendFrequency: v.nullable(v.picklist(DIVIDEND_FREQUENCIES)),
  /** Whole calendar years in a row, up to the last, in which a dividend was paid (0 for none). */
  dividendYears: v.pipe(int, v.minValue(0)),
  /** The next (or most recent, when none is announced) ex-dividend date, New York. */
  exDividendDate: v.nullable(isoDate),

  // 成長與獲利 (trailing twelve months against the year before, and the 3-year annual rate)
  revenueGrowth: nullablePercent,
  revenueGrowth3y: nullablePercent,
  epsGrowth: nullablePercent,
  epsGrowth3y: nullablePercent,
  grossMargin: nullablePercent,
  operatingMargin: nullablePercent,
  netMargin: nullablePercent,
  roe: nullablePercent,
  debtToEquity: nullableNumber,

  // 走勢: changes to `price` from the close of 1 month, 6 months, the last year-end and 1 year ago.
  change1m: nullablePercent,
  change6m: nullablePercent,
  changeYtd: nullablePercent,
  change1y: nullablePercent,
  /** Highest high and lowest low of the last 52 weeks, this session included (as the key statistics show them). */
  week52High: v.number(),
  week52Low: v.number(),
  /** Simple moving averages of the daily close. */
  sma50: nullableNumber,
  sma200: nullableNumber,
  rsi14: nullableNumber,
  beta: nullableNumber,

  // ETF
  expenseRatio: nullablePercent,
  /** Net assets, USD. */
  aum: nullableNumber,
  holdingsCount: v.nullable(int),
});
export type ScreenerRow = v.InferOutput<typeof ScreenerRowSchema>;

/**
 * GET /api/Stock/Screener?page=N&pageSize=M (page from 1; M up to 2,000): every listed security's row,
 * in id order, as of one session (`marketSession`: the session the quotes are in, as a stock's quote says it). `total` counts the rows of all pages; a page past the last is empty.
 */
export const ScreenerPageSchema = dataOf(
  v.object({
    tradingDate: isoDate,
    asOf: isoTime,
    marketSession: MarketSessionSchema,
    page: v.pipe(int, v.minValue(1)),
    pageSize: v.pipe(int, v.minValue(1)),
    total: v.pipe(int, v.minValue(0)),
    rows: v.array(ScreenerRowSchema),
  }),
);
export type ScreenerPage = v.InferOutput<typeof ScreenerPageSchema>['data'];
