import type { ReactNode } from 'react';
import { type CursorParam, isBadRequest, loadPageFromCursor, withCursor } from '@/lib/articles/cursor';
import { getUpstreamContext } from '@/lib/server/request-context';
import type { ArticlePage } from '@/lib/upstream/article';
import { EmptyState } from '@/components/ui/EmptyState';
import { ArticleItems } from './ArticleItems';
import { authorsFor, type FeedSource, fetchFeedPage } from './feed-source';
import { CursorResetNotice, FEED_EMPTY_HEIGHT, FirstPageLink, feedStackClass, ListEndSlot, NoMoreArticles } from './feed-parts';
import { LoadMore } from './LoadMore';

export interface ArticleFeedProps {
  source: FeedSource;
  /** The page's `?cursor=`, already checked (readCursorParam). */
  cursor: CursorParam;
  /** The page's own URL without a cursor ("/search/NVDA?type=stockTags"): load-more links add theirs. */
  hrefBase: string;
  /** What the noResult state says when the list is empty (text, or links to where the results are). */
  emptyText: ReactNode;
}

/**
 * A streamed list of articles (wrap it in <Suspense fallback={<ArticleListSkeleton/>}>): one page
 * from the article service, its authors in one batch, and "load more". Never throws: a tampered
 * cursor gives the first page with a notice, a refused request the noResult state, an outage the
 * error state — the rest of the page stays.
 */
export async function ArticleFeed({ source, cursor, hrefBase, emptyText }: ArticleFeedProps) {
  const ctx = getUpstreamContext();
  let page: ArticlePage;
  let cursorReset: boolean;
  try {
    ({ page, cursorReset } = await loadPageFromCursor((startCursor) => fetchFeedPage(ctx, source, startCursor), cursor.cursor));
  } catch (err) {
    if (isBadRequest(err)) return <EmptyState kind="noResult" text={emptyText} minHeight={FEED_EMPTY_HEIGHT} />;
    console.error('[article list]', source.kind, err);
    return <EmptyState kind="error" text="文章暫時無法載入，請稍後再試。" minHeight={FEED_EMPTY_HEIGHT} />;
  }
  const authors = await authorsFor(ctx, page.articles);
  const onLaterPage = cursor.cursor !== null && !cursorReset;
  const notice = cursor.rejected || cursorReset;

  if (page.articles.length === 0) {
    return onLaterPage ? <NoMoreArticles firstHref={hrefBase} /> : <EmptyState kind="noResult" text={emptyText} minHeight={FEED_EMPTY_HEIGHT} />;
  }

  return (
    <div className={feedStackClass}>
      {notice && <CursorResetNotice />}
      {onLaterPage && <FirstPageLink href={hrefBase} />}
      <ArticleItems articles={page.articles} authors={authors} />
      {page.nextCursor !== null ? (
        // Keyed by cursor: a new page render starts a fresh button, not the previous one's appended pages.
        <LoadMore key={page.nextCursor} list={{ kind: 'feed', source }} cursor={page.nextCursor} hrefBase={withCursor(hrefBase, null)} />
      ) : (
        <ListEndSlot />
      )}
    </div>
  );
}
