import * as v from 'valibot';
import { MarketSessionSchema, StockRecordSchema } from './quotes.ts';
import { int, isoTime, isoDate, dataOf, percent, quotedSecurityRowEntries } from './shared.ts';

/** Lists of securities: a fund's holdings, an index's members, the movers, the member's watchlist. */

/** GET /api/Stock/{id}/Fund (ETFs only; 404 notApplicable for companies and indices). */
export const FundSchema = dataOf(
  v.object({
    id: v.string(),
    /** Annual expense ratio, percent (0.0945 = 0.0945 %). */
    expenseRatio: v.pipe(percent, v.minValue(0)),
    /** Net assets, USD. */
    assets: v.pipe(v.number(), v.minValue(0)),
    nav: v.number(),
    /** The session whose close the NAV was struck at (New York date). */
    navDate: isoDate,
    /** Closing price of that session. */
    closePrice: v.number(),
    /** Closing price against NAV, percent: positive = premium, negative = discount. */
    premiumDiscount: percent,
    inceptionDate: isoDate,
    /** id is set when the site has a page for the index (#GSPC); null for active and commodity funds. */
    trackedIndex: v.nullable(v.object({ id: v.nullable(v.string()), name: v.string() })),
    assetClass: v.picklist(['equity', 'bond', 'commodity']),
    holdingsCount: v.nullable(int),
    /** Largest first; empty for bond and commodity funds. */
    topHoldings: v.array(v.object({ id: v.string(), name: v.string(), customName: v.nullable(v.string()), weight: percent })),
    /** Largest first; sectorZh is the zh-TW name. */
    sectors: v.array(v.object({ sector: v.string(), sectorZh: v.string(), weight: percent })),
  }),
);
export type Fund = v.InferOutput<typeof FundSchema>['data'];

/** Sort keys of GET /api/Stock/{id}/Constituents: its numeric columns (weight = the index's own order). */
export const CONSTITUENT_SORTS = ['weight', 'price', 'change', 'changePercent', 'marketCap'] as const;
export type ConstituentSort = (typeof CONSTITUENT_SORTS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const ConstituentSchema = v.object({
  ...quotedSecurityRowEntries,
  marketCap: v.number(),
  /** Percent of the index. */
  weight: percent,
});
export type Constituent = v.InferOutput<typeof ConstituentSchema>;

/**
 * GET /api/Stock/{id}/Constituents?sort=&order=&page=&pageSize= (indices only; 404 notApplicable
 * otherwise; 400 for a bad parameter). One page of members, plus the day's five biggest gainers
 * and losers among all of them. Quotes are /api/Stock/Quotes's at `asOf`.
 */
export const ConstituentsSchema = dataOf(
  v.object({
    id: v.string(),
    asOf: isoTime,
    tradingDate: isoDate,
    weighting: v.picklist(['marketCap', 'price', 'cappedMarketCap']),
    total: int,
    sort: v.picklist(CONSTITUENT_SORTS),
    order: v.picklist(SORT_ORDERS),
    page: int,
    pageSize: int,
    items: v.array(ConstituentSchema),
    gainers: v.array(ConstituentSchema),
    losers: v.array(ConstituentSchema),
  }),
);
export type Constituents = v.InferOutput<typeof ConstituentsSchema>['data'];

/** GET, PUT /{id}, DELETE /{id} /api/Watchlist: the signed-in member's list, oldest first. */
export const WatchlistSchema = dataOf(v.object({ max: int, items: v.array(v.object({ ...StockRecordSchema.entries, addedAt: isoTime })) }));
export type Watchlist = v.InferOutput<typeof WatchlistSchema>['data'];

/** GET /api/Stock/Movers?type=&count=: the lists of the home page's market overview. */
export const MOVER_TYPES = ['gainers', 'losers', 'active'] as const;
export type MoverType = (typeof MOVER_TYPES)[number];

export const MoverSchema = v.object({
  ...quotedSecurityRowEntries,
  /** Shares traded in the session so far. */
  volume: v.pipe(v.number(), v.minValue(0)),
  marketCap: v.pipe(v.number(), v.minValue(0)),
});

/**
 * Gainers by % change (highest first, rises only), losers (lowest first, falls only) or the most
 * active by shares traded, among the service's universe: companies' shares and ADRs worth at least
 * `minMarketCap`, priced at least `minPrice` (no funds, warrants, units, preferreds or SPAC shells).
 */
export const MoversSchema = dataOf(
  v.object({
    type: v.picklist(MOVER_TYPES),
    /** Time of the quotes: the market minute while a session runs, else the session's close. */
    asOf: isoTime,
    /** New York date of the session the quotes belong to. */
    tradingDate: isoDate,
    marketSession: MarketSessionSchema,
    universe: v.object({ minMarketCap: v.number(), minPrice: v.number(), size: int }),
    items: v.array(MoverSchema),
  }),
);
export type Movers = v.InferOutput<typeof MoversSchema>['data'];
