/**
 * The sandbox stock catalogue: every US listing, the four indices, Chinese names and S&P 500 facts.
 * `StockRecord` is what the web business service answers (its stock record); `CatalogueEntry`
 * carries the extra facts the market-data generators need.
 */

/** The service's exchange enumeration: 1 New York, 2 American, 3 Nasdaq (null for indices). */
export type ExchangeCode = 1 | 2 | 3;

/** Market type of the international indices. */
export const MARKET_TYPE_INDEX = 70;
/** Market type we give every US listing (the spec does not name one; see decision 005). */
export const MARKET_TYPE_US = 1;
/** Commodity type of ETFs. */
export const COMMODITY_TYPE_ETF = 14;
/** Commodity type of ordinary shares, ADRs, units, rights and preferreds (decision 005). */
export const COMMODITY_TYPE_STOCK = 1;
/** Commodity type of the indices (decision 005). */
export const COMMODITY_TYPE_INDEX = 0;

export interface StockRecord {
  id: string;
  name: string;
  /** Traditional-Chinese name (Taiwan usage), or null when the site has none. */
  customName: string | null;
  marketType: number;
  commodityType: number;
  exchange: ExchangeCode | null;
}

export interface Sp500Facts {
  sector: string;
  subIndustry: string;
  headquarters: string;
  dateAdded: string;
  founded: string | null;
}

/** Hand-written facts for the best-known companies and funds (sandbox/catalogue/well-known*.ts). */
export interface WellKnown {
  id: string;
  /** Traditional-Chinese name as Taiwanese readers know it. */
  zh: string;
  /** A plausible recent share price, USD (anchors the synthetic price series). */
  price: number;
  /** Market capitalisation (or fund assets), billions of USD. */
  capB: number;
  /** Annual revenue, billions of USD (omitted: derived from the sector's price-to-sales). */
  revB?: number;
  employees?: number;
  website?: string;
  /** Quarterly dividend per share, USD; 0 = pays none. Omitted: decided by the generator. */
  div?: number;
  /** First year with a dividend, for recent initiators (META, GOOGL). */
  divSince?: number;
  /** One zh-TW sentence about the business. */
  blurb: string;
}

export interface IndexFacts {
  englishName: string;
  chineseName: string;
  /** zh-TW description (the service's index record). */
  description: string;
  englishDescription: string;
}

export interface CatalogueEntry extends StockRecord {
  /** Full security name from the listing (share class, ADR ratio …). */
  securityName: string;
  /** Listing venue letter: N, A, P, Z, V, Q (Nasdaq) or null (indices, fixtures). */
  venue: string | null;
  isEtf: boolean;
  isIndex: boolean;
  /** S&P 500 membership and facts (null: not a member). */
  sp500: Sp500Facts | null;
  /** The company's facts: its own S&P entry, or a sibling share class's (BRK.A takes BRK.B's). */
  companyFacts: Sp500Facts | null;
  wellKnown: WellKnown | null;
  index: IndexFacts | null;
  /** GICS sector: from the S&P list, else inferred from the name (decision 005), null for funds/indices. */
  sector: string | null;
  /** GICS sub-industry when known. */
  industry: string | null;
}

export interface Catalogue {
  readonly size: number;
  /** Grows by one each time a listing is added at run time (caches built from all() key on it). */
  readonly version: number;
  /**
   * Lists a security while the sandbox runs (POST /__sandbox/listings): a new IPO between two
   * directory refreshes, for the edge directory's fallback. Same shape and rules as SANDBOX_FIXTURES.
   */
  list(stock: unknown, listedAt?: number): CatalogueEntry;
  /**
   * The securities listed at run time, with the market clock's instant (UTC ms) at listing, oldest
   * first: the IPOs the app's directory learns about between two refreshes (the /calendar IPO rows).
   * Listings from the files and SANDBOX_FIXTURES carry no listing date and are not here.
   */
  newListings(): ReadonlyArray<{ entry: CatalogueEntry; listedAt: number }>;
  /** Looks an id up as given (callers upper-case); indices start with '#'. */
  get(id: string): CatalogueEntry | undefined;
  all(): readonly CatalogueEntry[];
  indices(): readonly CatalogueEntry[];
  sp500Members(): readonly CatalogueEntry[];
  /** S&P 500 members of a GICS sector (a sector fund's holdings). */
  sectorMembers(sector: string): readonly CatalogueEntry[];
  /** Companies of a GICS sector whose size the sandbox knows: the S&P 500's and the hand-described ones outside it, ADRs such as TSM among them (peers). */
  sectorCompanies(sector: string): readonly CatalogueEntry[];
}
