import { css } from 'styled-system/css';
import { type CursorParam, isBadRequest, loadPageFromCursor, withCursor } from '../../../lib/articles/cursor';
import { getUpstreamContext } from '../../../lib/server/request-context';
import type { UnlockedPage } from '../../../lib/upstream/article';
import { EmptyState } from '../../ui/EmptyState';
import { FEED_EMPTY_HEIGHT } from '../list/ArticleFeed';
import { ArticleItems } from '../list/ArticleItems';
import { authorsFor } from '../list/feed-source';
import { endNoteClass, LOAD_MORE_SLOT_CLASS } from '../list/load-more-style';
import { UnlockedLoadMore } from './UnlockedLoadMore';
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
      <div className={stackClass}>
        <EmptyState kind="noResult" text="沒有更多文章了。" minHeight={FEED_EMPTY_HEIGHT} />
        <FirstPageLink />
      </div>
    ) : (
      <div className={stackClass} data-testid="unlocked-empty">
        <EmptyState kind="noResult" text={NO_UNLOCKED_TEXT} minHeight={FEED_EMPTY_HEIGHT} />
        <a href="/article" className={linkClass}>
          瀏覽最新文章 →
        </a>
      </div>
    );
  }

  const authors = await authorsFor(ctx, page.articles);
  return (
    <div className={stackClass}>
      {(cursor.rejected || cursorReset) && (
        <p className={noticeClass} role="status" data-testid="cursor-notice">
          這個分頁連結已失效，以下從第一頁開始顯示。
        </p>
      )}
      {onLaterPage && <FirstPageLink />}
      <ArticleItems articles={page.articles} authors={authors} />
      {page.nextCursor !== null ? (
        <UnlockedLoadMore key={page.nextCursor} cursor={page.nextCursor} />
      ) : (
        <div className={LOAD_MORE_SLOT_CLASS}>
          <p className={endNoteClass} data-testid="list-end">
            已經到底了
          </p>
        </div>
      )}
    </div>
  );
}

function FirstPageLink() {
  return (
    <a href={withCursor(PURCHASE_PATH, null)} className={linkClass} data-testid="first-page">
      ← 回到第一頁
    </a>
  );
}

const stackClass = css({ display: 'grid', gap: '3' });
const noticeClass = css({ m: 0, px: '3', py: '2', borderRadius: 'md', bg: '#fff8e6', color: '#8a5a00', fontSize: '14px' });
const linkClass = css({ justifySelf: 'start', fontSize: '14px', color: 'brand', _hover: { textDecoration: 'underline' } });
