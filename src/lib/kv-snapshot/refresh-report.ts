/**
 * What one refresh of a snapshot judged as a whole did (the article index, the screener; the
 * directory judges each group on its own and reports per group): the Cron Trigger logs it, and the
 * first fill of an empty snapshot answers it.
 */
export interface SnapshotRefreshReport {
  at: number;
  status: 'updated' | 'unchanged' | 'kept';
  /** Rows the snapshot holds after the refresh (the kept copy's count when kept). */
  total: number;
  /** Shards written (KV writes, meta aside). */
  written: number;
  reason?: string;
}
