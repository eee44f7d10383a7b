import { DEFAULT_COLUMNS, DEFAULT_SORT } from './columns';
import { FILTERS, filterByKey } from './filters';
import { MAX_LIST_LENGTH, MAX_VALUE_LENGTH, notice, readColumns, readDirection, readFilterValue, readPage, readSort, writeFilterValue } from './query-values';
import type { FilterValue, ParsedScreen, Preset, Screen } from './types';

/**
 * A screen's URL, both ways. parseScreen reads a query (the canonical one, a GET form's submission, or
 * anything a stranger types) into a valid screen, never throwing and reading at most MAX_PARAMETERS
 * values; screenQuery writes a screen in its one canonical form. On a preset's page the preset's
 * screen is the base: the query says only how this screen differs from it (`key=` drops a filter of
 * the preset), so changing one filter keeps the rest of the preset.
 *
 * What the form may send besides the canonical values: `{key}_min` and `{key}_max` for a range (they
 * win over `{key}` when either is filled), repeated keys for a choice's checkboxes and for `cols`, and
 * empty values (ignored, or on a preset's page, the preset's filter dropped). Since typed bounds win, a
 * band is best offered as a link to its screen (screenQuery) rather than as a control of the same form.
 */

/** The most values read from one query: a form sends about two per filter; the rest is refused. */
const MAX_PARAMETERS = 200;
/** The most filters a screen holds at once; more are dropped (the first in the form's order kept). */
export const MAX_FILTERS = 20;
/** The most notices a page shows; past them one line counts the rest (a hostile URL could earn one per filter). */
const MAX_NOTICES = 5;

export const DEFAULT_SCREEN: Screen = { filters: new Map(), sort: DEFAULT_SORT, direction: 'desc', columns: DEFAULT_COLUMNS, page: 1 };

const LIST_KEYS = new Set(['cols', ...FILTERS.filter((filter) => filter.kind === 'choice').map((filter) => filter.key)]);
const SINGLE_KEYS = new Set(['sort', 'dir', 'page', ...FILTERS.filter((filter) => filter.kind !== 'choice').map((filter) => filter.key)]);
const BOUND_KEY = /^([a-z0-9]+)_(min|max)$/u;

interface Collected {
  /** Each known key's text: lists joined with commas, a range's typed bounds as `min-max`. */
  values: Map<string, string>;
  notices: Set<string>;
}

/**
 * A typed bound as the URL writes it: full-width digits from a Chinese input method made ASCII (NFKC),
 * a real minus sign a hyphen, the reader's grouping commas and spaces taken out.
 */
const typedBound = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\u2212/gu, '-')
    .replace(/[\s,]/gu, '');

function collect(query: URLSearchParams): Collected {
  const values = new Map<string, string>();
  const lists = new Map<string, string[]>();
  const bounds = new Map<string, { min?: string; max?: string }>();
  const notices = new Set<string>();
  const repeated = (key: string) => notices.add(notice.repeated(filterByKey(key)?.label ?? key));
  let count = 0;
  for (const [key, value] of query) {
    count += 1;
    if (count > MAX_PARAMETERS) {
      notices.add(notice.tooManyParameters);
      break;
    }
    const bound = BOUND_KEY.exec(key);
    if (LIST_KEYS.has(key)) {
      const list = lists.get(key) ?? [];
      // Kept no longer than the schema reads: past that, one more value is enough to refuse the list.
      if (list.join(',').length <= MAX_LIST_LENGTH) list.push(value.slice(0, MAX_LIST_LENGTH + 1));
      lists.set(key, list);
    } else if (SINGLE_KEYS.has(key)) {
      if (values.has(key)) repeated(key);
      else values.set(key, value);
    } else if (bound?.[1] !== undefined && bound[2] !== undefined && filterByKey(bound[1])?.kind === 'range') {
      const pair = bounds.get(bound[1]) ?? {};
      const side = bound[2] as 'min' | 'max';
      if (pair[side] !== undefined) repeated(bound[1]);
      else pair[side] = value.length > MAX_VALUE_LENGTH ? value : typedBound(value);
      bounds.set(bound[1], pair);
    }
    // Any other key is not the screener's (a tracking tag, an old link): dropped without a word.
  }
  for (const [key, list] of lists) values.set(key, list.filter((text) => text !== '').join(','));
  for (const [key, { min = '', max = '' }] of bounds) {
    if (min !== '' || max !== '') values.set(key, `${min}-${max}`);
    else if (!values.has(key)) values.set(key, '');
  }
  return { values, notices };
}

const presetScreens = new Map<string, Screen>();
/** The screen a preset's query gives (its page's base). */
export function presetScreen(preset: Preset): Screen {
  let screen = presetScreens.get(preset.query);
  if (!screen) {
    screen = parseScreen(new URLSearchParams(preset.query)).screen;
    presetScreens.set(preset.query, screen);
  }
  return screen;
}

export function parseScreen(query: URLSearchParams, preset?: Preset): ParsedScreen {
  const base = preset ? presetScreen(preset) : DEFAULT_SCREEN;
  const { values, notices } = collect(query);
  const filters = new Map(base.filters);
  for (const filter of FILTERS) {
    const text = values.get(filter.key);
    if (text === undefined) continue;
    if (text === '') {
      filters.delete(filter.key);
      continue;
    }
    const read = readFilterValue(filter, text);
    if (read.ok) filters.set(filter.key, read.value);
    else notices.add(read.notice);
  }
  if (filters.size > MAX_FILTERS) {
    notices.add(notice.tooManyFilters(MAX_FILTERS));
    for (const key of [...filters.keys()].slice(MAX_FILTERS)) filters.delete(key);
  }
  const screen: Screen = {
    filters: inFormOrder(filters),
    sort: valueOr(values.get('sort'), readSort, base.sort, notices),
    direction: valueOr(values.get('dir'), readDirection, base.direction, notices),
    columns: valueOr(values.get('cols') || undefined, readColumns, base.columns, notices),
    page: valueOr(values.get('page'), readPage, 1, notices),
  };
  const canonical = screenQuery(screen, preset);
  const said = [...notices];
  const shown = said.length > MAX_NOTICES ? [...said.slice(0, MAX_NOTICES - 1), notice.more(said.length - MAX_NOTICES + 1)] : said;
  return { screen, canonical, notices: shown, redirect: notices.size > 0 || !sameEntries(query, canonical) };
}

function valueOr<T>(text: string | undefined, read: (text: string) => { ok: true; value: T } | { ok: false; notice: string }, fallback: T, notices: Set<string>): T {
  if (text === undefined) return fallback;
  const result = read(text);
  if (result.ok) return result.value;
  notices.add(result.notice);
  return fallback;
}

/** The filters in the form's order, as FILTERS lists them (so the first MAX_FILTERS are the form's first). */
function inFormOrder(filters: ReadonlyMap<string, FilterValue>): Map<string, FilterValue> {
  const ordered = new Map<string, FilterValue>();
  for (const filter of FILTERS) {
    const value = filters.get(filter.key);
    if (value) ordered.set(filter.key, value);
  }
  return ordered;
}

/** The canonical query of a screen (no '?'): what differs from the base (the preset's screen, or the plain screener's). */
export function screenQuery(screen: Screen, preset?: Preset): string {
  const base = preset ? presetScreen(preset) : DEFAULT_SCREEN;
  const parts: string[] = [];
  for (const filter of FILTERS) {
    const value = screen.filters.get(filter.key);
    const baseValue = base.filters.get(filter.key);
    if (value) {
      const written = writeFilterValue(filter, value);
      if (!baseValue || writeFilterValue(filter, baseValue) !== written) parts.push(`${filter.key}=${encodeURIComponent(written).replaceAll('%2C', ',')}`);
    } else if (baseValue) parts.push(`${filter.key}=`);
  }
  if (screen.sort !== base.sort) parts.push(`sort=${screen.sort}`);
  if (screen.direction !== base.direction) parts.push(`dir=${screen.direction}`);
  if (screen.columns.join(',') !== base.columns.join(',')) parts.push(`cols=${screen.columns.join(',')}`);
  if (screen.page !== 1) parts.push(`page=${screen.page}`);
  return parts.join('&');
}

/** True when the query holds exactly the canonical query's values, in its order. */
function sameEntries(query: URLSearchParams, canonical: string): boolean {
  const expected = new URLSearchParams(canonical).entries();
  for (const [key, value] of query) {
    const next = expected.next();
    if (next.done || next.value[0] !== key || next.value[1] !== value) return false;
  }
  return expected.next().done === true;
}
