import type { Catalogue, CatalogueEntry, StockRecord } from '../catalogue/types.ts';
import { symbolParams } from '../market/params.ts';

/**
 * Stock directory for the alphabetical sitemaps: groups A, B, C, D, E, F, G, HI, JKL,
 * MN, OP, QR, S, TU and "other" (V–Z and digits), plus "index" for the four indices.
 */
export const DIRECTORY_GROUPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'HI', 'JKL', 'MN', 'OP', 'QR', 'S', 'TU', 'other', 'index'] as const;
export type DirectoryGroup = (typeof DIRECTORY_GROUPS)[number];

export function groupOf(entry: CatalogueEntry): DirectoryGroup {
  if (entry.isIndex) return 'index';
  const first = entry.id.charAt(0);
  return (DIRECTORY_GROUPS.find((group) => group !== 'other' && group !== 'index' && group.includes(first)) ?? 'other') as DirectoryGroup;
}

export const toStockRecord = (entry: CatalogueEntry): StockRecord => ({
  id: entry.id,
  name: entry.name,
  customName: entry.customName,
  marketType: entry.marketType,
  commodityType: entry.commodityType,
  exchange: entry.exchange,
});

/** A directory line: the stock record plus its size, which lets the app rank search suggestions. */
export interface DirectoryItem extends StockRecord {
  /** Market capitalisation (funds: assets), USD on the anchor day; null for indices and for warrants, rights, units and preferreds. */
  marketCap: number | null;
}

/** Listings that are not a company's or fund's main line: they carry no size of their own. */
const isSideListing = (entry: CatalogueEntry): boolean => entry.id.includes('$') || /\b(Warrants?|Rights?|Units?|Preferred|Notes? due|Debentures?)\b/i.test(entry.securityName);

export function marketCapOf(entry: CatalogueEntry): number | null {
  if (entry.isIndex || isSideListing(entry)) return null;
  const params = symbolParams(entry);
  return Math.round(params.shares * params.anchorPrice);
}

const toDirectoryItem = (entry: CatalogueEntry): DirectoryItem => ({ ...toStockRecord(entry), marketCap: marketCapOf(entry) });

const cache = new WeakMap<Catalogue, { version: number; groups: Map<DirectoryGroup, DirectoryItem[]> }>();

export function directory(catalogue: Catalogue, group: DirectoryGroup): DirectoryItem[] {
  let cached = cache.get(catalogue);
  if (!cached || cached.version !== catalogue.version) {
    const groups = new Map(DIRECTORY_GROUPS.map((g) => [g, [] as DirectoryItem[]]));
    for (const entry of catalogue.all()) groups.get(groupOf(entry))?.push(toDirectoryItem(entry));
    for (const list of groups.values()) list.sort((a, b) => (a.id < b.id ? -1 : 1));
    cached = { version: catalogue.version, groups };
    cache.set(catalogue, cached);
  }
  return cached.groups.get(group) ?? [];
}
