import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';

/**
 * The screener's vocabulary, shared by the engine (parse, run, presets, CSV) and the pages that show
 * it. A screen is what a URL says: filters, sort, columns and page; the URL is its one form.
 */

export const SCREENER_PAGE_SIZE = 50;

/** The groups a reader scans, in the order the form shows them. */
export const FILTER_GROUPS = ['basic', 'valuation', 'dividend', 'growth', 'trend', 'etf', 'taiwan'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** How a figure is written: the same kind in the form's inputs, the table's cells and the CSV. */
export type FigureFormat = 'price' | 'percent' | 'ratio' | 'money' | 'shares' | 'count' | 'date' | 'text';

/** A one-tap band of a range filter: 「大型股 100 億–2,000 億美元」. */
export interface FilterBand {
  /** The URL value of the band, e.g. 'large'. */
  id: string;
  label: string;
  min: number | null;
  max: number | null;
}

interface FilterBase {
  /** The URL parameter (short, stable, lower case: 'pe', 'yield', 'mcap'). */
  key: string;
  group: FilterGroup;
  /** zh-TW label, as the form shows it. */
  label: string;
}

/** A range over a figure: `?pe=5-15`, `?pe=-15`, `?pe=5-` (min and max in the figure's own unit). */
export interface RangeFilter extends FilterBase {
  kind: 'range';
  format: FigureFormat;
  /** The unit the reader types in, shown beside the inputs: '%', '美元', '億美元', '倍', '天', '年'. */
  unit: string;
  /** The band ids a reader may tap instead of typing (may be empty). */
  bands: readonly FilterBand[];
}

/** One or more of a fixed set: `?exchange=nasdaq,nyse`, `?freq=monthly`. */
export interface ChoiceFilter extends FilterBase {
  kind: 'choice';
  options: readonly { id: string; label: string }[];
}

/** A yes/no question: `?sp500=1`, `?above200=0` (0 = the opposite). */
export interface FlagFilter extends FilterBase {
  kind: 'flag';
  /** What 1 means, and what 0 means, in zh-TW: 「在 200 日均線之上」/「在 200 日均線之下」. */
  yes: string;
  no: string;
}

/** What a filter holds in a parsed screen. */
export type FilterValue = { kind: 'range'; min: number | null; max: number | null } | { kind: 'choice'; ids: readonly string[] } | { kind: 'flag'; value: boolean };

/** A column of the results table (and of the CSV), keyed as its URL value (`?cols=price,pe,yield`). */
export interface ColumnDefinition {
  key: string;
  /** zh-TW header. */
  label: string;
  format: FigureFormat;
  /** The row's figure this column shows and sorts by (null sorts last in either direction). */
  value: (row: ScreenerRow) => number | string | null;
}

export type SortDirection = 'asc' | 'desc';

/** A parsed, valid screen. `filters` is keyed by the filter's key. */
export interface Screen {
  filters: ReadonlyMap<string, FilterValue>;
  /** A column key. */
  sort: string;
  direction: SortDirection;
  columns: readonly string[];
  /** From 1. */
  page: number;
}

/**
 * What parsing a URL's query gives: the screen, its canonical query (no '?', '' for the preset's or the
 * default screen as it stands), and notices in zh-TW for what was dropped (「本益比的範圍無效，已略過」).
 * `redirect` is true when the query as written differs from the canonical one: the page answers 308 to
 * the canonical URL (carrying the notices so the next page can say them).
 */
export interface ParsedScreen {
  screen: Screen;
  canonical: string;
  notices: readonly string[];
  redirect: boolean;
}

/** A preset: a screen with its own crawlable page, `/screener/{slug}`. */
export interface Preset {
  slug: string;
  /** zh-TW title, e.g. 「月配息」. */
  title: string;
  /** One or two zh-TW sentences for the page and its meta description. */
  description: string;
  /** The screen's query (canonical form, no '?'), as `/screener?…` would write it. */
  query: string;
  /** A ranking (排行): 漲幅, 跌幅, 成交量, 成交值, 52 週新高/新低, 殖利率. */
  ranking: boolean;
}

/** A screen run over the snapshot: the matching count and one page of rows, sorted. */
export interface ScreenResult {
  total: number;
  page: number;
  pages: number;
  rows: readonly ScreenerRow[];
}
