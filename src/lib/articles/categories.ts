import { percentDecoded } from '../http/percent-decode';

/**
 * Article categories, exactly as the product defines them: the header menu and, for each category,
 * the article tags its page lists. Main category keys are the product's; sub-category keys are ours
 * (the product leaves them unnamed).
 */
export interface Category {
  key: string;
  name: string;
  /** Article tags listed on the category page. */
  tags: readonly string[];
}

export interface MenuEntry {
  /** The main category. */
  category: Category;
  /** Sub-items in menu order; the first one stands for the main category itself. */
  items: readonly { label: string; href: string }[];
}

export const MAIN_CATEGORIES = {
  analysis: { key: 'analysis', name: '盤勢分析', tags: ['美股盤勢', '美股盤前', '美股盤中', '美股盤後'] },
  news: { key: 'news', name: '即時新聞', tags: ['美股新聞快訊'] },
  finance: { key: 'finance', name: '財報快訊', tags: ['美股財報電話會議'] },
  market: { key: 'market', name: '市場焦點', tags: ['美股焦點', '美股動態'] },
  report: { key: 'report', name: '研究報告', tags: ['美股個股', '美股趨勢', '美股產業', '美股經濟'] },
  academy: { key: 'academy', name: '美股學院', tags: ['美股新手', '大師選股', '美股入門'] },
} as const satisfies Record<string, Category>;

export const SUB_CATEGORIES = {
  premarket: { key: 'premarket', name: '美股盤前', tags: ['美股盤前'] },
  intraday: { key: 'intraday', name: '美股盤中', tags: ['美股盤中'] },
  afterhours: { key: 'afterhours', name: '美股盤後', tags: ['美股盤後'] },
  'stock-report': { key: 'stock-report', name: '個股報告', tags: ['美股個股'] },
  trend: { key: 'trend', name: '關鍵趨勢', tags: ['美股趨勢', '美股產業', '美股經濟'] },
} as const satisfies Record<string, Category>;

const categoryHref = (key: string) => `/category/${key}`;

/** The header menu, in the order the product fixes. */
export const CATEGORY_MENU: readonly MenuEntry[] = [
  {
    category: MAIN_CATEGORIES.analysis,
    items: [
      { label: '盤勢總覽', href: categoryHref('analysis') },
      { label: '美股盤前', href: categoryHref('premarket') },
      { label: '美股盤中', href: categoryHref('intraday') },
      { label: '美股盤後', href: categoryHref('afterhours') },
    ],
  },
  { category: MAIN_CATEGORIES.news, items: [] },
  { category: MAIN_CATEGORIES.finance, items: [] },
  { category: MAIN_CATEGORIES.market, items: [] },
  {
    category: MAIN_CATEGORIES.report,
    items: [
      { label: '報告總覽', href: categoryHref('report') },
      { label: '個股報告', href: categoryHref('stock-report') },
      { label: '關鍵趨勢', href: categoryHref('trend') },
    ],
  },
  { category: MAIN_CATEGORIES.academy, items: [] },
];

export const menuHref = (entry: MenuEntry): string => categoryHref(entry.category.key);

/** Looks a category key up among main and sub categories; undefined for an unknown key. */
export function findCategory(key: string): Category | undefined {
  return Object.hasOwn(MAIN_CATEGORIES, key)
    ? MAIN_CATEGORIES[key as keyof typeof MAIN_CATEGORIES]
    : Object.hasOwn(SUB_CATEGORIES, key)
      ? SUB_CATEGORIES[key as keyof typeof SUB_CATEGORIES]
      : undefined;
}

/** The main category each sub-category belongs to in the header menu. */
const PARENT_OF: Readonly<Record<string, string>> = Object.fromEntries(CATEGORY_MENU.flatMap((entry) => entry.items.map((item) => [item.href.slice('/category/'.length), entry.category.key])));

/**
 * The main category a page belongs to, for marking it in the header and the drawer: /category/{key}
 * and its sub-categories (/category/premarket → analysis). null for every other page.
 */
export function mainCategoryOfPath(path: string): string | null {
  const match = /^\/category\/([^/?#]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  const key = percentDecoded(match[1]);
  if (key === null) return null;
  if (Object.hasOwn(MAIN_CATEGORIES, key)) return key;
  return Object.hasOwn(PARENT_OF, key) ? (PARENT_OF[key] ?? null) : null;
}
