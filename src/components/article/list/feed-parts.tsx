import { css } from 'styled-system/css';
import { withCursor } from '@/lib/articles/cursor';
import { EmptyState } from '@/components/ui/EmptyState';
import { endNoteClass, LOAD_MORE_SLOT_CLASS } from './load-more-style';

/** Pieces every paged article list shows (ArticleFeed, the unlocked list): one look, one wording. */
export const feedStackClass = css({ display: 'grid', gap: '3' });

/** Height of a list's empty or error state: about four rows, so the footer does not jump up. */
export const FEED_EMPTY_HEIGHT = 360;

/** A later page with nothing on it (the list got shorter since its link was made): say so, and lead back to the first. */
export function NoMoreArticles({ firstHref }: { firstHref: string }) {
  return (
    <div className={feedStackClass}>
      <EmptyState kind="noResult" text="沒有更多文章了。" minHeight={FEED_EMPTY_HEIGHT} />
      <FirstPageLink href={firstHref} />
    </div>
  );
}

/** A `?cursor=` the upstream refused: the list starts again from its first page, and says so. */
export function CursorResetNotice() {
  return (
    <p className={noticeClass} role="status" data-testid="cursor-notice">
      這個分頁連結已失效，以下從第一頁開始顯示。
    </p>
  );
}

/** Back to the first page of a list opened on a later one. */
export function FirstPageLink({ href }: { href: string }) {
  return (
    <a href={withCursor(href, null)} className={firstPageClass} data-testid="first-page">
      ← 回到第一頁
    </a>
  );
}

/** The last page's note, where 「載入更多」 would be. */
export function ListEndNote() {
  return (
    <p className={endNoteClass} data-testid="list-end">
      已經到底了
    </p>
  );
}

/** A list that ends on its first page: the note in the slot 「載入更多」 would take (same height). */
export function ListEndSlot() {
  return (
    <div className={LOAD_MORE_SLOT_CLASS}>
      <ListEndNote />
    </div>
  );
}

const noticeClass = css({ m: 0, px: '3', py: '2', borderRadius: 'md', bg: 'yellowTint', color: 'yellowText', fontSize: '14px' });
const firstPageClass = css({ justifySelf: 'start', fontSize: '14px', color: 'brand', _hover: { textDecoration: 'underline' } });
