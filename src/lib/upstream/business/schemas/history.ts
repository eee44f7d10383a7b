import * as v from 'valibot';
import { int, isoDate, dataOf } from './shared.ts';

/** Price history for the charts. */

export const PRICE_RANGES = ['1D', '5D', '1M', '6M', 'YTD', '1Y', '5Y'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const PriceBarSchema = v.object({
  /** Unix seconds of the bar's start (daily and weekly bars: 09:30 New York of their first day). */
  time: int,
  /** New York date of the bar's start. */
  date: isoDate,
  open: v.number(),
  high: v.number(),
  low: v.number(),
  close: v.number(),
  volume: v.number(),
});
export type PriceBar = v.InferOutput<typeof PriceBarSchema>;

/** GET /api/Stock/{id}/PriceHistory?range=: 1D 5-minute, 5D 15-minute, 5Y weekly, else daily bars. */
export const PriceHistorySchema = dataOf(
  v.object({
    id: v.string(),
    range: v.picklist(PRICE_RANGES),
    interval: v.picklist(['5m', '15m', '1d', '1wk']),
    /** The close before the first bar: the chart's baseline. */
    previousClose: v.nullable(v.number()),
    bars: v.array(PriceBarSchema),
  }),
);
export type PriceHistory = v.InferOutput<typeof PriceHistorySchema>['data'];
