import type { Catalogue, CatalogueEntry, StockRecord } from '../catalogue/types.ts';

/**
 * Stock directory for the alphabetical sitemaps (spec §2): groups A, B, C, D, E, F, G, HI, JKL,
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

const cache = new WeakMap<Catalogue, Map<DirectoryGroup, StockRecord[]>>();

export function directory(catalogue: Catalogue, group: DirectoryGroup): StockRecord[] {
  let groups = cache.get(catalogue);
  if (!groups) {
    groups = new Map(DIRECTORY_GROUPS.map((g) => [g, [] as StockRecord[]]));
    for (const entry of catalogue.all()) groups.get(groupOf(entry))?.push(toStockRecord(entry));
    for (const list of groups.values()) list.sort((a, b) => (a.id < b.id ? -1 : 1));
    cache.set(catalogue, groups);
  }
  return groups.get(group) ?? [];
}
