import { formatDateTime } from '@/lib/format/dates';
import { formatInteger, formatPCoinAmount } from '@/lib/format/numbers';
import type { ArticleSummary, ContentStatus } from '@/lib/upstream/article';

/**
 * One row of 我的文章, as plain text the browser can hold (the row is a client component: it turns
 * into 已刪除 in place after a deletion). Numbers and dates are formatted here, on the server, so no
 * formatter ships to the browser.
 */
export interface MineRowData {
  articleId: number;
  authorId: number;
  title: string;
  status: ContentStatus;
  visibility: ArticleSummary['visibility'];
  version: number;
  updatedAt: string;
  updatedText: string;
  viewsText: string;
  priceText: string;
}

export const FREE_LABEL = '免費';

export function mineRowOf(article: ArticleSummary): MineRowData {
  return {
    articleId: article.articleId,
    authorId: article.authorId,
    title: article.title,
    status: article.status,
    visibility: article.visibility,
    version: article.version,
    updatedAt: article.updatedAt,
    updatedText: formatDateTime(article.updatedAt),
    viewsText: formatInteger(article.totalViews),
    priceText: article.price > 0 ? formatPCoinAmount(article.price) : FREE_LABEL,
  };
}

/** The preview of any article that is not deleted (a deleted one has no preview: it is a 404 there too). */
export const previewHref = (row: Pick<MineRowData, 'articleId' | 'authorId'>): string =>
  `/article/preview?${new URLSearchParams({ articleId: String(row.articleId), authorId: String(row.authorId) }).toString()}`;

/** Readers' page: only a published article has one. */
export const publicHref = (row: Pick<MineRowData, 'articleId' | 'status'>): string | null => (row.status === 'published' ? `/article/${row.articleId}` : null);
