import type { StockId } from '@protocol/stock-id';

/**
 * The four US indices the product follows. Index ids carry a '#'
 * prefix upstream and a '.' in URLs (/stock/.DJI/info).
 *
 * The business service's index list (`GET /api/Stock/Indices`, index-list.ts) is the source for the
 * home page's index row and the index sitemap; this built-in list stands in when that call fails. It
 * is read directly only where waiting on the business service would cost more than a name is worth:
 * the search aliases (the service has none; the suggestions' names come from the symbol directory)
 * and the Chinese labels of index stock tags in an article, which leave with the article's first
 * bytes and must not wait on a second service.
 */
export interface IndexRecord {
  /** The upstream's id, in every route and call: /stock/.SOXX/info, AdditionalInformation ['#SOXX']. */
  id: StockId;
  /**
   * The symbol readers know the index by, which the site shows wherever it names the index (info bar,
   * titles, home's cards, search, compare, watchlist). The upstream's id for the PHLX Semiconductor index
   * is #SOXX, the letters of iShares' semiconductor ETF; readers know the index as SOX.
   */
  symbol: string;
  chineseName: string;
  description: string;
  /** What Taiwanese readers also call the index (「費半」, 「標普」, "SPX"): the search suggestions find it by these and by `symbol`. */
  aliases: readonly string[];
}

export const US_INDICES: readonly IndexRecord[] = [
  { id: '#DJI' as StockId, symbol: '#DJI', chineseName: '道瓊工業指數', description: '美國 30 家大型藍籌企業的價格加權指數。', aliases: ['道瓊', '道瓊指數', '道指', 'Dow Jones', 'DJIA'] },
  {
    id: '#IXIC' as StockId,
    symbol: '#IXIC',
    chineseName: '那斯達克綜合指數',
    description: '那斯達克交易所全部上市股票的市值加權指數，科技股比重高。',
    aliases: ['那斯達克', '那指', 'Nasdaq Composite', 'COMP'],
  },
  { id: '#GSPC' as StockId, symbol: '#GSPC', chineseName: '標普500指數', description: '美國 500 家大型企業的市值加權指數，最常用的美股大盤指標。', aliases: ['標普', '標普500', 'S&P 500', 'SPX'] },
  { id: '#SOXX' as StockId, symbol: '#SOX', chineseName: '費城半導體指數', description: '美國主要半導體設計、製造與設備企業組成的指數。', aliases: ['費半', '費城半導體', 'PHLX Semiconductor'] },
];

/**
 * The search aliases of the index with this id ('#DJI'), none for any other id. A look through four
 * records, not a Map built at load: a module-level Map would ship the whole list to every client
 * bundle that imports this file for displaySymbol.
 */
export const indexAliases = (id: string): readonly string[] => US_INDICES.find((index) => index.id === id)?.aliases ?? [];

/** '#DJI' → '.DJI' for URLs. */
export const symbolToUrlId = (id: string): string => id.replace(/^#/, '.');

/**
 * The symbol a reader is shown for a security id: an index's `symbol` ('#SOXX' → '#SOX'), any other id
 * as it is. Never for URLs or upstream calls, which keep the id. A lookup in the four, not a Map built
 * at load: this module stays out of client bundles that import a neighbour and not this.
 */
export const displaySymbol = (id: string): string => US_INDICES.find((index) => index.id === id)?.symbol ?? id;

/**
 * The id behind an index symbol a reader typed ('#SOX', from '.sox' in a URL → '#SOXX'); any other id as
 * it is. The route guard 308s /stock/.SOX/… to /stock/.SOXX/… with it.
 */
export const indexIdOfSymbol = (id: StockId): StockId => US_INDICES.find((index) => index.symbol === id)?.id ?? id;
