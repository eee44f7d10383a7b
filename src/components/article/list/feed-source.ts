import * as v from 'valibot';
import { MAX_KEYWORD_LENGTH, normaliseKeyword } from '@/lib/articles/search-params';
import { type AuthorView, resolveAuthors } from '@/lib/articles/authors';
import { type ArticlePage, type ArticleSummary, getRecentSummary, searchArticles, searchArticlesByTags } from '@/lib/upstream/article';
import { ORDER_TYPES, SEARCH_TYPES } from '@/lib/upstream/article/schemas';
import type { UpstreamContext } from '@/lib/upstream/http';

/**
 * What a list shows, as plain data: the page renders it on the server, and the "load more" button
 * sends it back to the server function for the next page. Coming back from the browser it is
 * untrusted, so it is parsed with the same bounds the article service enforces (decision 006).
 */
const Tag = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(50));
const Keyword = v.pipe(v.string(), v.transform(normaliseKeyword), v.nonEmpty(), v.maxLength(MAX_KEYWORD_LENGTH));
const AuthorId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));

export const FeedSourceSchema = v.variant('kind', [
  /** /article: the newest articles (Recent/Summary, ordered by updatedAt). */
  v.strictObject({ kind: v.literal('recent') }),
  /** /category, /tag, /author: Search/Tags with these tags (any of them), optionally one author's only. */
  v.pipe(
    v.strictObject({ kind: v.literal('tags'), tags: v.pipe(v.array(Tag), v.maxLength(20)), authorId: v.optional(AuthorId) }),
    v.check((source) => source.tags.length > 0 || source.authorId !== undefined, 'a tag list needs a tag or an author'),
  ),
  /** /search/{keyword}. */
  v.strictObject({ kind: v.literal('search'), keywords: Keyword, searchType: v.picklist(SEARCH_TYPES), orderType: v.picklist(ORDER_TYPES) }),
]);

export type FeedSource = v.InferOutput<typeof FeedSourceSchema>;

/** A source from the browser, or null when it is not one this site would send. */
export function parseFeedSource(input: unknown): FeedSource | null {
  const result = v.safeParse(FeedSourceSchema, input);
  return result.success ? result.output : null;
}

/** Lists fetch 10 at a time. */
export const FEED_PAGE_SIZE = 10;

/** One page of a source, starting at `cursor` (null: the first page). */
export async function fetchFeedPage(ctx: UpstreamContext, source: FeedSource, cursor: string | null): Promise<ArticlePage> {
  switch (source.kind) {
    case 'recent':
      return await getRecentSummary(ctx, { fetch: FEED_PAGE_SIZE, startCursor: cursor });
    case 'tags':
      return await searchArticlesByTags(ctx, {
        tags: source.tags,
        startCursor: cursor,
        fetch: FEED_PAGE_SIZE,
        ...(source.authorId !== undefined ? { filters: { authorIds: [source.authorId] } } : {}),
      });
    case 'search':
      return await searchArticles(ctx, { keywords: source.keywords, searchType: source.searchType, orderType: source.orderType, startCursor: cursor, fetch: FEED_PAGE_SIZE });
  }
}

/**
 * The authors of a page of articles, batched (resolveAuthors: no N+1). The articles themselves
 * have arrived, so a failure here costs only the names: the list shows 「作者」 instead.
 */
export async function authorsFor(ctx: UpstreamContext, articles: readonly ArticleSummary[]): Promise<Map<number, AuthorView>> {
  try {
    return await resolveAuthors(
      ctx,
      articles.map((article) => article.authorId),
    );
  } catch (err) {
    console.warn('[article list] authors lookup failed:', (err as Error).message);
    return new Map();
  }
}
