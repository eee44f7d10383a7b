import { POLICIES } from '../../cache-policy';
import { upstreamRequest, type UpstreamContext } from '../../http';
import { ArticlePageSchema, type ArticlePage, type OrderType, type SearchType } from '../schemas';
import { ARTICLE_DEFAULTS } from './shared';

/** Article searches: by keywords, and by tags (the listings of categories, tags and author pages). */

export interface SearchQuery {
  keywords: string;
  searchType?: SearchType | undefined;
  orderType?: OrderType | undefined;
  startCursor?: string | null | undefined;
  fetch?: number | undefined;
}

/** What every search pages by: the order and cursor go in the body, the page size in the query. */
type SearchPaging = Pick<SearchQuery, 'orderType' | 'startCursor' | 'fetch'>;

/** POST to a search endpoint: `criteria` plus the paging (order updatedAt, first page, 10 by default). */
async function searchPage(ctx: UpstreamContext, path: string, paging: SearchPaging, criteria: Record<string, unknown>): Promise<ArticlePage> {
  return await upstreamRequest(ctx, {
    service: 'article',
    method: 'POST',
    path,
    cache: POLICIES.articleSearch,
    query: { fetch: paging.fetch ?? ARTICLE_DEFAULTS.fetch },
    json: { ...criteria, orderType: paging.orderType ?? ARTICLE_DEFAULTS.orderType, startCursor: paging.startCursor ?? null },
    schema: ArticlePageSchema,
  });
}

/** POST /api/Article/Search (search type defaults to tags, order to updatedAt). */
export async function searchArticles(ctx: UpstreamContext, query: SearchQuery): Promise<ArticlePage> {
  return await searchPage(ctx, '/api/Article/Search', query, { searchType: query.searchType ?? ARTICLE_DEFAULTS.searchType, keywords: query.keywords });
}

export interface TagSearchQuery {
  /** Any of these tags; may be empty when a filter narrows the list (e.g. an author's page). */
  tags: readonly string[];
  orderType?: OrderType | undefined;
  startCursor?: string | null | undefined;
  filters?: { authorIds?: readonly number[]; stockTags?: readonly string[]; isPaid?: boolean } | undefined;
  fetch?: number | undefined;
}

/** POST /api/Article/Search/Tags: the listing behind categories, tags and author pages. */
export async function searchArticlesByTags(ctx: UpstreamContext, query: TagSearchQuery): Promise<ArticlePage> {
  return await searchPage(ctx, '/api/Article/Search/Tags', query, { tags: query.tags, filters: query.filters ?? {} });
}
