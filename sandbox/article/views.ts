import type { ArticleRecord, AuthorSeed } from '../content/index.ts';
import type { VersionSeed } from '../content/schema.ts';

/**
 * The JSON the article service answers (documented in docs/decisions/006-sandbox-articles.md;
 * src/lib/upstream/article/schemas.ts is the contract). Site-relative /static/ paths become
 * absolute URLs here, once, so the app can use them directly.
 */
export type Status = ArticleRecord['status'];

export const absoluteUrl = (publicUrl: string, path: string): string => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** Rewrites src="/static/…" and href="/static/…" in author HTML; everything else is left exactly as written. */
export const absolutiseHtml = (publicUrl: string, html: string): string => html.replace(/(\s(?:src|href)=")\/static\//gi, `$1${publicUrl.replace(/\/+$/, '')}/static/`);

export function articleSummary(publicUrl: string, a: ArticleRecord, status: Status) {
  return {
    articleId: a.id,
    authorId: a.authorId,
    version: a.version,
    title: a.title,
    summary: a.summary,
    cover: a.cover ? { url: absoluteUrl(publicUrl, a.cover.path), width: a.cover.width, height: a.cover.height, alt: a.cover.alt } : null,
    categoryTags: a.categoryTags,
    tags: a.tags,
    stockTags: a.stockTags,
    isPaid: a.price > 0,
    price: a.price,
    status,
    visibility: a.visibility,
    totalViews: a.totalViews,
    publishedAt: a.publishedAt,
    updatedAt: a.updatedAt,
  };
}

export interface ReadAccess {
  /** The caller may read the whole body (free, unlocked, or written by an author they write for). */
  fullContent: boolean;
  /** The caller may edit for the article's author. */
  canEdit: boolean;
}

/**
 * The detail of an article. `view: 'reader'` is GET /api/Article/{id}: there an article priced only in
 * the product catalogue answers `price: null` (the app then asks POST /api/Product/Products); the
 * author-side view always carries the price.
 */
export function articleDetail(publicUrl: string, a: ArticleRecord, status: Status, access: ReadAccess, view: 'reader' | 'author' = 'author') {
  const summary = articleSummary(publicUrl, a, status);
  return {
    ...summary,
    price: view === 'reader' && a.priceOnlyInCatalogue ? null : summary.price,
    teaser: absolutiseHtml(publicUrl, a.teaser),
    content: access.fullContent ? absolutiseHtml(publicUrl, a.body) : null,
    /** A paid article whose whole body this caller may read; always false for free articles. */
    isUnlocked: a.price > 0 && access.fullContent,
    canEdit: access.canEdit,
  };
}

export function authorView(publicUrl: string, author: AuthorSeed, articleCount: number) {
  return {
    authorId: author.id,
    type: author.type,
    name: author.name,
    avatar: absoluteUrl(publicUrl, author.avatar),
    bio: author.bio,
    officialId: author.type === 'official' ? author.officialId : null,
    memberId: author.type === 'member' ? author.memberId : null,
    articleCount,
  };
}

/** The current version of an article and its history, newest first. */
export function versionsOf(a: ArticleRecord): (VersionSeed & { isCurrent: boolean })[] {
  return [{ version: a.version, title: a.title, body: a.body, updatedAt: a.updatedAt, note: '目前版本', isCurrent: true }, ...a.history.map((h) => ({ ...h, isCurrent: false }))].sort(
    (x, y) => y.version - x.version,
  );
}

export const versionSummary = (a: ArticleRecord, v: VersionSeed & { isCurrent: boolean }) => ({
  articleId: a.id,
  authorId: a.authorId,
  version: v.version,
  title: v.title,
  updatedAt: v.updatedAt,
  note: v.note,
  isCurrent: v.isCurrent,
});

export const versionDetail = (publicUrl: string, a: ArticleRecord, status: Status, v: VersionSeed & { isCurrent: boolean }) => ({
  ...versionSummary(a, v),
  status,
  content: absolutiseHtml(publicUrl, v.body),
});
