import type { ArticleSeed, CategoryTag, Cover } from './schema.ts';

/**
 * Small builders for the built-in article bodies, so the seed files read like articles
 * rather than markup. The output is ordinary author HTML (headings, lists, figures, links).
 */
export const p = (text: string): string => `<p>${text}</p>`;
export const h2 = (text: string): string => `<h2>${text}</h2>`;
export const h3 = (text: string): string => `<h3>${text}</h3>`;
export const ul = (...items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const ol = (...items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
export const quote = (text: string): string => `<blockquote><p>${text}</p></blockquote>`;

/** A figure using one of the sandbox's chart illustrations (sandbox/static/covers/charts). */
export const figure = (chart: 'line' | 'bars' | 'candles' | 'pie' | 'area', alt: string, caption: string): string =>
  `<figure><img src="/static/covers/charts/${chart}.svg" alt="${alt}" width="1200" height="675"><figcaption>${caption}</figcaption></figure>`;

/** A simple data table: the first row is the header. */
export const table = (...rows: string[][]): string => {
  const [head = [], ...rest] = rows;
  return `<table><thead><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${rest.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
};

/** Marks the end of the teaser shown to readers who have not unlocked a paid article. */
export const MORE = '<!-- more -->';

export const DISCLAIMER = p('<em>本文僅為資訊分享，不構成任何投資建議；投資人應審慎評估風險並自負盈虧。</em>');

export const body = (...parts: string[]): string => parts.join('\n');

/** Covers are 1200×675 SVGs in sandbox/static/covers, one per topic. */
export const COVER_NAMES = [
  'market',
  'premarket',
  'intraday',
  'afterhours',
  'news',
  'earnings',
  'focus',
  'trend',
  'stock',
  'industry',
  'economy',
  'academy',
  'master',
  'crypto',
  'draft',
  'test',
] as const;
export type CoverName = (typeof COVER_NAMES)[number];
export const cover = (name: CoverName, alt: string): Cover => ({ path: `/static/covers/${name}.svg`, width: 1200, height: 675, alt });

interface ArticleInput {
  id: number;
  authorId: number;
  title: string;
  summary: string;
  body: string;
  categoryTags: CategoryTag[];
  tags: string[];
  stockTags?: string[];
  cover: Cover | null;
  publishedAt: string;
  /** Defaults to publishedAt. */
  updatedAt?: string;
  totalViews: number;
  price?: number;
  priceOnlyInCatalogue?: boolean;
  status?: ArticleSeed['status'];
  visibility?: ArticleSeed['visibility'];
  version?: number;
  history?: ArticleSeed['history'];
}

/** Fills the defaults of a built-in article: free, published, public, version 1. */
export const article = (a: ArticleInput): ArticleSeed => ({
  stockTags: [],
  price: 0,
  priceOnlyInCatalogue: false,
  status: 'published',
  visibility: 'public',
  version: 1,
  history: [],
  updatedAt: a.publishedAt,
  ...a,
});
