import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import type { ChoiceFilter, FigureFormat, FilterBand, FilterGroup, FlagFilter, RangeFilter } from './types';

/**
 * The three kinds of filter with what the engine needs beyond the contract's definition: the row's
 * figure in the reader's unit, the limits a value may take, and how a row answers a choice or a flag.
 * FILTERS (filters.ts) lists them; parsing and running read only these.
 */

/** What a figure may need besides its row: the snapshot's New York trading date, as a day number. */
export interface FigureContext {
  /** Whole days since 1970-01-01 (UTC) of the snapshot's trading date. */
  today: number;
}

export interface ScreenerRangeFilter extends RangeFilter {
  /** The row's figure in the unit the reader types (億美元, 萬股, %), or null when it does not apply. */
  figure: (row: ScreenerRow, context: FigureContext) => number | null;
  /** The smallest and largest value a bound may take; beyond them the value is refused. */
  limits: { min: number; max: number };
  /** Whole numbers only (years, days, holdings). */
  integer: boolean;
}

export interface ScreenerChoiceFilter extends ChoiceFilter {
  /** The option id the row has (a sector's slug, 'monthly'), or null when it has none. */
  idOf: (row: ScreenerRow) => string | null;
  /** True when the options come from the rows (sector, industry): any well-formed id is accepted. */
  fromRows: boolean;
  /** The zh-TW label of a row's option, for lists built from the rows. */
  labelOf?: (row: ScreenerRow) => string | null;
}

export interface ScreenerFlagFilter extends FlagFilter {
  /** True or false for the row, or null when it cannot be told (no 200-day average yet). */
  test: (row: ScreenerRow) => boolean | null;
}

export type ScreenerFilter = ScreenerRangeFilter | ScreenerChoiceFilter | ScreenerFlagFilter;

interface RangeSpec {
  format: FigureFormat;
  unit: string;
  figure: ScreenerRangeFilter['figure'];
  limits?: { min?: number; max?: number };
  integer?: boolean;
  bands?: readonly (readonly [id: string, label: string, min: number | null, max: number | null])[];
}

/** The largest magnitude a bound may have: far beyond any figure, small enough to stay exact. */
export const BOUND_LIMIT = 1e12;

export function range(key: string, group: FilterGroup, label: string, spec: RangeSpec): ScreenerRangeFilter {
  const bands: FilterBand[] = (spec.bands ?? []).map(([id, bandLabel, min, max]) => ({ id, label: bandLabel, min, max }));
  return {
    kind: 'range',
    key,
    group,
    label,
    format: spec.format,
    unit: spec.unit,
    bands,
    figure: spec.figure,
    limits: { min: spec.limits?.min ?? -BOUND_LIMIT, max: spec.limits?.max ?? BOUND_LIMIT },
    integer: spec.integer ?? false,
  };
}

export function choice(
  key: string,
  group: FilterGroup,
  label: string,
  options: readonly { id: string; label: string }[],
  idOf: ScreenerChoiceFilter['idOf'],
  labelOf?: ScreenerChoiceFilter['labelOf'],
): ScreenerChoiceFilter {
  return { kind: 'choice', key, group, label, options, idOf, fromRows: options.length === 0, ...(labelOf ? { labelOf } : {}) };
}

export function flag(key: string, group: FilterGroup, label: string, yes: string, no: string, test: ScreenerFlagFilter['test']): ScreenerFlagFilter {
  return { kind: 'flag', key, group, label, yes, no, test };
}

/** A figure scaled to the reader's unit (USD → 億美元), null kept. */
export const scaled =
  (pick: (row: ScreenerRow) => number | null, divisor: number) =>
  (row: ScreenerRow): number | null => {
    const value = pick(row);
    return value === null ? null : value / divisor;
  };

const slugs = new Map<string, string>();
/**
 * The URL id of a sector or industry named in English: 'Semiconductor Materials & Equipment' →
 * 'semiconductor-materials-equipment'. Remembered, as a run asks it for every row and the names are few.
 */
export function nameSlug(name: string): string {
  let slug = slugs.get(name);
  if (slug === undefined) {
    slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/gu, '-')
      .replace(/^-|-$/gu, '');
    if (slugs.size < 2_000) slugs.set(name, slug);
  }
  return slug;
}

const DAY_MS = 86_400_000;
/** Whole days since 1970-01-01 of an ISO date (YYYY-MM-DD), or null when it is not one. */
export function dayNumber(isoDate: string): number | null {
  const ms = Date.parse(isoDate.slice(0, 10));
  return Number.isFinite(ms) ? Math.round(ms / DAY_MS) : null;
}
