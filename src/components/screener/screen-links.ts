import { columnByKey } from '@/lib/screener/columns';
import { screenQuery } from '@/lib/screener/screen-query';
import type { FilterValue, Preset, Screen } from '@/lib/screener/types';

/**
 * The links of a screen's page, each the canonical URL of the screen it leads to (the engine writes
 * the query): a column's header sorts by it, a pager link turns the page, a band sets its filter.
 * Each is a plain link, so everything works without JavaScript and a crawler sees one URL per screen.
 */

export const screenerPath = (preset?: Preset): string => (preset ? `/screener/${preset.slug}` : '/screener');

export function screenHref(screen: Screen, preset: Preset | undefined, change: Partial<Screen>): string {
  const query = screenQuery({ ...screen, ...change }, preset);
  return query ? `${screenerPath(preset)}?${query}` : screenerPath(preset);
}

/** Text sorts A to Z first; a figure largest first (what a reader ranks by). */
const firstDirection = (key: string) => (columnByKey(key)?.format === 'text' ? 'asc' : 'desc');

/** A header's link: its column, largest first; the column sorted now, the other way round. */
export function sortHref(screen: Screen, preset: Preset | undefined, key: string): string {
  const direction = screen.sort === key ? (screen.direction === 'desc' ? 'asc' : 'desc') : firstDirection(key);
  return screenHref(screen, preset, { sort: key, direction, page: 1 });
}

export const pageHref = (screen: Screen, preset: Preset | undefined, page: number): string => screenHref(screen, preset, { page });

/** A filter set to `value` (or taken out, null), back on the first page. */
export function filterHref(screen: Screen, preset: Preset | undefined, key: string, value: FilterValue | null): string {
  const filters = new Map(screen.filters);
  if (value) filters.set(key, value);
  else filters.delete(key);
  return screenHref(screen, preset, { filters, page: 1 });
}
