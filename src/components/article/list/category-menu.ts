import { encodeSegment } from '@/lib/articles/search-params';
import { CATEGORY_MENU, type Category, findCategory, MAIN_CATEGORIES, menuHref, SUB_CATEGORIES } from '@/lib/articles/categories';

/**
 * How the list pages use the category table (main categories, their sub-items and tags): the menu shown above a category's
 * articles (its main category highlighted, and its sub-items with the current one highlighted),
 * and the category an article's category tag belongs to (the badge on each list item).
 */

export interface MenuLink {
  label: string;
  href: string;
  current: boolean;
}

export interface CategoryMenuView {
  category: Category;
  /** The six main categories, the one this page belongs to marked current. */
  mains: MenuLink[];
  /** The main category's sub-items (empty for news, finance, market, academy); the page's own one current. */
  subs: MenuLink[];
}

const categoryHref = (key: string) => `/category/${key}`;

/** The menu of /category/{key}; undefined for a key that is not a category. */
export function categoryMenuFor(key: string): CategoryMenuView | undefined {
  const category = findCategory(key);
  if (!category) return undefined;
  const href = categoryHref(category.key);
  const entry = CATEGORY_MENU.find((e) => e.category.key === category.key || e.items.some((item) => item.href === href));
  return {
    category,
    mains: CATEGORY_MENU.map((e) => ({ label: e.category.name, href: menuHref(e), current: e === entry })),
    subs: (entry?.items ?? []).map((item) => ({ label: item.label, href: item.href, current: item.href === href })),
  };
}

// A tag names the most specific category that lists it: 美股盤前 is 美股盤前 (premarket) rather
// than 盤勢分析, 美股個股 is 個股報告 rather than 研究報告.
const TAG_CATEGORIES: ReadonlyMap<string, Category> = (() => {
  const map = new Map<string, Category>();
  for (const category of [...Object.values(SUB_CATEGORIES), ...Object.values(MAIN_CATEGORIES)]) {
    for (const tag of category.tags) if (!map.has(tag)) map.set(tag, category);
  }
  return map;
})();

/** The category of an article tag (the category-to-tags table read backwards); undefined for a free tag. */
export const categoryForTag = (tag: string): Category | undefined => TAG_CATEGORIES.get(tag);

export interface CategoryBadge {
  label: string;
  href: string;
}

/**
 * The badge of a list item: the category of its first category tag, linking to the category page;
 * a category tag that maps to no category links to its tag page; no category tag, no badge.
 */
export function categoryBadge(categoryTags: readonly string[]): CategoryBadge | undefined {
  const [tag] = categoryTags;
  if (tag === undefined || tag.trim() === '') return undefined;
  const category = categoryForTag(tag);
  return category ? { label: category.name, href: categoryHref(category.key) } : { label: tag, href: tagHref(tag) };
}

/** The page of a tag: /tag/{tag}, percent-encoded. */
export const tagHref = (tag: string): string => `/tag/${encodeSegment(tag)}`;
