import { keptJson } from '../runtime/kept-json';

/**
 * The return chart's computed series, kept a short while in a named Cache API cache of this data centre,
 * so a member's repeat view neither reads every transaction nor 200 price histories again. The key is
 * the member's id (from the session, never the request) with the ledger version of each account charted
 * (the store counts every write), the period and the New York trading date: any write, another scope or
 * a new day is another key, and what is kept is never another member's. It is kept for as long as the
 * edge may serve a price history stale (five minutes), so the chart is never older than it could already
 * be. A cache that fails only means computing again.
 */

const kept = keptJson('portfolio-performance', 300);

export interface PerformanceKey {
  memberId: number;
  /** The accounts charted, each with its ledger version. */
  accounts: readonly { id: number; version: number }[];
  period: string;
  /** The trading date the chart ends on. */
  day: string;
}

const urlOf = ({ memberId, accounts, period, day }: PerformanceKey): string =>
  `https://portfolio-performance.invalid/${memberId}/${encodeURIComponent(period)}/${day}/${accounts.map(({ id, version }) => `${id}.${version}`).join('-')}`;

/** What was kept under `key`, or null (none, expired, or the cache failing). */
export const readKeptPerformance = <T>(key: PerformanceKey): Promise<T | null> => kept.read<T>(urlOf(key), '[portfolio] performance');

/** Keeps `value` (plain JSON: finite numbers, text) under `key`; a cache that fails only means computing again next time. */
export async function keepPerformance(key: PerformanceKey, value: unknown): Promise<void> {
  await kept.keep(urlOf(key), value).catch((err: unknown) => console.warn('[portfolio] performance not kept', err));
}

/**
 * The chart's market data (performance-market.ts) for a member's period, kept as the same five minutes
 * beside the chart: a write makes a new chart key, not new closes, so the first view after it reads one
 * entry instead of 200 price histories (decoding and checking them is most of a chart's cost). Keyed by
 * the member (the symbols are his holdings') with the price range and the trading date; a symbol bought
 * since is fetched and added.
 */
const keptMarkets = keptJson('portfolio-market', 300);

export interface MarketKey {
  memberId: number;
  range: string;
  day: string;
}

const marketUrlOf = ({ memberId, range, day }: MarketKey): string => `https://portfolio-market.invalid/${memberId}/${encodeURIComponent(range)}/${day}`;

export const readKeptMarket = (key: MarketKey): Promise<string | null> => keptMarkets.readText(marketUrlOf(key), '[portfolio] market');

export async function keepMarket(key: MarketKey, text: string): Promise<void> {
  await keptMarkets.keepText(marketUrlOf(key), text).catch((err: unknown) => console.warn('[portfolio] market not kept', err));
}
