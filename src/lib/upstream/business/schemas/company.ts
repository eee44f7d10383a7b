import * as v from 'valibot';
import { int, isoTime, isoDate, dataOf, quotedSecurityRowEntries } from './shared.ts';
import { DIVIDEND_FREQUENCIES } from './screener.ts';

/** What a company publishes: statements, dividends, profile, events, earnings calls; and its peers. */

export const STATEMENT_KINDS = ['income-statement', 'balance-sheet', 'cash-flow', 'financial-ratio'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
export const PERIOD_KINDS = ['quarterly', 'annual'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** A stock's list (its events, earnings calls, peers): `{ id, items }`, one object per item. */
const stockItemsOf = <TEntries extends v.ObjectEntries>(item: TEntries) => dataOf(v.object({ id: v.string(), items: v.array(v.object(item)) }));

/** GET /api/Stock/{id}/Financials/{statement}?period=: a table, newest period first. */
export const FinancialStatementSchema = dataOf(
  v.object({
    id: v.string(),
    statement: v.picklist(STATEMENT_KINDS),
    period: v.picklist(PERIOD_KINDS),
    currency: v.literal('USD'),
    /** Key of the row to chart beside the table. */
    headline: v.string(),
    periods: v.array(
      v.object({
        /** Quarterly: YYYYQn; annual: YYYY. */
        key: v.pipe(v.string(), v.regex(/^\d{4}(Q[1-4])?$/)),
        fiscalYear: int,
        fiscalQuarter: v.nullable(v.picklist([1, 2, 3, 4])),
        endDate: isoDate,
        reportDate: isoDate,
      }),
    ),
    rows: v.array(
      v.object({
        key: v.string(),
        /** zh-TW label. */
        label: v.string(),
        unit: v.picklist(['usd', 'usdPerShare', 'shares', 'percent', 'times']),
        /** One per period; null where it cannot be computed (shown as '-'). */
        values: v.array(v.nullable(v.number())),
      }),
    ),
  }),
);
export type FinancialStatement = v.InferOutput<typeof FinancialStatementSchema>['data'];

/** GET /api/Stock/{id}/Dividends */
export const DividendsSchema = dataOf(
  v.object({
    id: v.string(),
    currency: v.literal('USD'),
    /** How often it pays (null: it does not, or not on a schedule). */
    frequency: v.nullable(v.picklist(DIVIDEND_FREQUENCIES)),
    annualDividend: v.number(),
    dividendYield: v.number(),
    items: v.array(v.object({ exDate: isoDate, recordDate: isoDate, payDate: isoDate, declaredDate: isoDate, amount: v.number(), type: v.literal('cash') })),
    yearly: v.array(v.object({ year: int, amount: v.number(), yieldPercent: v.nullable(v.number()) })),
  }),
);
export type Dividends = v.InferOutput<typeof DividendsSchema>['data'];

/** GET /api/Stock/{id}/Profile (404 for indices). */
export const CompanyProfileSchema = dataOf(
  v.object({
    id: v.string(),
    name: v.string(),
    customName: v.nullable(v.string()),
    /** zh-TW. */
    description: v.string(),
    sector: v.nullable(v.string()),
    sectorZh: v.nullable(v.string()),
    industry: v.nullable(v.string()),
    industryZh: v.nullable(v.string()),
    headquarters: v.nullable(v.string()),
    headquartersZh: v.nullable(v.string()),
    employees: v.nullable(int),
    founded: v.nullable(v.string()),
    website: v.nullable(v.pipe(v.string(), v.url())),
    exchange: v.nullable(v.picklist([1, 2, 3])),
    exchangeName: v.nullable(v.string()),
    isEtf: v.boolean(),
    sp500Member: v.boolean(),
    sp500AddedDate: v.nullable(v.string()),
  }),
);
export type CompanyProfile = v.InferOutput<typeof CompanyProfileSchema>['data'];

/** GET /api/Stock/{id}/Events: earnings releases, dividends, stock splits, annual meetings; newest first. */
export const StockEventsSchema = stockItemsOf({
  id: v.string(),
  type: v.picklist(['earnings', 'exDividend', 'dividendPayment', 'split', 'annualMeeting']),
  /** New York date. */
  date: isoDate,
  /** The instant, for events that have one (earnings releases). */
  time: v.nullable(isoTime),
  /** zh-TW, e.g. 「1 股分割為 4 股」. */
  title: v.string(),
  /** After the service's now (the service's clock decides, not the reader's). */
  upcoming: v.boolean(),
});
export type StockEvents = v.InferOutput<typeof StockEventsSchema>['data'];

/** GET /api/Stock/{id}/EarningsCalls (404 for indices and ETFs), newest first. */
export const EarningsCallsSchema = stockItemsOf({
  id: v.string(),
  quarter: v.pipe(v.string(), v.regex(/^\d{4}Q[1-4]$/)),
  fiscalYear: int,
  fiscalQuarter: v.picklist([1, 2, 3, 4]),
  date: isoTime,
  title: v.string(),
  summary: v.string(),
  revenue: v.number(),
  revenueGrowth: v.nullable(v.number()),
  epsDiluted: v.number(),
  epsEstimate: v.number(),
  surprisePercent: v.nullable(v.number()),
});
export type EarningsCalls = v.InferOutput<typeof EarningsCallsSchema>['data'];

/** GET /api/Stock/{id}/Peers: same sub-industry first, by market cap. */
export const PeersSchema = stockItemsOf({ ...quotedSecurityRowEntries, marketCap: v.nullable(v.number()) });
export type Peers = v.InferOutput<typeof PeersSchema>['data'];
