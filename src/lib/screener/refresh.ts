import { refusedAnswer, rowsDigest } from '../kv-snapshot/digest';
import type { SnapshotRefreshReport } from '../kv-snapshot/refresh-report';
import { getScreenerPage } from '../upstream/business/client';
import type { ScreenerRow } from '../upstream/business/schemas/screener';
import type { UpstreamContext } from '../upstream/http';
import { ALL_SCREENER_SHARDS, type ScreenerHeader, shardOfIndex } from './snapshot-shards';
import type { ScreenerStore } from './store';

/**
 * Refreshing the screener's snapshot from the business service: every page of
 * `GET /api/Stock/Screener`, judged as a whole. The last good copy is kept when a page fails, the
 * walk runs away, or the answer lists nothing or less than half of what the snapshot held. When
 * any row changed every shard is written again with one fetchedAt (readers assemble only shards of
 * one refresh); when none did, nothing is written but the meta.
 */

/** Rows a page asks for: the most the service gives. */
export const SCREENER_WALK_PAGE_SIZE = 2_000;
/** More pages than this (100,000 rows) is a runaway answer, not a market. */
const MAX_PAGES = 50;
/**
 * How long one page may take: the service builds a session's metrics on its first call of the
 * session (a minute or more on a cold sandbox), and the refresh runs in the background.
 */
export const SCREENER_PAGE_TIMEOUT_MS = 60_000;

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Every row the service lists, in id order and once each, or why the walk cannot be trusted. */
async function walk(ctx: UpstreamContext): Promise<{ rows: ScreenerRow[]; header: ScreenerHeader } | { reason: string }> {
  const byId = new Map<string, ScreenerRow>();
  let header: ScreenerHeader | null = null;
  for (let page = 1; page <= MAX_PAGES; page++) {
    let answer;
    try {
      answer = await getScreenerPage(ctx, page, SCREENER_WALK_PAGE_SIZE);
    } catch (err) {
      return { reason: `page ${page} failed: ${describe(err)}` };
    }
    header ??= { tradingDate: answer.tradingDate, asOf: answer.asOf, marketSession: answer.marketSession, total: answer.total };
    for (const row of answer.rows) byId.set(row.id, row);
    if (answer.rows.length === 0 || page * SCREENER_WALK_PAGE_SIZE >= answer.total) {
      // A listing added or removed during the walk shifts the pages: the rows are kept once each, in order.
      const rows = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return { rows, header: { ...header, total: rows.length } };
    }
  }
  return { reason: `more than ${MAX_PAGES} pages: a runaway answer` };
}

/**
 * One refresh (the Cron Trigger's job, and the first fill of an empty snapshot). Never throws for
 * an upstream failure: the report says whether the stored copy was kept and why. `ctx` should skip
 * the edge cache (edgeCache: false): the snapshot must see the upstream now.
 */
export async function refreshScreener(store: ScreenerStore, ctx: UpstreamContext, now: () => number = store.now): Promise<SnapshotRefreshReport> {
  const at = now();
  const meta = await store.meta();
  const keep = async (reason: string, written = 0): Promise<SnapshotRefreshReport> => {
    console.warn(`[screener] kept the last good copy: ${reason.slice(0, 200)}`);
    await store.writeMeta({ v: 1, fetchedAt: null, checkedAt: null, total: 0, digest: null, tradingDate: null, asOf: null, ...meta, refreshedAt: now(), lastError: reason }).catch(() => undefined);
    return { at, status: 'kept', total: meta?.total ?? 0, written, reason };
  };
  const found = await walk(ctx);
  if ('reason' in found) return keep(found.reason);
  const { rows, header } = found;
  const refused = refusedAnswer('the business service', 'securities', rows.length, meta?.total);
  if (refused) return keep(refused);

  const shards = ALL_SCREENER_SHARDS.map(() => [] as ScreenerRow[]);
  rows.forEach((row, index) => shards[shardOfIndex(index, rows.length)]?.push(row));
  const digest = await rowsDigest([header, ...(await Promise.all(shards.map((shard) => rowsDigest(shard))))]);
  const unchanged = meta?.digest === digest && meta.fetchedAt !== null;
  let written = 0;
  if (!unchanged) {
    try {
      for (const shard of ALL_SCREENER_SHARDS) {
        await store.writeShard(shard, shards[shard] ?? [], at, header);
        written += 1;
      }
    } catch (err) {
      // Some shards are this refresh's, others the last one's: readers keep the table they hold until the next refresh.
      return keep(`a shard could not be stored: ${describe(err)}`, written);
    }
  }
  await store.writeMeta({
    v: 1,
    fetchedAt: unchanged ? meta.fetchedAt : at,
    checkedAt: at,
    refreshedAt: now(),
    total: rows.length,
    digest,
    tradingDate: header.tradingDate,
    asOf: header.asOf,
    lastError: null,
  });
  return { at, status: unchanged ? 'unchanged' : 'updated', total: rows.length, written };
}

/** Fills the snapshot on first use (KvSnapshot.fillIfEmpty). Answers null when there was nothing to do. */
export function fillScreenerIfEmpty(store: ScreenerStore, ctx: UpstreamContext): Promise<SnapshotRefreshReport | null> {
  return store.fillIfEmpty(
    () => refreshScreener(store, ctx),
    (report) => `${report.status}, ${report.total} securities${report.reason ? `; ${report.reason}` : ''}`,
  );
}
