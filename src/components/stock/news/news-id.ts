import { percentDecoded } from '@/lib/http/percent-decode';
import { stockPath } from '@/lib/stock/tabs';

/**
 * A news item's id in the detail URL (/stock/{id}/news/{newsId}): the business service's own id,
 * which this site only links when it is a short run of URL-safe characters. Anything else a reader
 * could type (markup, slashes, 5,000 characters) is not an id, and is answered 404 without asking
 * the service.
 */
const NEWS_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const isWellFormedNewsId = (value: unknown): value is string => typeof value === 'string' && NEWS_ID.test(value);

/** The id a URL segment names, or null (Waku may hand the segment over still percent-encoded). */
export function parseNewsIdSegment(raw: string): string | null {
  const decoded = percentDecoded(raw);
  return isWellFormedNewsId(decoded) ? decoded : null;
}

/** The path below the news tab that shows one item: "/NVDA-20261120-0". */
export const newsDetailTail = (newsId: string): string => `/${encodeURIComponent(newsId)}`;

/** The page of one news item: "/stock/.GSPC/news/idx-GSPC-20261120-0". */
export const newsArticleHref = (stockId: string, newsId: string): string => `${stockPath(stockId, 'news')}${newsDetailTail(newsId)}`;
