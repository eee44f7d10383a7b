import { css, cx } from 'styled-system/css';
import { isBadRequest, loadPageFromCursor } from '@/lib/articles/cursor';
import { getUpstreamContext } from '@/lib/server/request-context';
import type { Ownership } from '@/lib/upstream/article';
import { EmptyState } from '@/components/ui/EmptyState';
import { skeletonBarClass } from '@/components/ui/data-table-styles';
import { srOnly } from '@/components/ui/Skeleton';
import { CursorResetNotice, FirstPageLink, feedStackClass } from '../list/feed-parts';
import { LOAD_MORE_SLOT_CLASS } from '../list/load-more-style';
import { FEED_PAGE_SIZE } from '../list/feed-source';
import { fetchMinePage } from './mine-page';
import { minePath } from './mine-query';
import { MineRows } from './MineRows';
import { MINE_HEADER_HEIGHT, MINE_ROW_HEIGHT, mineScrollClass, mineTableClass, rowCellClass } from './mine-styles';
import { MineTableShell } from './MineTableShell';

/** Room the table takes while it loads or when it cannot: the header, a page of rows, the 載入更多 slot. */
export const MINE_TABLE_HEIGHT = MINE_HEADER_HEIGHT + FEED_PAGE_SIZE * MINE_ROW_HEIGHT;

export const NO_ARTICLES_TEXT = '這位作者還沒有任何文章。';

function MineHead() {
  return (
    <thead>
      <tr>
        <th scope="col">標題</th>
        <th scope="col">狀態</th>
        <th scope="col">公開</th>
        <th scope="col">版本</th>
        <th scope="col">更新時間</th>
        <th scope="col">瀏覽數</th>
        <th scope="col">價格</th>
        <th scope="col">
          <span className={srOnly}>操作</span>
        </th>
      </tr>
    </thead>
  );
}

/**
 * One author's articles in every status (wrap it in <Suspense fallback={<MineTableSkeleton />}>):
 * a refused cursor gives the first page with a notice, an outage the error state. Never throws.
 */
export async function MineTable({ authorId, authorName, cursor, cursorRejected }: { authorId: number; authorName: string; cursor: string | null; cursorRejected: boolean }) {
  let page: Ownership;
  let cursorReset: boolean;
  try {
    ({ page, cursorReset } = await loadPageFromCursor((startCursor) => fetchMinePage(getUpstreamContext(), authorId, startCursor), cursor));
  } catch (err) {
    if (!isBadRequest(err)) console.error('[my articles]', authorId, err);
    return <EmptyState kind="error" text="文章列表暫時無法載入，請稍後再試。" minHeight={MINE_TABLE_HEIGHT} />;
  }
  // The author came from the member's own AuthorizedAuthors, so this only happens if the two disagree.
  if (!page.isOwner) return <EmptyState kind="noResult" text="你沒有管理這位作者文章的權限。" minHeight={MINE_TABLE_HEIGHT} />;
  const onLaterPage = cursor !== null && !cursorReset;
  const firstPage = minePath(authorId);

  if (page.articles.length === 0) {
    return (
      <div className={feedStackClass} data-testid="mine-empty">
        <EmptyState kind="noResult" text={onLaterPage ? '沒有更多文章了。' : NO_ARTICLES_TEXT} minHeight={MINE_TABLE_HEIGHT} />
        {onLaterPage && <FirstPageLink href={firstPage} />}
      </div>
    );
  }

  return (
    <div className={feedStackClass}>
      {(cursorRejected || cursorReset) && <CursorResetNotice />}
      {onLaterPage && <FirstPageLink href={firstPage} />}
      <p className={totalClass} data-testid="mine-total">
        共 {page.total} 篇（含草稿與已刪除）
      </p>
      <MineTableShell authorId={authorId} authorName={authorName} head={<MineHead />} first={<MineRows articles={page.articles} />} cursor={page.nextCursor} />
    </div>
  );
}

/** The table's shape while it streams in: the same header, row heights and 載入更多 slot. */
export function MineTableSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="mine-skeleton" className={feedStackClass}>
      <span className={srOnly}>載入文章列表…</span>
      <p className={cx(totalClass, skeletonBarClass)} style={{ width: 160 }} aria-hidden="true" />
      <div className={mineScrollClass} aria-hidden="true">
        <table className={mineTableClass}>
          <MineHead />
          <tbody>
            {Array.from({ length: FEED_PAGE_SIZE }, (_, index) => (
              <tr key={index} className={rowCellClass}>
                <th scope="row">
                  <span className={skeletonBarClass} style={{ width: '9em', height: 16 }} />
                </th>
                {Array.from({ length: 7 }, (__, cell) => (
                  <td key={cell}>
                    <span className={skeletonBarClass} style={{ width: 48, height: 14, marginLeft: 'auto' }} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={LOAD_MORE_SLOT_CLASS} />
    </div>
  );
}

const totalClass = css({ m: 0, h: '20px', fontSize: '13px', color: 'muted' });
