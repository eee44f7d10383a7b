import * as v from 'valibot';
import { FixtureError } from '../fixtures.ts';
import { OFFICIALS } from '../forum/officials.ts';
import { ACADEMY_ARTICLES } from './articles/academy.ts';
import { AUTHOR_ONE_ARTICLES } from './articles/author-one.ts';
import { COMPARISON_ARTICLES } from './articles/comparisons.ts';
import { CORNER_ARTICLES } from './articles/corner.ts';
import { ECONOMY_ARTICLES } from './articles/economy.ts';
import { FOCUS_ARTICLES } from './articles/focus.ts';
import { MARKET_ARTICLES } from './articles/market.ts';
import { EARNINGS_ARTICLES, NEWS_ARTICLES } from './articles/news.ts';
import { RESEARCH_ARTICLES } from './articles/research.ts';
import { BUILT_IN_AUTHORS } from './authors.ts';
import { MORE } from './html.ts';
import { type ArticleSeed, ArticleSeedSchema, type AuthorSeed, AuthorSeedSchema, describeIssues } from './schema.ts';

export { CATEGORY_TAGS, type ArticleSeed, type AuthorSeed } from './schema.ts';

/** An article with what the service derives from it once at start. */
export interface ArticleRecord extends ArticleSeed {
  /** HTML shown to readers who may not read the whole of a paid article. */
  teaser: string;
  /** Lower-cased plain text of title, summary and body, for `searchType: content`. */
  contentText: string;
}

/**
 * The article service's read-only data: built-in seeds plus SANDBOX_FIXTURES. Mutable state lives in
 * storage. The built-in seeds are the demo a visitor sees; hostile test content (XSS vectors, parser
 * traps) is only ever a fixture (fixtures/hostile.json).
 */
export interface Content {
  authors: ReadonlyMap<number, AuthorSeed>;
  articles: ReadonlyMap<number, ArticleRecord>;
}

export const BUILT_IN_ARTICLES: readonly ArticleSeed[] = [
  ...MARKET_ARTICLES,
  ...NEWS_ARTICLES,
  ...EARNINGS_ARTICLES,
  ...FOCUS_ARTICLES,
  ...RESEARCH_ARTICLES,
  ...ECONOMY_ARTICLES,
  ...ACADEMY_ARTICLES,
  ...AUTHOR_ONE_ARTICLES,
  ...COMPARISON_ARTICLES,
  ...CORNER_ARTICLES,
];

/** The teaser: what precedes `<!-- more -->`, else the first paragraph. */
export function teaserOf(html: string): string {
  const marker = html.indexOf(MORE);
  if (marker >= 0) return html.slice(0, marker).trim();
  return /<p[\s>][\s\S]*?<\/p>/i.exec(html)?.[0] ?? '';
}

/** Plain text for searching: tags removed, whitespace collapsed. Never rendered, so no decoding needed. */
export const plainText = (html: string): string =>
  html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const toRecord = (a: ArticleSeed): ArticleRecord => ({ ...a, teaser: teaserOf(a.body), contentText: `${a.title} ${a.summary} ${plainText(a.body)}`.toLowerCase() });

const fail = (message: string): never => {
  throw new FixtureError(`SANDBOX_FIXTURES: ${message}`);
};

/** Validates one list of raw entries; the error names the list, the index and the id when there is one. */
function parseEntries<T>(kind: 'articles' | 'authors', entries: unknown[], schema: v.GenericSchema<unknown, T>): T[] {
  return entries.map((entry, index) => {
    const result = v.safeParse(schema, entry);
    if (result.success) return result.output;
    const id = entry && typeof entry === 'object' && 'id' in entry ? ` (id ${JSON.stringify((entry as { id: unknown }).id)})` : '';
    return fail(`${kind}[${index}]${id}: ${describeIssues(result.issues)}`);
  });
}

/**
 * Built-in content plus the extra articles and authors of SANDBOX_FIXTURES, in the same shapes.
 * Throws a FixtureError naming the bad entry (schema, duplicate id, unknown author or official).
 */
export function loadContent(extra: { articles: unknown[]; authors: unknown[] }): Content {
  const extraAuthors = parseEntries('authors', extra.authors, AuthorSeedSchema);
  const extraArticles = parseEntries('articles', extra.articles, ArticleSeedSchema);

  const authors = new Map<number, AuthorSeed>();
  for (const [index, author] of [...BUILT_IN_AUTHORS, ...extraAuthors].entries()) {
    const where = index < BUILT_IN_AUTHORS.length ? 'built-in author' : `authors[${index - BUILT_IN_AUTHORS.length}]`;
    if (authors.has(author.id)) fail(`${where} (id ${author.id}): author id ${author.id} is already taken`);
    if (author.type === 'official' && !OFFICIALS.some((o) => o.id === author.officialId)) {
      fail(`${where} (id ${author.id}): officialId ${author.officialId} is not an official account (${OFFICIALS.map((o) => o.id).join(', ')})`);
    }
    authors.set(author.id, author);
  }

  const articles = new Map<number, ArticleRecord>();
  for (const [index, seed] of [...BUILT_IN_ARTICLES, ...extraArticles].entries()) {
    const where = index < BUILT_IN_ARTICLES.length ? 'built-in article' : `articles[${index - BUILT_IN_ARTICLES.length}]`;
    if (articles.has(seed.id)) fail(`${where} (id ${seed.id}): article id ${seed.id} is already taken`);
    if (!authors.has(seed.authorId)) fail(`${where} (id ${seed.id}): authorId ${seed.authorId} is not a known author`);
    articles.set(seed.id, toRecord(seed));
  }
  return { authors, articles };
}
