import type { Hono } from 'hono';
import * as v from 'valibot';
import type { ArticleRecord } from '../../content/index.ts';
import { SandboxHttpError } from '../../http-errors.ts';
import { paginate } from '../cursor.ts';
import type { RouteDeps } from '../deps.ts';
import { fetchParam, IdInput, readBody, readQuery } from '../http.ts';
import { ORDER_TYPES, type OrderType, sortKeyOf } from '../library.ts';
import { articleSummary } from '../views.ts';

/** The fields a search can look in; the default is tags. */
export const SEARCH_TYPES = ['tags', 'stockTags', 'title', 'content'] as const;
export const MAX_KEYWORDS_LENGTH = 200;

const OrderType = v.optional(v.picklist(ORDER_TYPES, `orderType must be one of ${ORDER_TYPES.join(', ')}`), 'updatedAt');
const StartCursor = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500, 'startCursor is too long'))));
const FetchQuery = v.object({ fetch: fetchParam(10) });

const SearchBody = v.object({
  searchType: v.optional(v.picklist(SEARCH_TYPES, `searchType must be one of ${SEARCH_TYPES.join(', ')}`), 'tags'),
  keywords: v.pipe(
    v.string('keywords must be a string'),
    v.maxLength(MAX_KEYWORDS_LENGTH, `keywords must be at most ${MAX_KEYWORDS_LENGTH} characters`),
    v.trim(),
    v.nonEmpty('keywords must not be empty'),
  ),
  orderType: OrderType,
  startCursor: StartCursor,
});

const TagsBody = v.object({
  /** Empty means "any tag", so filters alone can list e.g. an author's articles. */
  tags: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(50)), 'tags must be an array of strings'), v.maxLength(20, 'at most 20 tags')),
  orderType: OrderType,
  startCursor: StartCursor,
  filters: v.optional(
    v.object({
      authorIds: v.optional(v.pipe(v.array(IdInput), v.maxLength(100))),
      stockTags: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(50))),
      isPaid: v.optional(v.boolean('filters.isPaid must be true or false')),
    }),
    {},
  ),
});

const lower = (s: string) => s.toLowerCase();
/** Index symbols are written with '.' in URLs and '#' in data. */
const normaliseTicker = (s: string) => s.toUpperCase().replace(/^\./, '#');

/** Whether one keyword matches an article in the given field. Keywords are plain text, never patterns. */
function matches(a: ArticleRecord, field: (typeof SEARCH_TYPES)[number], word: string): boolean {
  switch (field) {
    case 'tags':
      return [...a.categoryTags, ...a.tags].some((t) => lower(t).includes(word));
    case 'stockTags':
      return a.stockTags.some((t) => t.includes(normaliseTicker(word)));
    case 'title':
      return lower(a.title).includes(word);
    case 'content':
      return a.contentText.includes(word);
  }
}

/** Article search (POST /api/Article/Search) and the tag listing behind categories and tags (POST /api/Article/Search/Tags). */
export function registerSearchRoutes(app: Hono, deps: RouteDeps): void {
  const { library, publicUrl } = deps;

  const answer = (items: ArticleRecord[], order: OrderType, fetch: number, startCursor: string | null | undefined) => {
    const page = paginate(items, { order, keyOf: sortKeyOf(order), idOf: (a) => a.id, fetch, startCursor: startCursor ?? undefined });
    return { articles: page.items.map((a) => articleSummary(publicUrl, a, 'published')), nextCursor: page.nextCursor, total: page.total };
  };

  app.post('/api/Article/Search', async (c) => {
    const { fetch } = readQuery(c, FetchQuery);
    const body = await readBody(c, SearchBody);
    // Every whitespace-separated word must match (AND); at most 10 words are considered.
    const words = lower(body.keywords).split(/\s+/).filter(Boolean).slice(0, 10);
    const found = (await library.published()).filter((a) => words.every((w) => matches(a, body.searchType, w)));
    return c.json(answer(found, body.orderType, fetch, body.startCursor));
  });

  app.post('/api/Article/Search/Tags', async (c) => {
    const { fetch } = readQuery(c, FetchQuery);
    const body = await readBody(c, TagsBody);
    const { authorIds, stockTags, isPaid } = body.filters;
    if (body.tags.length === 0 && !authorIds && !stockTags && isPaid === undefined) {
      throw new SandboxHttpError(400, 'invalidBody', 'give at least one tag or one filter');
    }
    const wanted = new Set(body.tags.map(lower));
    const tickers = stockTags?.map(normaliseTicker);
    const found = (await library.published()).filter(
      (a) =>
        (wanted.size === 0 || [...a.categoryTags, ...a.tags].some((t) => wanted.has(lower(t)))) &&
        (!authorIds || authorIds.includes(a.authorId)) &&
        (!tickers || a.stockTags.some((t) => tickers.includes(t))) &&
        (isPaid === undefined || a.price > 0 === isPaid),
    );
    return c.json(answer(found, body.orderType, fetch, body.startCursor));
  });
}
