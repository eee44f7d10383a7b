import { css } from 'styled-system/css';
import { type CursorParam, loadPageFromCursor } from '@/lib/articles/cursor';
import { formatInteger } from '@/lib/format/numbers';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getArticleVersions } from '@/lib/upstream/article';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { CursorResetNotice } from '../list/feed-parts';
import { LoadMore } from '../list/LoadMore';
import { endNoteClass, LOAD_MORE_SLOT_CLASS } from '../list/load-more-style';
import { previewHref, type PreviewRef, VERSIONS_SECTION_ID } from './preview-links';
import { VERSION_ROW_HEIGHT, VersionItems } from './VersionItems';
import { stackClass, TOTAL_LINE_HEIGHT, totalClass } from './versions-styles';

/** The height of the states that replace the list (its skeleton with a few rows). */
export const VERSIONS_EMPTY_HEIGHT = TOTAL_LINE_HEIGHT + 3 * VERSION_ROW_HEIGHT + 64;

/**
 * The article's versions (wrap it in <Suspense fallback={<VersionsSkeleton/>}>): 20 a page,
 * newest first, 「載入更多」 appending the next page in place (a plain `?cursor=` link without
 * JavaScript, landing on this section). Only rendered on a preview the guard allowed; the versions
 * call carries the owner's token, and the service checks it again. A refused cursor starts again
 * from the first page and says so; an outage is an error state. Never throws.
 */
export async function VersionsList({ article, shownVersion, cursor }: { article: PreviewRef; shownVersion: number | null; cursor: CursorParam }) {
  const ctx = getUpstreamContext();
  const loaded = await loadSectionData(() => loadPageFromCursor((startCursor) => getArticleVersions(ctx, { ...article, startCursor }), cursor.cursor), '[preview versions]', article);
  if (loaded === null) return <EmptyState kind="error" text="版本紀錄暫時無法載入，請稍後再試。" minHeight={VERSIONS_EMPTY_HEIGHT} />;
  const { page, cursorReset } = loaded;
  const here = previewHref(article, shownVersion);
  const onLaterPage = cursor.cursor !== null && !cursorReset;
  const firstPage = onLaterPage && (
    <a href={`${here}#${VERSIONS_SECTION_ID}`} className={linkClass} data-testid="versions-first-page">
      ← 回到最新的版本
    </a>
  );

  if (page.versions.length === 0) {
    return (
      <div className={stackClass} data-testid="versions">
        <EmptyState kind="noResult" text={onLaterPage ? '沒有更多版本了。' : '這篇文章還沒有儲存過的版本。'} minHeight={VERSIONS_EMPTY_HEIGHT} />
        {firstPage}
      </div>
    );
  }
  return (
    <div className={stackClass} data-testid="versions">
      {(cursor.rejected || cursorReset) && <CursorResetNotice />}
      <p className={totalClass} data-testid="versions-total">
        共 {formatInteger(page.total)} 個版本，最新的在最前面
      </p>
      {firstPage}
      <VersionItems versions={page.versions} article={article} shownVersion={shownVersion} />
      {page.nextCursor !== null ? (
        <LoadMore key={page.nextCursor} list={{ kind: 'versions', list: { ...article, shownVersion } }} cursor={page.nextCursor} hrefBase={here} fragment={`#${VERSIONS_SECTION_ID}`} />
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

const linkClass = css({ justifySelf: 'start', fontSize: '14px', color: 'brand', _hover: { textDecoration: 'underline' } });
