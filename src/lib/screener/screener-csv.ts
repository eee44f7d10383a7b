import { csvDocument, type CsvValue } from '@/lib/format/csv';
import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import { rowName } from './columns';
import type { ColumnDefinition, FigureFormat } from './types';

/**
 * A screen's result as CSV: 代號 and 名稱, then the reader's columns, each figure in the unit its zh-TW
 * header names (money in 億美元, as the form asks for it; percentages as percent values).
 */

const UNITS: Partial<Record<FigureFormat, { unit: string; divisor: number }>> = {
  money: { unit: '億美元', divisor: 1e8 },
  price: { unit: '美元', divisor: 1 },
  percent: { unit: '%', divisor: 1 },
  shares: { unit: '股', divisor: 1 },
};

const header = (column: ColumnDefinition) => {
  const unit = UNITS[column.format]?.unit;
  return unit ? `${column.label}（${unit}）` : column.label;
};

const cell = (column: ColumnDefinition, row: ScreenerRow): CsvValue => {
  const value = column.value(row);
  return typeof value === 'number' ? value / (UNITS[column.format]?.divisor ?? 1) : value;
};

export function screenerCsv(rows: readonly ScreenerRow[], columns: readonly ColumnDefinition[]): string {
  return csvDocument(
    ['代號', '名稱', ...columns.map(header)],
    rows.map((row) => [row.id, rowName(row), ...columns.map((column) => cell(column, row))]),
  );
}
