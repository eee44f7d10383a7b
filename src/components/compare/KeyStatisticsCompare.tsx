import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { loadKeypoints } from '@/components/stock/info/keypoints-data';
import type { StockRecord } from '@/lib/upstream/business';
import { CompareTable, compareTableHeight } from './CompareTable';
import { eachOrNull } from './compare-data';
import { KEY_STATISTICS_ROWS, keyStatisticsRows } from './key-statistics-rows';

/** The key statistics side by side (Keypoints of each security, in parallel, each edge-cached). */
export async function KeyStatisticsCompare({ records }: { records: readonly StockRecord[] }) {
  const stats = await eachOrNull(
    records.map((record) => record.id),
    loadKeypoints,
    'keypoints',
  );
  if (stats.every((s) => s === null)) {
    return <EmptyState kind="error" text="重要數據暫時無法載入，請稍後再試。" minHeight={compareTableHeight(KEY_STATISTICS_ROWS)} />;
  }
  return <CompareTable label="重要數據比較" records={records} rows={keyStatisticsRows(stats)} testId="compare-statistics" />;
}

export function KeyStatisticsCompareSkeleton() {
  return <Skeleton height={compareTableHeight(KEY_STATISTICS_ROWS)} label="載入重要數據…" />;
}
