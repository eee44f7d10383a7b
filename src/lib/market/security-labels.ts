import { isEtfStock, isIndexStock } from './stock-id';
import type { StockRecord } from '../upstream/business';

/** Spec §3 exchanges: 1 New York, 2 American, 3 Nasdaq. */
export const EXCHANGE_LABELS: Record<1 | 2 | 3, { short: string; chinese: string }> = {
  1: { short: 'NYSE', chinese: '紐約證交所' },
  2: { short: 'NYSE American', chinese: '美國證交所' },
  3: { short: 'Nasdaq', chinese: '那斯達克' },
};

/** The name readers know the security by: its Chinese name when the site has one. */
export const displayName = (stock: Pick<StockRecord, 'name' | 'customName'>): string => stock.customName?.trim() || stock.name;

/** "輝達 NVDA", "道瓊工業指數 #DJI", "Brown–Forman BF.B" */
export const titleName = (stock: Pick<StockRecord, 'id' | 'name' | 'customName'>): string => `${displayName(stock)} ${stock.id}`;

export type SecurityKind = 'stock' | 'etf' | 'index';
export const securityKind = (stock: Pick<StockRecord, 'marketType' | 'commodityType'>): SecurityKind =>
  isIndexStock(stock) ? 'index' : isEtfStock(stock) ? 'etf' : 'stock';

export const SECURITY_KIND_LABELS: Record<SecurityKind, string> = { stock: '股票', etf: 'ETF', index: '指數' };
