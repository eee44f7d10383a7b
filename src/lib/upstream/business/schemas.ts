import * as v from 'valibot';

/**
 * The web business service's answers. These schemas are the contract: the sandbox is tested
 * against them, and the app's types come from them. Every answer is wrapped as `{ data }`.
 * Money is in USD units (not thousands); percentages are percent values (12.5 = 12.5 %).
 */

const int = v.pipe(v.number(), v.integer());
const isoTime = v.pipe(v.string(), v.isoTimestamp());
const isoDate = v.pipe(v.string(), v.isoDate());
const dataOf = <TSchema extends v.GenericSchema>(schema: TSchema) => v.object({ data: schema });

/** Spec §3 stock record. exchange: 1 New York, 2 American, 3 Nasdaq; null for indices. */
export const StockRecordSchema = v.object({
  id: v.string(),
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

/** Spec §4 market session. */
export const MarketSessionSchema = v.picklist(['preMarket', 'intraDay', 'afterHours', 'no-trading']);
export type MarketSession = v.InferOutput<typeof MarketSessionSchema>;

/**
 * A pre-market (04:00–09:30 New York) or after-hours (16:00–20:00) price, with its change against
 * the regular session's price (the quote's `price`, the last close). Indices have none.
 */
export const ExtendedHoursSchema = v.object({
  session: v.picklist(['preMarket', 'afterHours']),
  price: v.number(),
  change: v.number(),
  changePercent: v.number(),
  time: isoTime,
});
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
      /** Quarter reported, YYYYQn (spec §5). */
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

/** GET /api/Stock/Indices: the four indices (spec §3 index record). */
export const IndexRecordSchema = v.object({
  ...StockRecordSchema.entries,
  chineseName: v.string(),
  description: v.string(),
  englishDescription: v.string(),
});
export type IndexRecord = v.InferOutput<typeof IndexRecordSchema>;
export const IndicesSchema = dataOf(v.array(IndexRecordSchema));

/** Groups of the alphabetical stock sitemaps (spec §2), plus the indices. */
export const DIRECTORY_GROUPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'HI', 'JKL', 'MN', 'OP', 'QR', 'S', 'TU', 'other', 'index'] as const;
export type DirectoryGroup = (typeof DIRECTORY_GROUPS)[number];
/**
 * A directory line: the stock record plus the security's size, which ranks search suggestions
 * (well-known and large companies before obscure listings). Optional: a directory without it still
 * parses, and suggestions then rank by the other rules alone.
 */
export const DirectoryItemSchema = v.object({
  ...StockRecordSchema.entries,
  /** Market capitalisation (funds: assets), USD; null for indices, warrants, rights, units, preferreds. */
  marketCap: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
});
export type DirectoryItem = v.InferOutput<typeof DirectoryItemSchema>;
export const DirectorySchema = dataOf(v.object({ group: v.picklist(DIRECTORY_GROUPS), items: v.array(DirectoryItemSchema) }));
export type Directory = v.InferOutput<typeof DirectorySchema>['data'];

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

export const STATEMENT_KINDS = ['income-statement', 'balance-sheet', 'cash-flow', 'financial-ratio'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
export const PERIOD_KINDS = ['quarterly', 'annual'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

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
        /** Quarterly: YYYYQn (spec §5); annual: YYYY. */
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
    frequency: v.nullable(v.literal('quarterly')),
    annualDividend: v.number(),
    dividendYield: v.number(),
    items: v.array(
      v.object({ exDate: isoDate, recordDate: isoDate, payDate: isoDate, declaredDate: isoDate, amount: v.number(), type: v.literal('cash') }),
    ),
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
export const StockEventsSchema = dataOf(
  v.object({
    id: v.string(),
    items: v.array(
      v.object({
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
      }),
    ),
  }),
);
export type StockEvents = v.InferOutput<typeof StockEventsSchema>['data'];

/** GET /api/Stock/{id}/EarningsCalls (404 for indices and ETFs), newest first. */
export const EarningsCallsSchema = dataOf(
  v.object({
    id: v.string(),
    items: v.array(
      v.object({
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
      }),
    ),
  }),
);
export type EarningsCalls = v.InferOutput<typeof EarningsCallsSchema>['data'];

/** One news item as the list and the detail both give it. */
const StockNewsItemEntries = {
  id: v.string(),
  title: v.string(),
  summary: v.string(),
  source: v.string(),
  publishedAt: isoTime,
  stocks: v.array(v.string()),
};

/** GET /api/Stock/{id}/News?fetch=&cursor=: newest first; pass nextCursor back for older items. */
export const StockNewsSchema = dataOf(
  v.object({
    id: v.string(),
    items: v.array(v.object(StockNewsItemEntries)),
    nextCursor: v.nullable(v.string()),
  }),
);
export type StockNews = v.InferOutput<typeof StockNewsSchema>['data'];
export type StockNewsItem = StockNews['items'][number];

/** GET /api/Stock/{id}/News/{newsId}: one item with its full text, plain-text paragraphs (404: no such item, or no more). */
export const StockNewsArticleSchema = dataOf(v.object({ ...StockNewsItemEntries, body: v.array(v.string()) }));
export type StockNewsArticle = v.InferOutput<typeof StockNewsArticleSchema>['data'];

/** GET /api/Stock/{id}/Peers: same sub-industry first, by market cap. */
export const PeersSchema = dataOf(
  v.object({
    id: v.string(),
    items: v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        customName: v.nullable(v.string()),
        price: v.number(),
        change: v.number(),
        changePercent: v.number(),
        marketCap: v.nullable(v.number()),
      }),
    ),
  }),
);
export type Peers = v.InferOutput<typeof PeersSchema>['data'];

const percent = v.number();

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

/** What a row of a list of securities with their quote has (an index's members, the movers). */
const quotedSecurityRowEntries = {
  id: v.string(),
  name: v.string(),
  customName: v.nullable(v.string()),
  price: v.number(),
  change: v.number(),
  changePercent: v.number(),
};

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

/** GET, PUT /{id}, DELETE /{id} /api/Watchlist: the signed-in member's list, oldest first. */
export const WatchlistSchema = dataOf(
  v.object({
    max: int,
    items: v.array(v.object({ ...StockRecordSchema.entries, addedAt: isoTime })),
  }),
);
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
