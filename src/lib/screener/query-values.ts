import * as v from 'valibot';
import { COLUMNS } from './columns';
import type { ScreenerChoiceFilter, ScreenerFilter, ScreenerFlagFilter, ScreenerRangeFilter } from './filter-kinds';
import { FILTERS } from './filters';
import type { FilterValue, SortDirection } from './types';

/**
 * One valibot schema for every value a screen's URL may carry: each filter's (by its key), the sort,
 * its direction, the columns and the page. A value it refuses carries the zh-TW notice the reader sees
 * (its issue's message); screen-query.ts drops that value and keeps the rest.
 */

/** The longest value read at all; anything longer is refused before it is looked at. */
export const MAX_VALUE_LENGTH = 200;
/** The longest list (a choice's options, the columns), as its values joined with commas. */
export const MAX_LIST_LENGTH = 4_000;
/** The most options one choice filter may list (the industries are about 70 names). */
const MAX_CHOICE_IDS = 80;
/** The last page a URL may ask for; past the last page of a result, the result's last page is shown. */
const MAX_PAGE = 10_000;

const NUMBER = String.raw`-?\d{1,13}(?:\.\d{1,6})?`;
/** `5-15`, `-15` (up to 15), `5-` (from 5), `-10--5`, `-5-` (from −5). */
const RANGE_PATTERN = new RegExp(`^(${NUMBER})?-(${NUMBER})?$`, 'u');
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

export const notice = {
  invalid: (label: string) => `「${label}」的條件無法辨識，已略過`,
  tooLong: (label: string) => `「${label}」的條件太長，已略過`,
  negative: (label: string) => `「${label}」不可為負數，已略過`,
  outOfRange: (label: string) => `「${label}」的數值超出可用範圍，已略過`,
  minOverMax: (label: string) => `「${label}」的下限大於上限，已略過`,
  notInteger: (label: string) => `「${label}」須為整數，已略過`,
  unknownOption: (label: string) => `「${label}」有無法辨識的選項，已略過`,
  tooManyOptions: (label: string) => `「${label}」選了太多項，已略過`,
  repeated: (label: string) => `「${label}」在網址中重複出現，只採用第一個`,
  tooManyFilters: (max: number) => `條件太多：最多同時使用 ${max} 個，其餘已略過`,
  tooManyParameters: '網址的參數太多，多出的部分已略過',
  sort: '排序欄位無法辨識，已改用預設排序',
  direction: '排序方向無法辨識，已略過',
  columns: '有無法辨識的欄位，已改用預設欄位',
  page: '頁碼無效，已回到第 1 頁',
  more: (count: number) => `另有 ${count} 項條件無法使用，已略過`,
} as const;

type Refuse = (message: string) => void;

function rangeValue(filter: ScreenerRangeFilter, text: string, refuse: Refuse): FilterValue | null {
  const band = filter.bands.find((candidate) => candidate.id === text);
  if (band) return { kind: 'range', min: band.min, max: band.max };
  const match = RANGE_PATTERN.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return (refuse(notice.invalid(filter.label)), null);
  // Number('-0') is −0: written back as '0', the same bound.
  const [min, max] = [match[1], match[2]].map((bound) => (bound === undefined ? null : Number(bound) || 0)) as [number | null, number | null];
  const bounds = [min, max].filter((bound): bound is number => bound !== null);
  if (filter.integer && bounds.some((bound) => !Number.isInteger(bound))) return (refuse(notice.notInteger(filter.label)), null);
  if (filter.limits.min === 0 && bounds.some((bound) => bound < 0)) return (refuse(notice.negative(filter.label)), null);
  if (bounds.some((bound) => bound < filter.limits.min || bound > filter.limits.max)) return (refuse(notice.outOfRange(filter.label)), null);
  if (min !== null && max !== null && min > max) return (refuse(notice.minOverMax(filter.label)), null);
  return { kind: 'range', min, max };
}

function choiceValue(filter: ScreenerChoiceFilter, text: string, refuse: Refuse): FilterValue | null {
  const ids = [...new Set(text.split(',').filter((id) => id !== ''))];
  if (ids.length > MAX_CHOICE_IDS) return (refuse(notice.tooManyOptions(filter.label)), null);
  const known = filter.fromRows ? (id: string) => id.length <= 64 && SLUG_PATTERN.test(id) : (id: string) => filter.options.some((option) => option.id === id);
  if (!ids.every(known)) return (refuse(notice.unknownOption(filter.label)), null);
  // One order for the same set: the form's for a fixed list, the alphabet's for names from the rows.
  const order = filter.fromRows ? ids.sort() : filter.options.map((option) => option.id).filter((id) => ids.includes(id));
  return { kind: 'choice', ids: order };
}

function flagValue(filter: ScreenerFlagFilter, text: string, refuse: Refuse): FilterValue | null {
  if (text === '1' || text === '0') return { kind: 'flag', value: text === '1' };
  return (refuse(notice.invalid(filter.label)), null);
}

/** A schema that reads a string with `read`, refusing it with the notice `read` gives. */
const reading = <T>(label: string, read: (text: string, refuse: Refuse) => T | null, maxLength = MAX_VALUE_LENGTH) =>
  v.pipe(
    v.string(),
    v.maxLength(maxLength, notice.tooLong(label)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      let refused = false;
      const value = read(dataset.value, (message) => {
        refused = true;
        addIssue({ message });
      });
      return refused || value === null ? NEVER : value;
    }),
  );

const filterSchema = (filter: ScreenerFilter) => {
  switch (filter.kind) {
    case 'range':
      return reading(filter.label, (text, refuse) => rangeValue(filter, text, refuse));
    case 'choice':
      return reading(filter.label, (text, refuse) => choiceValue(filter, text, refuse), MAX_LIST_LENGTH);
    case 'flag':
      return reading(filter.label, (text, refuse) => flagValue(filter, text, refuse));
  }
};

const COLUMN_KEYS = COLUMNS.map((column) => column.key);

export const ScreenQuerySchema = v.object({
  ...Object.fromEntries(FILTERS.map((filter) => [filter.key, v.optional(filterSchema(filter))])),
  sort: v.optional(v.picklist(COLUMN_KEYS, notice.sort)),
  dir: v.optional(v.picklist(['asc', 'desc'] satisfies SortDirection[], notice.direction)),
  cols: v.optional(
    reading(
      '欄位',
      (text, refuse) => {
        const keys = [...new Set(text.split(',').filter((key) => key !== ''))];
        return keys.length > 0 && keys.every((key) => COLUMN_KEYS.includes(key)) ? keys : (refuse(notice.columns), null);
      },
      MAX_LIST_LENGTH,
    ),
  ),
  page: v.optional(v.pipe(v.string(notice.page), v.regex(/^[1-9]\d{0,5}$/u, notice.page), v.transform(Number), v.maxValue(MAX_PAGE, notice.page))),
});

type Read<T> = { ok: true; value: T } | { ok: false; notice: string };

/** Parses one value of the query with its key's schema: the value, or the notice that refused it. */
function read<T>(key: string, text: string): Read<T> {
  const schema = (ScreenQuerySchema.entries as Record<string, v.GenericSchema | undefined>)[key];
  if (!schema) return { ok: false, notice: '' };
  const result = v.safeParse(schema, text);
  return result.success ? { ok: true, value: result.output as T } : { ok: false, notice: result.issues[0].message };
}

export const readFilterValue = (filter: ScreenerFilter, text: string) => read<FilterValue>(filter.key, text);
export const readSort = (text: string) => read<string>('sort', text);
export const readDirection = (text: string) => read<SortDirection>('dir', text);
export const readColumns = (text: string) => read<string[]>('cols', text);
export const readPage = (text: string) => read<number>('page', text);

const writeNumber = (value: number) => String(value);

/** A filter's value as the canonical URL writes it: a band's id when it is one, `min-max` otherwise. */
export function writeFilterValue(filter: ScreenerFilter, value: FilterValue): string {
  switch (value.kind) {
    case 'range': {
      const band = filter.kind === 'range' ? filter.bands.find((candidate) => candidate.min === value.min && candidate.max === value.max) : undefined;
      if (band) return band.id;
      return `${value.min === null ? '' : writeNumber(value.min)}-${value.max === null ? '' : writeNumber(value.max)}`;
    }
    case 'choice':
      return value.ids.join(',');
    case 'flag':
      return value.value ? '1' : '0';
  }
}
