import * as v from 'valibot';

/**
 * GET /api/Calendar?from=&to= (decision 040): the market-wide calendar of a range of New York dates,
 * at most 42 days. Earnings releases, ex-dividend and payment dates of the service's calendar universe
 * (S&P 500 members and the described companies and funds), and new listings (IPOs). Each row is one
 * of its stock's own events (GET /api/Stock/{id}/Events), same id and date. Market holidays and early
 * closes are the app's own (src/lib/market/nyse-calendar.ts).
 */
export const CALENDAR_ITEM_TYPES = ['earnings', 'exDividend', 'dividendPayment', 'ipo'] as const;
export type CalendarItemType = (typeof CALENDAR_ITEM_TYPES)[number];

/** The service's bound on one call's range (from and to both included). */
export const MAX_CALENDAR_DAYS = 42;

const isoDate = v.pipe(v.string(), v.isoDate());

export const CalendarItemSchema = v.object({
  /** The stock event's id (`NVDA-earnings-2026Q3`), or `{stockId}-ipo`. */
  id: v.string(),
  type: v.picklist(CALENDAR_ITEM_TYPES),
  /** New York date. */
  date: isoDate,
  /** The release instant (earnings), else null. */
  time: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  stockId: v.string(),
  name: v.string(),
  customName: v.nullable(v.string()),
  /** Earnings: before the open (盤前) or after the close (盤後); null when not known. */
  timing: v.nullable(v.picklist(['beforeOpen', 'afterClose'])),
  /** Earnings: the fiscal quarter, YYYYQn. */
  quarter: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}Q[1-4]$/))),
  /** Dividends: USD per share. */
  amount: v.nullable(v.number()),
  /** zh-TW, the stock event's own title. */
  title: v.string(),
});
export type CalendarItem = v.InferOutput<typeof CalendarItemSchema>;

export const CalendarSchema = v.object({
  data: v.object({
    from: isoDate,
    to: isoDate,
    /** Whose earnings and dividends are listed ('sp500+described' in the sandbox). */
    universe: v.string(),
    /** By date, then kind, then time, then symbol. */
    items: v.array(CalendarItemSchema),
  }),
});
export type Calendar = v.InferOutput<typeof CalendarSchema>['data'];
