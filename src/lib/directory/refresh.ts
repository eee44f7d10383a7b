import { parseStockId } from '@protocol/stock-id';
import { getStockDirectory } from '../upstream/business/client';
import type { UpstreamContext } from '../upstream/http';
import type { DirectoryEntry } from './entry';
import { DIRECTORY_GROUPS, type DirectoryGroup, directoryGroupOf } from './groups';
import { type DirectoryMeta, type GroupState } from './meta';
import type { DirectoryStore } from './store';
import { refusedAnswer, rowsDigest } from '../kv-snapshot/digest';

/**
 * Refreshing the edge directory from the business service (decision 017). Each of the 16 groups
 * is fetched and judged on its own: a group that fails, answers nothing, or suddenly lists less
 * than half of what it did keeps its last good copy (a half-empty answer from a struggling
 * upstream must not make thousands of stock pages fall back, or vanish from the suggestions).
 * A group whose rows did not change is not written again (KV writes are metered).
 */

export type GroupOutcome = { group: DirectoryGroup; status: 'updated' | 'unchanged'; count: number } | { group: DirectoryGroup; status: 'kept'; count: number; reason: string };

export interface RefreshReport {
  at: number;
  groups: GroupOutcome[];
  /** Securities in the directory after the refresh (kept copies included). */
  total: number;
}

/** The upstream's items as directory entries: ids normalised, malformed or misfiled ones left out, sorted, unique. */
function cleanItems(group: DirectoryGroup, items: Awaited<ReturnType<typeof getStockDirectory>>['items']): DirectoryEntry[] {
  const byId = new Map<string, DirectoryEntry>();
  for (const item of items) {
    const id = parseStockId(item.id);
    // A symbol filed under another group would be looked for in the wrong shard: it falls back to the upstream instead.
    if (id === null || directoryGroupOf(id) !== group) continue;
    byId.set(id, {
      id,
      name: item.name.trim() || id,
      customName: item.customName?.trim() || null,
      marketType: item.marketType,
      commodityType: item.commodityType,
      exchange: item.exchange,
      marketCap: item.marketCap,
    });
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

async function refreshGroup(
  store: DirectoryStore,
  ctx: UpstreamContext,
  group: DirectoryGroup,
  previous: GroupState | undefined,
  at: number,
): Promise<{ outcome: GroupOutcome; state: GroupState | undefined }> {
  const keep = (reason: string) => ({ outcome: { group, status: 'kept' as const, count: previous?.count ?? 0, reason }, state: previous && { ...previous, lastError: reason } });
  let entries: DirectoryEntry[];
  try {
    const answer = await getStockDirectory(ctx, group);
    if (answer.group !== group) return keep(`the upstream answered group ${answer.group}`);
    entries = cleanItems(group, answer.items);
  } catch (err) {
    return keep(err instanceof Error ? err.message : String(err));
  }
  const refused = refusedAnswer('the upstream', 'securities', entries.length, previous?.count);
  if (refused) return keep(refused);
  const digest = await rowsDigest(entries);
  if (previous && previous.digest === digest) {
    return { outcome: { group, status: 'unchanged', count: entries.length }, state: { ...previous, checkedAt: at, lastError: null } };
  }
  try {
    await store.writeShard(group, entries, at);
  } catch (err) {
    return keep(`the shard could not be stored: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { outcome: { group, status: 'updated', count: entries.length }, state: { count: entries.length, digest, fetchedAt: at, checkedAt: at, lastError: null } };
}

/**
 * One refresh of every group (the Cron Trigger's job, and the first fill of an empty directory).
 * Never throws for an upstream failure: the report says which groups kept their copy and why.
 * `ctx` should skip the edge cache (edgeCache: false): the directory must see the upstream now.
 */
export async function refreshDirectory(store: DirectoryStore, ctx: UpstreamContext, now: () => number = store.now): Promise<RefreshReport> {
  const at = now();
  const meta = await store.meta();
  const results = await Promise.all(DIRECTORY_GROUPS.map((group) => refreshGroup(store, ctx, group, meta?.groups[group], at)));
  const groups: DirectoryMeta['groups'] = {};
  for (const { outcome, state } of results) if (state) groups[outcome.group] = state;
  await store.writeMeta({ v: 1, refreshedAt: now(), groups });
  const outcomes = results.map((result) => result.outcome);
  const keptFor = new Map<string, DirectoryGroup[]>();
  for (const outcome of outcomes) if (outcome.status === 'kept') keptFor.set(outcome.reason, [...(keptFor.get(outcome.reason) ?? []), outcome.group]);
  for (const [reason, kept] of keptFor) console.warn(`[directory] kept the last good copy of ${kept.join(', ')}: ${reason.slice(0, 200)}`);
  return { at, groups: outcomes, total: outcomes.reduce((sum, outcome) => sum + outcome.count, 0) };
}

/** Fills the directory on first use (decision 017; KvSnapshot.fillIfEmpty). Answers null when there was nothing to do. */
export function fillDirectoryIfEmpty(store: DirectoryStore, ctx: UpstreamContext): Promise<RefreshReport | null> {
  return store.fillIfEmpty(
    () => refreshDirectory(store, ctx),
    (report) => `${report.total} securities`,
  );
}
