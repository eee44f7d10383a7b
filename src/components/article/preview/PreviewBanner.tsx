import { css } from 'styled-system/css';
import { STATUS_LABELS, visibilityLabel } from '@/lib/articles/article-labels';
import { formatDateTime } from '@/lib/format/dates';
import type { ArticleDetail } from '@/lib/upstream/article';
import { DeleteFromPreview } from '../mine/DeleteFromPreview';
import type { PreviewShown } from './preview-data';
import { VERSION_DIFF_ID, VERSIONS_SECTION_ID } from './preview-links';

const STATUS_NOTES: Record<ArticleDetail['status'], string> = {
  draft: '這是尚未公開的草稿預覽，讀者看不到這個頁面。',
  published: '這是作者端的預覽頁面，讀者看不到這個頁面；讀者看到的是公開的文章頁。',
  deleted: '這篇文章已刪除，讀者已經看不到；這個頁面只有作者看得到。',
};

/**
 * The unmissable strip above a preview: 「預覽模式」, the article's status and visibility as they are
 * now, its current version, and which version is shown below. First thing under the header, in the
 * warning colours no reader-facing block uses, so a screenshot of a draft is never taken for the real
 * page. Its last row holds the author's actions on the article.
 */
export function PreviewBanner({ current, shown }: { current: ArticleDetail; shown: PreviewShown }) {
  const version = shown.kind === 'version' ? shown.version : null;
  const showsOlderVersion = version !== null && !version.isCurrent;
  return (
    <aside className={bannerClass} role="note" aria-label="預覽模式" data-testid="preview-banner" data-status={current.status}>
      <div className={headClass}>
        <strong className={titleClass}>預覽模式</strong>
        <span className={badgeClass} data-testid="preview-status">
          {STATUS_LABELS[current.status]}
        </span>
        <span className={badgeClass} data-testid="preview-visibility">
          {visibilityLabel(current.status, current.visibility)}
        </span>
      </div>
      <p className={textClass}>{STATUS_NOTES[current.status]}</p>
      <dl className={factsClass}>
        <dt>目前版本</dt>
        <dd data-testid="preview-current-version">
          版本 {current.version}（更新時間 <time dateTime={current.updatedAt}>{formatDateTime(current.updatedAt)}</time>）
        </dd>
        <dt>正在檢視</dt>
        <dd data-testid="preview-version">
          {shown.kind === 'current' && '目前版本'}
          {shown.kind === 'missingVersion' && `版本 ${shown.version}（找不到這個版本）`}
          {version && (
            <>
              版本 {version.version}
              {version.isCurrent ? '（目前版本）' : ''}，儲存於 <time dateTime={version.updatedAt}>{formatDateTime(version.updatedAt)}</time>
              {version.note && <span className={noteClass}>備註：{version.note}</span>}
            </>
          )}
        </dd>
      </dl>
      <div className={actionsClass} data-testid="preview-actions">
        {current.status === 'published' && (
          <a href={`/article/${current.articleId}`} className={linkClass} data-testid="preview-public-link">
            查看公開文章 →
          </a>
        )}
        {showsOlderVersion && (
          <a href={`#${VERSION_DIFF_ID}`} className={linkClass} data-testid="preview-diff-link">
            與目前版本比較 ↓
          </a>
        )}
        <a href={`#${VERSIONS_SECTION_ID}`} className={linkClass} data-testid="preview-versions-link">
          版本紀錄 ↓
        </a>
        {current.status !== 'deleted' && <DeleteFromPreview articleId={current.articleId} authorId={current.authorId} title={current.title} />}
      </div>
    </aside>
  );
}

const bannerClass = css({ display: 'grid', gap: '1.5', px: '4', py: '3', borderRadius: 'lg', bg: 'yellowTint', border: '2px dashed token(colors.yellowLine)', color: 'yellowText', minW: 0 });
const headClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const titleClass = css({ fontSize: '17px', fontWeight: 800, letterSpacing: '0.05em' });
const badgeClass = css({ px: '2', py: '0.5', borderRadius: 'full', bg: 'yellowStrong', fontSize: '13px', fontWeight: 700, whiteSpace: 'nowrap' });
const textClass = css({ m: 0, fontSize: '14px', lineHeight: '1.6' });
const factsClass = css({
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '3',
  rowGap: '1',
  fontSize: '13px',
  '& dt': { fontWeight: 700 },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
});
const noteClass = css({ display: 'block', color: 'yellowText' });
const actionsClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '4', rowGap: '1' });
const linkClass = css({ display: 'inline-flex', alignItems: 'center', minH: '32px', fontSize: '14px', fontWeight: 600, color: 'brand', _hover: { textDecoration: 'underline' } });
