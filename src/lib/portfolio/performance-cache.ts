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
