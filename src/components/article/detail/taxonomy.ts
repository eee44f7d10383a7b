import { type Category, MAIN_CATEGORIES, SUB_CATEGORIES } from '@/lib/articles/categories';
import { parseStockId } from '@protocol/stock-id';
import { US_INDICES } from '@/lib/market/us-indices';
import { stockPath } from '@/lib/stock/tabs';

/**
 * The links around an article: its category (/category/{key}), its tags (/tag/{tag}) and its stock tags
 * (/stock/{id}/info). Tags are author-written text: they are percent-encoded into paths and shown as
 * text, and a stock tag that cannot be a symbol gets no link.
 */

// A category tag names the most specific category listing it: 美股盤前 → 美股盤前 (premarket), not 盤勢分析.
const CATEGORY_BY_TAG: ReadonlyMap<string, Category> = (() => {
  const map = new Map<string, Category>();
  for (const category of [...Object.values(SUB_CATEGORIES), ...Object.values(MAIN_CATEGORIES)]) {
    for (const tag of category.tags) if (!map.has(tag)) map.set(tag, category);
  }
  return map;
})();

export interface TaxonomyLink {
  label: string;
  href: string;
}

/** The article's category: the category of its first category tag that maps to one. */
export function articleCategory(categoryTags: readonly string[]): TaxonomyLink | undefined {
  for (const tag of categoryTags) {
    const category = CATEGORY_BY_TAG.get(tag);
    if (category) return { label: category.name, href: `/category/${category.key}` };
  }
  return undefined;
}

// encodeURIComponent throws on a lone surrogate; such a character becomes U+FFFD first.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const tagHref = (tag: string): string => `/tag/${encodeURIComponent(tag.replace(LONE_SURROGATE, '\uFFFD'))}`;

/** Free tags and category tags, each once, blank ones left out. */
export function tagLinks(tags: readonly string[]): TaxonomyLink[] {
  const seen = new Set<string>();
  const links: TaxonomyLink[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag)) continue;
    seen.add(tag);
    links.push({ label: tag, href: tagHref(tag) });
  }
  return links;
}

const INDEX_NAMES = new Map(US_INDICES.map((index) => [index.id, index.chineseName]));

/** Stock tags that are symbols, linking to their info tab; an index is shown by its Chinese name. */
export function stockTagLinks(stockTags: readonly string[]): TaxonomyLink[] {
  const seen = new Set<string>();
  const links: TaxonomyLink[] = [];
  for (const raw of stockTags) {
    const id = parseStockId(raw);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    links.push({ label: INDEX_NAMES.get(id) ?? id, href: stockPath(id, 'info') });
  }
  return links;
}
