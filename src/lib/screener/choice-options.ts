import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import type { ScreenerChoiceFilter } from './filter-kinds';

/** One option of a choice filter as the form lists it, with how many rows of the snapshot have it. */
export interface ChoiceOption {
  id: string;
  label: string;
  count: number;
}

/**
 * The options of a choice filter: a fixed list in its own order, or (sector, industry) the names the
 * rows carry, most rows first, each under its zh-TW name. Counts are over `rows` (the snapshot).
 */
export function choiceOptions(filter: ScreenerChoiceFilter, rows: readonly ScreenerRow[]): ChoiceOption[] {
  const counts = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const row of rows) {
    const id = filter.idOf(row);
    if (id === null) continue;
    counts.set(id, (counts.get(id) ?? 0) + 1);
    if (filter.fromRows && !labels.has(id)) labels.set(id, filter.labelOf?.(row) ?? id);
  }
  if (!filter.fromRows) return filter.options.map((option) => ({ ...option, count: counts.get(option.id) ?? 0 }));
  return [...counts].map(([id, count]) => ({ id, label: labels.get(id) ?? id, count })).sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}
