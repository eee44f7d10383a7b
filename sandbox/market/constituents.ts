import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { type IndexMembership, indexMembership, memberWeights, type Weighting } from './index-members.ts';
import { marketCapAt } from './params.ts';
import { memberQuote } from './member-quotes.ts';
import type { QuotedSecurity } from './quoted-security.ts';

/**
 * GET /api/Stock/{id}/Constituents: an index's members with their quotes, market caps and
 * weights, the day's biggest gainers and losers, sorted and paged as asked. Quotes are those
 * /api/Stock/Quotes gives at `asOf` (the start of the market minute: one computation per index
 * and minute serves every page and sort order asked in that minute).
 */
export const CONSTITUENT_SORTS = ['weight', 'price', 'change', 'changePercent', 'marketCap'] as const;
export type ConstituentSort = (typeof CONSTITUENT_SORTS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Rows a page may hold (the app asks for 50). */
export const MAX_PAGE_SIZE = 100;
/** Gainers and losers shown. */
export const MOVERS_SHOWN = 5;

export interface Constituent extends QuotedSecurity {
  /** USD. */
  marketCap: number;
  /** Percent of the index, 4 decimals. */
  weight: number;
}

export interface ConstituentsPage {
  id: string;
  /** The instant of the quotes. */
  asOf: string;
  /** New York date of the session the quotes belong to (the index's own). */
  tradingDate: string;
  weighting: Weighting;
  total: number;
  sort: ConstituentSort;
  order: SortOrder;
  page: number;
  pageSize: number;
  items: Constituent[];
  /** Up to five members up the most today (only rises), biggest first. */
  gainers: Constituent[];
  /** Up to five members down the most today (only falls), biggest fall first. */
  losers: Constituent[];
}

interface Snapshot {
  asOf: string;
  tradingDate: string;
  weighting: Weighting;
  /** By weight, largest first. */
  members: Constituent[];
  gainers: Constituent[];
  losers: Constituent[];
}

const MINUTE = 60_000;
const snapshots = new Map<string, { minute: number; version: number; snapshot: Snapshot }>();

const byIdThen = (a: Constituent, b: Constituent) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function takeSnapshot(membership: IndexMembership, atMs: number): Snapshot {
  const quotes = membership.members.map((entry: CatalogueEntry) => memberQuote(entry, atMs));
  const weights = memberWeights(
    membership,
    quotes.map((quote) => quote.price),
  );
  const members = membership.members.map((entry, i): Constituent => {
    const quote = quotes[i]!;
    return {
      id: entry.id,
      name: entry.name,
      customName: entry.customName,
      price: quote.price,
      change: quote.change,
      changePercent: quote.changePercent,
      marketCap: marketCapAt(entry, quote.price),
      weight: Math.round((weights[i] ?? 0) * 10_000) / 10_000,
    };
  });
  members.sort((a, b) => b.weight - a.weight || byIdThen(a, b));
  const gainers = members
    .filter((m) => m.changePercent > 0)
    .sort((a, b) => b.changePercent - a.changePercent || byIdThen(a, b))
    .slice(0, MOVERS_SHOWN);
  const losers = members
    .filter((m) => m.changePercent < 0)
    .sort((a, b) => a.changePercent - b.changePercent || byIdThen(a, b))
    .slice(0, MOVERS_SHOWN);
  const tradingDate = quotes.reduce((latest, quote) => (quote.tradingDate > latest ? quote.tradingDate : latest), '');
  return { asOf: new Date(atMs).toISOString(), tradingDate, weighting: membership.weighting, members, gainers, losers };
}

/** The members at the start of nowMs's minute (computed once per index and minute). */
export function constituentsSnapshot(catalogue: Catalogue, indexId: string, nowMs: number): Snapshot | null {
  const membership = indexMembership(catalogue, indexId);
  if (!membership) return null;
  const minute = Math.floor(nowMs / MINUTE);
  const cached = snapshots.get(indexId);
  if (cached && cached.minute === minute && cached.version === catalogue.version) return cached.snapshot;
  const snapshot = takeSnapshot(membership, minute * MINUTE);
  snapshots.set(indexId, { minute, version: catalogue.version, snapshot });
  return snapshot;
}

/** Sorted by `sort`, ties by weight then id, so every order is stable from page to page. */
export function sortConstituents(members: readonly Constituent[], sort: ConstituentSort, order: SortOrder): Constituent[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...members].sort((a, b) => sign * (a[sort] - b[sort]) || b.weight - a.weight || byIdThen(a, b));
}

export function constituentsPage(snapshot: Snapshot, indexId: string, query: { sort: ConstituentSort; order: SortOrder; page: number; pageSize: number }): ConstituentsPage {
  const sorted = query.sort === 'weight' && query.order === 'desc' ? snapshot.members : sortConstituents(snapshot.members, query.sort, query.order);
  const start = (query.page - 1) * query.pageSize;
  return {
    id: indexId,
    asOf: snapshot.asOf,
    tradingDate: snapshot.tradingDate,
    weighting: snapshot.weighting,
    total: snapshot.members.length,
    ...query,
    items: sorted.slice(start, start + query.pageSize),
    gainers: snapshot.gainers,
    losers: snapshot.losers,
  };
}
