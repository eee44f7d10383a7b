import { describe, expect, test } from 'vitest';
import { COLUMNS } from './columns';
import { FILTERS } from './filters';
import { presetBySlug } from './presets';
import { DEFAULT_SCREEN, MAX_FILTERS, parseScreen, screenQuery } from './screen-query';
import type { FilterValue, Preset, Screen } from './types';

const parse = (query: string, preset?: Preset) => parseScreen(new URLSearchParams(query), preset);
const monthly = presetBySlug('monthly-dividend') as Preset;

/** A screen as plain data, to compare two of them. */
const plain = (screen: Screen) => ({ ...screen, filters: Object.fromEntries(screen.filters) });

describe('parseScreen: the canonical form', () => {
  test('the plain screener is the empty query, and the canonical query does not redirect', () => {
    expect(parse('')).toEqual({ screen: DEFAULT_SCREEN, canonical: '', notices: [], redirect: false });
    expect(parse('pe=low&yield=over4&sort=yield')).toMatchObject({ canonical: 'pe=low&yield=over4&sort=yield', notices: [], redirect: false });
  });

  test.each([
    ['order', 'yield=over4&pe=low', 'pe=low&yield=over4'],
    ['spelling of numbers', 'pe=05.50-15.0&chg=-0-1.50', 'pe=5.5-15&chg=0-1.5'],
    ['a band written as numbers', 'mcap=100-2000&yield=4-', 'mcap=large&yield=over4'],
    ['defaults written out', 'sort=mcap&dir=desc&page=1&cols=price,chg,volume,mcap,pe,yield', ''],
    ['a choice in another order, repeated or with duplicates', 'exchange=nasdaq&exchange=nyse,nasdaq', 'exchange=nyse,nasdaq'],
    ['columns as checkboxes', 'cols=pe&cols=price&cols=pe', 'cols=pe,price'],
    ["the form's typed bounds", 'pe_min=5&pe_max=1,000&mcap_min=&mcap_max=', 'pe=5-1000'],
    ['bounds typed with a Chinese input method', 'pe_min=%EF%BC%95&pe_max=%EF%BC%91%EF%BC%95%EF%BC%8E%EF%BC%95&chg_min=%E2%88%92%EF%BC%93', 'pe=5-15.5&chg=-3-'],
    ["the form's typed bounds winning over the link's value", 'pe=low&pe_min=&pe_max=30', 'pe=-30'],
    ["the form's empty fields", 'pe=&freq=&sector=&rsi_min=&rsi_max=&cols=', ''],
    ['unknown keys (dropped without a notice)', 'utm_source=line&pe=low&fbclid=x', 'pe=low'],
  ])('%s redirects to one form', (_case, query, canonical) => {
    expect(parse(query)).toMatchObject({ canonical, notices: [], redirect: true });
  });

  test('an encoded comma is the same value: no redirect loop', () => {
    expect(parse('exchange=nyse%2Cnasdaq')).toMatchObject({ canonical: 'exchange=nyse,nasdaq', redirect: false });
  });
});

describe('parseScreen: hostile queries', () => {
  const dropped = (query: string) => {
    const parsed = parse(query);
    expect(parsed.redirect).toBe(true);
    expect(parsed.notices.length).toBeGreaterThan(0);
    return parsed;
  };

  test.each([
    ['NaN', 'pe=NaN-5&yield=over4', '「本益比」的條件無法辨識，已略過'],
    ['Infinity', 'pe=-Infinity&yield=over4', '「本益比」的條件無法辨識，已略過'],
    ['an exponent', 'pe=1e3-&yield=over4', '「本益比」的條件無法辨識，已略過'],
    ['a 10 KB range', `pe=${'1'.repeat(10_240)}-&yield=over4`, '「本益比」的條件太長，已略過'],
    ['a 10 KB choice', `sector=${'a'.repeat(10_240)}&yield=over4`, '「產業類別」的條件太長，已略過'],
    ['a 10 KB typed bound', `pe_min=${'9'.repeat(10_240)}&yield=over4`, '「本益比」的條件太長，已略過'],
    ['a negative market cap', 'mcap=-5-&yield=over4', '「市值」不可為負數，已略過'],
    ['a negative price bound', 'price=--1&yield=over4', '「股價」不可為負數，已略過'],
    ['min above max', 'pe=20-10&yield=over4', '「本益比」的下限大於上限，已略過'],
    ['a fraction of a year', 'divyears=2.5-&yield=over4', '「連續配息年數」須為整數，已略過'],
    ['an RSI beyond 100', 'rsi=101-&yield=over4', '「RSI（14 日）」的數值超出可用範圍，已略過'],
    ['an unknown option', 'exchange=nyse,tse&yield=over4', '「交易所」有無法辨識的選項，已略過'],
    ['a sector id that is no slug', 'sector=Health%20Care&yield=over4', '「產業類別」有無法辨識的選項，已略過'],
    ['a flag other than 0 or 1', 'sp500=yes&yield=over4', '「S&P 500 成分股」的條件無法辨識，已略過'],
    ['a repeated range', 'yield=over4&pe=1-2&pe=3-4', '「本益比」在網址中重複出現，只採用第一個'],
    ['an unknown sort', 'yield=over4&sort=__proto__', '排序欄位無法辨識，已改用預設排序'],
    ['an unknown direction', 'yield=over4&dir=up', '排序方向無法辨識，已略過'],
    ['an unknown column', 'yield=over4&cols=price,constructor', '有無法辨識的欄位，已改用預設欄位'],
    ['page 0', 'yield=over4&page=0', '頁碼無效，已回到第 1 頁'],
    ['a page beyond any result', 'yield=over4&page=99999999', '頁碼無效，已回到第 1 頁'],
  ])('%s: dropped with a notice, the rest kept', (_case, query, message) => {
    const parsed = dropped(query);
    expect(parsed.notices).toEqual([message]);
    expect(parsed.screen.filters.get('yield')).toEqual({ kind: 'range', min: 4, max: null });
    expect(parse(parsed.canonical)).toMatchObject({ notices: [], redirect: false });
  });

  test('a repeated range keeps its first value', () => {
    expect(dropped('pe=1-2&pe=3-4').screen.filters.get('pe')).toEqual({ kind: 'range', min: 1, max: 2 });
  });

  test('hundreds of parameters: the first ones read, a notice for the rest', () => {
    const query = [...Array.from({ length: 500 }, (_, index) => `x${index}=1`), 'pe=low'].join('&');
    expect(dropped(query)).toMatchObject({ canonical: '', notices: ['網址的參數太多，多出的部分已略過'] });
    const repeated = dropped(Array.from({ length: 500 }, () => 'pe=low').join('&'));
    expect(repeated.canonical).toBe('pe=low');
  });

  test('every filter at once: the first MAX_FILTERS in the form order kept, with a notice', () => {
    const query = FILTERS.map((filter) => `${filter.key}=${filter.kind === 'range' ? '0-' : filter.kind === 'flag' ? '1' : (filter.options[0]?.id ?? 'energy')}`).join('&');
    const parsed = dropped(query);
    expect(parsed.notices).toEqual([`條件太多：最多同時使用 ${MAX_FILTERS} 個，其餘已略過`]);
    expect([...parsed.screen.filters.keys()]).toEqual(FILTERS.slice(0, MAX_FILTERS).map((filter) => filter.key));
  });

  test('a value too long for every filter: the first notices, then one line counting the rest', () => {
    const parsed = dropped(FILTERS.map((filter) => `${filter.key}=${'9'.repeat(10_240)}`).join('&'));
    expect(parsed.canonical).toBe('');
    expect(parsed.notices).toEqual([...FILTERS.slice(0, 4).map((filter) => `「${filter.label}」的條件太長，已略過`), `另有 ${FILTERS.length - 4} 項條件無法使用，已略過`]);
  });

  test('random bytes never throw and always give a valid screen that is its own canonical form', () => {
    const next = seeded(7);
    const alphabet = 'pe=-_.,&%0123456789aenyx\u0000\u4e00 +;[]';
    for (let run = 0; run < 2_000; run += 1) {
      const length = Math.floor(next() * 60);
      const text = Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      const parsed = parse(text);
      expect(parse(parsed.canonical)).toMatchObject({ canonical: parsed.canonical, notices: [], redirect: false });
    }
  });
});

describe('a preset is the base of its page', () => {
  test("the preset's own screen is the empty query, written out it redirects there", () => {
    expect(parse('', monthly)).toMatchObject({ canonical: '', redirect: false, notices: [] });
    expect(parse(monthly.query, monthly)).toMatchObject({ canonical: '', redirect: true, notices: [] });
  });

  test('changing one filter keeps the rest of the preset; an empty value drops a filter of the preset', () => {
    const narrowed = parse('yield=over8', monthly);
    expect(narrowed).toMatchObject({ canonical: 'yield=over8', redirect: false });
    expect(narrowed.screen.filters.get('freq')).toEqual({ kind: 'choice', ids: ['monthly'] });
    expect(narrowed.screen.sort).toBe('yield');
    const widened = parse('freq=&yield=over8', monthly);
    expect(widened).toMatchObject({ canonical: 'yield=over8&freq=', redirect: true });
    expect([...widened.screen.filters.keys()]).toEqual(['price', 'yield']);
  });
});

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A random valid screen, its filters and choices in the order the canonical form writes them. */
function randomScreen(next: () => number): Screen {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const filters = new Map<string, FilterValue>();
  for (const filter of FILTERS) {
    if (filters.size >= MAX_FILTERS || next() > 0.3) continue;
    if (filter.kind === 'flag') filters.set(filter.key, { kind: 'flag', value: next() < 0.5 });
    else if (filter.kind === 'choice') {
      const ids = filter.options.length > 0 ? filter.options.map((option) => option.id).filter(() => next() < 0.5) : ['energy', 'health-care', 'semiconductors'].filter(() => next() < 0.5);
      filters.set(filter.key, { kind: 'choice', ids: ids.length > 0 ? ids : [filter.options[0]?.id ?? 'utilities'] });
    } else if (filter.bands.length > 0 && next() < 0.3) {
      const band = pick(filter.bands);
      filters.set(filter.key, { kind: 'range', min: band.min, max: band.max });
    } else {
      const low = Math.max(filter.limits.min, -1_000);
      const high = Math.min(filter.limits.max, 1_000_000);
      const bound = () => (filter.integer ? Math.round(low + next() * (high - low)) : Math.round((low + next() * (high - low)) * 100) / 100);
      const [a, b] = [bound(), bound()].sort((x, y) => x - y) as [number, number];
      const shape = next();
      filters.set(filter.key, { kind: 'range', min: shape < 0.33 ? null : a, max: shape > 0.66 ? null : b });
    }
  }
  const columns = COLUMNS.map((column) => column.key).filter(() => next() < 0.2);
  return {
    filters,
    sort: pick(COLUMNS).key,
    direction: next() < 0.5 ? 'asc' : 'desc',
    columns: columns.length > 0 ? columns.sort(() => next() - 0.5) : DEFAULT_SCREEN.columns,
    page: 1 + Math.floor(next() * 300),
  };
}

test('parse(screenQuery(s)) is s for random screens, on the plain screener and on a preset page', () => {
  const next = seeded(43);
  for (let run = 0; run < 500; run += 1) {
    const screen = randomScreen(next);
    for (const preset of [undefined, monthly]) {
      const query = screenQuery(screen, preset);
      const parsed = parse(query, preset);
      expect(parsed.notices, query).toEqual([]);
      expect(parsed.redirect, query).toBe(false);
      expect(parsed.canonical).toBe(query);
      expect(plain(parsed.screen), query).toEqual(plain(screen));
    }
  }
});
