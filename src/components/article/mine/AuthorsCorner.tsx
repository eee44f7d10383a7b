import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getAuthorizedAuthors } from '@/lib/upstream/article';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { focusRing, pill } from '@/components/ui/control-styles';
import { Skeleton } from '@/components/ui/Skeleton';
import { chooseAuthor, type MineQuery, minePath } from './mine-query';
import { MINE_TABLE_HEIGHT, MineTable, MineTableSkeleton } from './MineTable';

export const NO_AUTHORS_TEXT = '你目前沒有可管理的作者';
const PICKER_HEIGHT = 40;

/**
 * 我的文章's body (wrap it in <Suspense fallback={<AuthorsCornerSkeleton />}>): the authors the
 * member may act for (GET /api/Writer/AuthorizedAuthors: an authorised author's, a writer's own,
 * every author for an admin), one of them chosen, and that author's articles in every status.
 * `?authorId=` naming an author that is not theirs shows their first author instead, with a note.
 */
export async function AuthorsCorner({ query }: { query: MineQuery }) {
  const authors = await loadSectionData(() => getAuthorizedAuthors(getUpstreamContext()), '[my articles] authorised authors');
  if (authors === null) return <EmptyState kind="error" text="作者資料暫時無法載入，請稍後再試。" minHeight={PICKER_HEIGHT + MINE_TABLE_HEIGHT} />;
  const chosen = chooseAuthor(
    authors.map((author) => author.authorId),
    query,
  );
  if (!chosen) {
    return (
      <div data-testid="mine-no-authors">
        <EmptyState kind="noResult" text={`${NO_AUTHORS_TEXT}。成為授權作者後，你的文章會列在這裡。`} minHeight={360} />
      </div>
    );
  }
  const author = authors.find((a) => a.authorId === chosen.authorId);
  const name = author?.name ?? '作者';
  // A cursor belongs to the author it was handed out for: a fallback starts at the first page.
  const cursor = chosen.fellBack ? null : query.cursor.cursor;
  return (
    <div className={stackClass}>
      <nav aria-label="選擇作者" className={pickerClass} data-testid="mine-authors">
        {authors.map((a) => (
          <a key={a.authorId} href={minePath(a.authorId)} className={pickerLinkClass} aria-current={a.authorId === chosen.authorId ? 'page' : undefined} data-author-id={a.authorId}>
            {a.name}
          </a>
        ))}
      </nav>
      {chosen.fellBack && (
        <p className={noticeClass} role="status" data-testid="mine-author-notice">
          找不到你要的作者，或你沒有管理這位作者的權限；以下顯示「{name}」的文章。
        </p>
      )}
      <h2 className={headingClass} data-testid="mine-author-name">
        {name}的文章
      </h2>
      <Suspense key={`${chosen.authorId}:${cursor ?? ''}`} fallback={<MineTableSkeleton />}>
        <MineTable authorId={chosen.authorId} authorName={name} cursor={cursor} cursorRejected={!chosen.fellBack && query.cursor.rejected} />
      </Suspense>
    </div>
  );
}

export function AuthorsCornerSkeleton() {
  return (
    <div className={stackClass}>
      <Skeleton height={PICKER_HEIGHT} label="載入作者…" />
      <MineTableSkeleton />
    </div>
  );
}

const stackClass = css({ display: 'grid', gap: '3', minW: 0 });
const pickerClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', minH: `${PICKER_HEIGHT}px`, alignItems: 'center' });
const pickerLinkClass = css(pill.raw({ tone: 'outline', selectable: true }), focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '36px',
  px: '4',
  fontSize: '14px',
  fontWeight: 600,
  _hover: { color: 'brand' },
});
const noticeClass = css({ m: 0, px: '3', py: '2', borderRadius: 'md', bg: 'yellowTint', color: 'yellowText', fontSize: '14px' });
const headingClass = css({ m: 0, fontSize: '18px', fontWeight: 700 });
