import * as v from 'valibot';

/**
 * The article service's answers (docs/decisions/006-sandbox-articles.md). These schemas are the
 * contract: the sandbox is tested against them, and the app only ever sees their output types.
 * Article HTML (`teaser`, `content`) is author-written and NOT sanitised here.
 */

// The enumerations live in a module without valibot, so the browser's search code can use them.
export { ORDER_TYPES, type OrderType, SEARCH_TYPES, type SearchType, type UnlockedOrderType } from './enumerations.ts';
export const UNLOCK_TYPES = ['bonusPoint'] as const;
export type UnlockType = (typeof UNLOCK_TYPES)[number];
export const CONTENT_STATUSES = ['published', 'draft', 'deleted'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const VISIBILITIES = ['private', 'public'] as const;

const Id = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Timestamp = v.pipe(v.string(), v.isoTimestamp());
const HttpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//));

export const CoverSchema = v.object({ url: HttpUrl, width: Count, height: Count, alt: v.string() });
export type Cover = v.InferOutput<typeof CoverSchema>;

/** Which version of whose article, and its title: the head of summaries and of version records. */
const versionHeadEntries = { articleId: Id, authorId: Id, version: Id, title: v.string() };

const summaryEntries = {
  ...versionHeadEntries,
  /** Plain text. */
  summary: v.string(),
  cover: v.nullable(CoverSchema),
  /** Tags that map to categories. */
  categoryTags: v.array(v.string()),
  tags: v.array(v.string()),
  /** Tickers; indices carry '#' (#GSPC). */
  stockTags: v.array(v.string()),
  isPaid: v.boolean(),
  /** pCoin; 0 for free articles. */
  price: Count,
  status: v.picklist(CONTENT_STATUSES),
  visibility: v.picklist(VISIBILITIES),
  totalViews: Count,
  publishedAt: Timestamp,
  updatedAt: Timestamp,
};

export const ArticleSummarySchema = v.object(summaryEntries);
export type ArticleSummary = v.InferOutput<typeof ArticleSummarySchema>;

/** A cursor-paged list of articles; pass `nextCursor` back as startCursor, null on the last page. */
const articlePage = <TArticle extends v.GenericSchema>(article: TArticle) => v.object({ articles: v.array(article), nextCursor: v.nullable(v.string()), total: Count });

export const ArticlePageSchema = articlePage(ArticleSummarySchema);
export type ArticlePage = v.InferOutput<typeof ArticlePageSchema>;

export const ArticleDetailSchema = v.object({
  ...summaryEntries,
  /**
   * pCoin. The reader's view may leave the price out (null or absent) when the product catalogue
   * holds it: read as 0, and a paid article (isPaid) priced 0 asks POST /api/Product/Products
   * (src/lib/articles/article-price.ts).
   */
  price: v.pipe(
    v.optional(v.nullable(Count), null),
    v.transform((price) => price ?? 0),
  ),
  /** HTML every reader may see (the start of a paid article). */
  teaser: v.string(),
  /** The whole HTML body, or null when the caller may not read it (paid and not unlocked). */
  content: v.nullable(v.string()),
  /** A paid article this caller may read in full (unlocked or owned); false for free articles. */
  isUnlocked: v.boolean(),
  /** The caller may edit for the article's author. */
  canEdit: v.boolean(),
});
export type ArticleDetail = v.InferOutput<typeof ArticleDetailSchema>;

/** GET /api/Article/{id}: the reader's view plus a page of the author's other articles. */
export const ArticleResponseSchema = v.object({ article: ArticleDetailSchema, moreFromAuthor: ArticlePageSchema });
export type ArticleResponse = v.InferOutput<typeof ArticleResponseSchema>;

export const UnlockedArticleSchema = v.object({ ...summaryEntries, unlockedAt: Timestamp, pricePaid: Count });
export type UnlockedArticle = v.InferOutput<typeof UnlockedArticleSchema>;
export const UnlockedPageSchema = articlePage(UnlockedArticleSchema);
export type UnlockedPage = v.InferOutput<typeof UnlockedPageSchema>;

export const ProductSchema = v.object({ unitId: Id, articleId: Id, authorId: Id, title: v.string(), price: Count, isPaid: v.boolean(), currency: v.literal('pCoin') });
export const ProductsResponseSchema = v.object({ authorId: Id, products: v.array(ProductSchema) });
export type ProductsResponse = v.InferOutput<typeof ProductsResponseSchema>;

/** POST …/BonusPoint: `charged` is false when the article was already unlocked (never charged twice). */
export const UnlockResultSchema = v.object({
  articleId: Id,
  authorId: Id,
  isUnlocked: v.literal(true),
  charged: v.boolean(),
  price: Count,
  /** pCoin left after the unlock. */
  balance: v.pipe(v.number(), v.integer()),
  unlockedAt: v.nullable(Timestamp),
});
export type UnlockResult = v.InferOutput<typeof UnlockResultSchema>;

/**
 * An author. `type` says where the app finds the person: `official` → forum officials by
 * officialId, `member` → profile members by memberId, `author` → this record only.
 */
export const AuthorSchema = v.object({
  authorId: Id,
  type: v.picklist(['author', 'official', 'member']),
  name: v.string(),
  avatar: HttpUrl,
  bio: v.string(),
  officialId: v.nullable(Id),
  memberId: v.nullable(Id),
  /** Published articles. */
  articleCount: Count,
});
export type Author = v.InferOutput<typeof AuthorSchema>;
export const AuthorsSchema = v.array(AuthorSchema);

/** GET /api/Role: role names (admin, writer…); [] for guests. */
export const RolesSchema = v.array(v.string());

/**
 * GET /api/Author/{id}/Ownership (decision 028): whether the caller may act for the author and, when
 * they may (an owner or an admin), a cursor-paged list of the author's articles in every status
 * (published, draft, deleted); empty for everyone else.
 */
export const OwnershipSchema = v.object({ authorId: Id, isOwner: v.boolean(), articles: v.array(ArticleSummarySchema), nextCursor: v.nullable(v.string()), total: Count });
export type Ownership = v.InferOutput<typeof OwnershipSchema>;

export const DeleteResultSchema = v.object({ articleId: Id, authorId: Id, status: v.literal('deleted') });
export type DeleteResult = v.InferOutput<typeof DeleteResultSchema>;

const versionEntries = {
  ...versionHeadEntries,
  updatedAt: Timestamp,
  /** What changed, in the author's words. */
  note: v.string(),
  isCurrent: v.boolean(),
};
export const ArticleVersionSummarySchema = v.object(versionEntries);
export type ArticleVersionSummary = v.InferOutput<typeof ArticleVersionSummarySchema>;

export const ArticleVersionSchema = v.object({ ...versionEntries, status: v.picklist(CONTENT_STATUSES), content: v.string() });
export type ArticleVersion = v.InferOutput<typeof ArticleVersionSchema>;

/** GET …/Versions: newest first; paged by `page` × `fetch`, or by startCursor when given. */
export const ArticleVersionPageSchema = v.object({ versions: v.array(ArticleVersionSummarySchema), nextCursor: v.nullable(v.string()), page: Count, fetch: Count, total: Count });
export type ArticleVersionPage = v.InferOutput<typeof ArticleVersionPageSchema>;
