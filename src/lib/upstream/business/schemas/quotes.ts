import * as v from 'valibot';
import { int, isoTime, isoDate, dataOf, stockId } from './shared.ts';

/** Quotes and the records they belong to: stock records, quotes, key statistics, the indices, sparklines. */

/** The stock record. exchange: 1 New York, 2 American, 3 Nasdaq; null for indices. */
export const StockRecordSchema = v.object({
  id: stockId,
  name: v.string(),
  /** Traditional-Chinese name, when the site has one. */
  customName: v.optional(v.nullable(v.string()), null),
  /** 70 for the international indices. */
  marketType: int,
  /** 14 for ETFs. */
  commodityType: int,
  exchange: v.nullable(v.picklist([1, 2, 3])),
});
export type StockRecord = v.InferOutput<typeof StockRecordSchema>;

/** POST /api/Stock/AdditionalInformation: records by id; unknown ids are absent. */
export const AdditionalInformationSchema = dataOf(v.record(v.string(), StockRecordSchema));

/** The market session. */
export const MarketSessionSchema = v.picklist(['preMarket', 'intraDay', 'afterHours', 'no-trading']);
export type MarketSession = v.InferOutput<typeof MarketSessionSchema>;

/**
 * A pre-market (04:00–09:30 New York) or after-hours (16:00–20:00) price, with its change against
 * the regular session's price (the quote's `price`, the last close). Indices have none.
 */
export const ExtendedHoursSchema = v.object({ session: v.picklist(['preMarket', 'afterHours']), price: v.number(), change: v.number(), changePercent: v.number(), time: isoTime });
export type ExtendedHours = v.InferOutput<typeof ExtendedHoursSchema>;

export const QuoteSchema = v.object({
  id: v.string(),
  price: v.number(),
  previousClose: v.number(),
  change: v.number(),
  changePercent: v.number(),
  open: v.number(),
  high: v.number(),
  low: v.number(),
  volume: v.number(),
  marketSession: MarketSessionSchema,
  /** New York date of the session the price belongs to. */
  tradingDate: isoDate,
  time: isoTime,
  currency: v.literal('USD'),
  /** Set only while the market is in its pre-market or after-hours session (and never for indices). */
  extendedHours: v.nullable(ExtendedHoursSchema),
});
export type Quote = v.InferOutput<typeof QuoteSchema>;

/** POST /api/Stock/Quotes: quotes by id; unknown ids are absent. */
export const QuotesSchema = dataOf(v.record(v.string(), QuoteSchema));

/** POST /api/Stock/Keypoints: the info page's key statistics (null where it does not apply). */
export const KeyStatisticsSchema = v.object({
  ...QuoteSchema.entries,
  name: v.string(),
  customName: v.nullable(v.string()),
  averageVolume: v.number(),
  marketCap: v.nullable(v.number()),
  sharesOutstanding: v.nullable(v.number()),
  peRatio: v.nullable(v.number()),
  /** Trailing twelve months diluted EPS. */
  eps: v.nullable(v.number()),
  dividendYield: v.nullable(v.number()),
  annualDividend: v.nullable(v.number()),
  week52High: v.number(),
  week52Low: v.number(),
  beta: v.nullable(v.number()),
  /** % change since the previous year's last close. */
  yearToDateChangePercent: v.nullable(v.number()),
  /** % change since the close a year ago. */
  oneYearChangePercent: v.nullable(v.number()),
  /** The next earnings release; null for funds and indices. */
  nextEarnings: v.nullable(
    v.object({
      /** Quarter reported, YYYYQn. */
      quarter: v.pipe(v.string(), v.regex(/^\d{4}Q[1-4]$/)),
      /** New York date of the release. */
      date: isoDate,
      time: isoTime,
      timing: v.picklist(['beforeOpen', 'afterClose']),
    }),
  ),
});
export type KeyStatistics = v.InferOutput<typeof KeyStatisticsSchema>;
export const KeypointsSchema = dataOf(KeyStatisticsSchema);

/** GET /api/Stock/Indices: the four indices, as index records. */
export const IndexRecordSchema = v.object({ ...StockRecordSchema.entries, chineseName: v.string(), description: v.string(), englishDescription: v.string() });
export type IndexRecord = v.InferOutput<typeof IndexRecordSchema>;
export const IndicesSchema = dataOf(v.array(IndexRecordSchema));

/** POST /api/Stock/Sparklines: a month of daily closes per id (the watchlist's sparklines); unknown ids are absent. */
export const SparklineSchema = v.object({
  id: v.string(),
  range: v.literal('1M'),
  previousClose: v.nullable(v.number()),
  closes: v.array(v.number()),
  from: v.nullable(isoDate),
  to: v.nullable(isoDate),
});
export type Sparkline = v.InferOutput<typeof SparklineSchema>;
export const SparklinesSchema = dataOf(v.record(v.string(), SparklineSchema));
