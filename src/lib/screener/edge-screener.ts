import type { AppConfig } from '../config';
import { edgeSnapshot } from '../kv-snapshot/edge-snapshot';
import { inBackground } from '../runtime/workers-runtime';
import type { MarketSession } from '../upstream/business/schemas/quotes';
import type { ScreenerRow } from '../upstream/business/schemas/screener';
import { refreshUpstream, type UpstreamContext } from '../upstream/http';
import { fillScreenerIfEmpty, SCREENER_PAGE_TIMEOUT_MS } from './refresh';
import { hasBeenFilled } from './snapshot-meta';
import { ScreenerStore } from './store';

/**
 * The screener's snapshot as this worker holds it: the KV namespace DIRECTORY (market data at the
 * edge, decision 017) under `screener:v1:`, behind one store per isolate, refreshed by the Cron
 * Trigger (decision 050). A reader never waits on the business service: an empty snapshot is filled
 * in the background and read as 'filling' meanwhile.
 */

export interface ScreenerSnapshot {
  /** 'filling': a first fill is under way (rows []); 'unavailable': no binding, or nothing can be read. */
  state: 'ready' | 'filling' | 'unavailable';
  /** New York date of the session the rows belong to. */
  tradingDate: string | null;
  /** ISO time of the rows' quotes. */
  asOf: string | null;
  /** The market session of the rows' quotes: the page's quotes are live while it is a trading one. */
  marketSession: MarketSession;
  /** Every listed security's row, in id order: the same array object while the snapshot is unchanged. */
  rows: readonly ScreenerRow[];
}

/** The refresh's context: past the edge cache, and patient (the service builds a session's metrics on its first call). */
export const screenerRefreshContext = (config: AppConfig): UpstreamContext => ({ ...refreshUpstream(config), timeoutMs: SCREENER_PAGE_TIMEOUT_MS });

export const edgeScreener = edgeSnapshot<ScreenerStore, string, ScreenerRow>({
  Store: ScreenerStore,
  withoutIt: 'the screener shows no rows',
  fill: (store, config) => fillScreenerIfEmpty(store, screenerRefreshContext(config)),
});

const EMPTY: readonly ScreenerRow[] = Object.freeze([]);
const nothing = (state: 'filling' | 'unavailable'): ScreenerSnapshot => ({ state, tradingDate: null, asOf: null, marketSession: 'no-trading', rows: EMPTY });

/**
 * Starts a first fill unless one is under way, and records how it ends on the store (a failed one
 * is not retried within FILL_RETRY_MS: KvSnapshot.fillIfEmpty keeps its outcome that long).
 */
function startFirstFill(store: ScreenerStore, config: AppConfig, background: (work: Promise<unknown>) => Promise<void>): Promise<void> {
  if (store.firstFill === 'running') return Promise.resolve();
  store.firstFill = 'running';
  const fill = fillScreenerIfEmpty(store, screenerRefreshContext(config)).then(
    (report) => {
      store.firstFill = report && report.status !== 'kept' ? null : 'failed';
    },
    (err: unknown) => {
      store.firstFill = 'failed';
      throw err;
    },
  );
  return background(fill);
}

/**
 * readScreenerSnapshot over a given store (tests pass their own, with its clock, and run the fill
 * as they like); `background` runs a first fill after the answer (the request's waitUntil).
 */
export async function screenerSnapshotOf(
  store: ScreenerStore | null,
  config: AppConfig,
  background: (work: Promise<unknown>) => Promise<void> = (work) => inBackground(work, '[screener]'),
): Promise<ScreenerSnapshot> {
  try {
    if (!store) return nothing('unavailable');
    const table = await store.table();
    if (table) return { state: 'ready', tradingDate: table.tradingDate, asOf: table.asOf, marketSession: table.marketSession, rows: table.rows };
    if (hasBeenFilled(await store.meta())) return nothing('unavailable');
    // After a failed first fill the page says so; the fill is tried again (not sooner than FILL_RETRY_MS).
    const failedBefore = store.firstFill === 'failed';
    await startFirstFill(store, config, background);
    return nothing(failedBefore ? 'unavailable' : 'filling');
  } catch (err) {
    console.error('[screener] snapshot unavailable', err);
    return nothing('unavailable');
  }
}

/**
 * The snapshot for a screen: 'ready' with every row, 'filling' while a first fill runs (started
 * here, in the background), 'unavailable' when there is no KV binding, the first fill failed, or
 * what KV holds cannot be read. Never throws, never waits on the upstream.
 */
export async function readScreenerSnapshot(config: AppConfig): Promise<ScreenerSnapshot> {
  let store: ScreenerStore | null;
  try {
    store = await edgeScreener.store();
  } catch (err) {
    console.error('[screener] no store', err);
    store = null;
  }
  return screenerSnapshotOf(store, config);
}
