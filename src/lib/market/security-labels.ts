import { displaySymbol } from './us-indices';
import type { StockRecord } from '../upstream/business';

/** The business service's market type of the international indices. */
export const MARKET_TYPE_INDEX = 70;
/** The business service's commodity type of ETFs. */
export const COMMODITY_TYPE_ETF = 14;

export const isIndexStock = (stock: { marketType: number }): boolean => stock.marketType === MARKET_TYPE_INDEX;
export const isEtfStock = (stock: { commodityType: number }): boolean => stock.commodityType === COMMODITY_TYPE_ETF;

/** The business service's exchanges: 1 New York, 2 American, 3 Nasdaq. */
export const EXCHANGE_LABELS: Record<1 | 2 | 3, { short: string; chinese: string }> = {
  1: { short: 'NYSE', chinese: '紐約證交所' },
  2: { short: 'NYSE American', chinese: '美國證交所' },
  3: { short: 'Nasdaq', chinese: '那斯達克' },
};

/** The name readers know the security by: its Chinese name when the site has one. */
export const displayName = (stock: Pick<StockRecord, 'name' | 'customName'>): string => stock.customName?.trim() || stock.name;

/** A security's names as a list shows them: `name` on the first line, `englishName` beneath it. */
export interface ListedNames {
  name: string;
  /** The listing's English name under a Chinese one; null when there is no Chinese name or it would repeat `name`. */
  englishName: string | null;
}

/**
 * The naming rule of every list of securities (movers, popular stocks, search, peers, index members,
 * fund holdings, watchlist): the Chinese name where the site has one, with the English name beneath;
 * otherwise the English name alone, so no list mixes a Chinese line and an English line for the same
 * role. The symbol stands in for a listing without a name.
 */
export function listedNames(stock: { id: string; name: string; customName?: string | null }): ListedNames {
  const english = stock.name.trim() || stock.id;
  const chinese = stock.customName?.trim();
  if (!chinese) return { name: english, englishName: null };
  return { name: chinese, englishName: chinese === english ? null : english };
}

/** "輝達 NVDA", "道瓊工業指數 #DJI", "費城半導體指數 #SOX" (displaySymbol), "Brown–Forman BF.B" */
export const titleName = (stock: Pick<StockRecord, 'id' | 'name' | 'customName'>): string => `${displayName(stock)} ${displaySymbol(stock.id)}`;

export type SecurityKind = 'stock' | 'etf' | 'index';
export const securityKind = (stock: Pick<StockRecord, 'marketType' | 'commodityType'>): SecurityKind => (isIndexStock(stock) ? 'index' : isEtfStock(stock) ? 'etf' : 'stock');

export const SECURITY_KIND_LABELS: Record<SecurityKind, string> = { stock: '股票', etf: 'ETF', index: '指數' };
