import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { fundamentalsOf } from '@/lib/compare/fundamentals';
import { hasStatements } from '@/lib/compare/selection';
import { securityKind } from '@/lib/market/security-labels';
import type { StockRecord } from '@/lib/upstream/business';
import { CompareTable, compareTableHeight } from './CompareTable';
import { eachOrNull, loadAnnualIncome } from './compare-data';
import { type FundamentalsColumn, FUNDAMENTALS_ROWS, fundamentalsRows } from './fundamentals-rows';

/**
 * Revenue growth and margins of the latest fiscal year, from each company's annual income statement
 * (edge-cached, in parallel). Indices and ETFs have no statements: their column says 不適用 and the
 * section's note says why (the page knows it before this streams).
 */
export async function FundamentalsCompare({ records }: { records: readonly StockRecord[] }) {
  const companies = records.filter((record) => hasStatements(securityKind(record)));
  const statements = await eachOrNull(
    companies.map((record) => record.id),
    loadAnnualIncome,
    'income statement',
  );
  const byId = new Map(companies.map((record, index) => [record.id, statements[index] ?? null]));
  const columns = records.map((record): FundamentalsColumn => {
    if (!byId.has(record.id)) return 'notApplicable';
    const statement = byId.get(record.id);
    return (statement && fundamentalsOf(statement)) ?? 'unavailable';
  });
  if (companies.length > 0 && columns.every((column) => column === 'unavailable' || column === 'notApplicable')) {
    return <EmptyState kind="error" text="財報數據暫時無法載入，請稍後再試。" minHeight={compareTableHeight(FUNDAMENTALS_ROWS)} />;
  }
  return <CompareTable label="營收與利潤率比較" records={records} rows={fundamentalsRows(columns)} testId="compare-fundamentals" />;
}

export function FundamentalsCompareSkeleton() {
  return <Skeleton height={compareTableHeight(FUNDAMENTALS_ROWS)} label="載入財報數據…" />;
}
