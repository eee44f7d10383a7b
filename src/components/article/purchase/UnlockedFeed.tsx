import { css } from 'styled-system/css';
import { type CursorParam, isBadRequest, loadPageFromCursor } from '@/lib/articles/cursor';
import { getUpstreamContext } from '@/lib/server/request-context';
import type { UnlockedPage } from '@/lib/upstream/article';
import { EmptyState } from '@/components/ui/EmptyState';
import { ArticleItems } from '../list/ArticleItems';
import { authorsFor } from '../list/feed-source';
import { CursorResetNotice, FEED_EMPTY_HEIGHT, FirstPageLink, feedStackClass, ListEndSlot, NoMoreArticles } from '../list/feed-parts';
import { LoadMore } from '../list/LoadMore';
import { PURCHASE_PATH } from './purchase-path';
import { fetchUnlockedPage } from './unlocked-page';

/** What the page says when the member has not unlocked anything yet. */
export const NO_UNLOCKED_TEXT = '你還沒有解鎖任何文章。付費文章以 pCoin 解鎖後，會列在這裡。';

/**
 * The signed-in member's unlocked articles (wrap it in <Suspense fallback={<ArticleListSkeleton/>}>),
 * with the same rows, cursor paging and states as ArticleFeed: a refused cursor gives the first page
 * with a notice, an outage the error state. Never throws.
 */
export async function UnlockedFeed({ cursor }: { cursor: CursorParam }) {
  const ctx = getUpstreamContext();
  let page: UnlockedPage;
  let cursorReset: boolean;
  try {
    ({ page, cursorReset } = await loadPageFromCursor((startCursor) => fetchUnlockedPage(ctx, startCursor), cursor.cursor));
  } catch (err) {
    if (isBadRequest(err)) return <EmptyState kind="noResult" text={NO_UNLOCKED_TEXT} minHeight={FEED_EMPTY_HEIGHT} />;
    console.error('[unlocked list]', err);
    return <EmptyState kind="error" text="已解鎖文章暫時無法載入，請稍後再試。" minHeight={FEED_EMPTY_HEIGHT} />;
  }
  const onLaterPage = cursor.cursor !== null && !cursorReset;

  if (page.articles.length === 0) {
    return onLaterPage ? (
      <NoMoreArticles firstHref={PURCHASE_PATH} />
    ) : (
      <div className={feedStackClass} data-testid="unlocked-empty">
        <EmptyState kind="noResult" text={NO_UNLOCKED_TEXT} minHeight={FEED_EMPTY_HEIGHT} />
        <a href="/article" className={linkClass}>
          瀏覽最新文章 →
        </a>
      </div>
    );
  }

  const authors = await authorsFor(ctx, page.articles);
  return (
    <div className={feedStackClass}>
      {(cursor.rejected || cursorReset) && <CursorResetNotice />}
      {onLaterPage && <FirstPageLink href={PURCHASE_PATH} />}
      <ArticleItems articles={page.articles} authors={authors} />
      {page.nextCursor !== null ? <LoadMore key={page.nextCursor} list={{ kind: 'unlocked' }} cursor={page.nextCursor} hrefBase={PURCHASE_PATH} /> : <ListEndSlot />}
    </div>
  );
}

const linkClass = css({ justifySelf: 'start', fontSize: '14px', color: 'brand', _hover: { textDecoration: 'underline' } });
