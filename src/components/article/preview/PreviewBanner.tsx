import { css } from 'styled-system/css';
import { formatDateTime } from '@/lib/format/dates';
import type { ArticleDetail } from '@/lib/upstream/article';
import { DeleteFromPreview } from '../mine/DeleteFromPreview';
import type { PreviewVersion } from './preview-data';

const STATUS_LABELS: Record<ArticleDetail['status'], string> = { draft: '草稿', published: '已發布', deleted: '已刪除' };

/**
 * The unmissable strip above a preview: 「預覽模式」, what is being previewed (draft or published,
 * which saved version), and that readers cannot see this page. First thing under the header, in the
 * warning colours no reader-facing block uses, so a screenshot of a draft is never taken for the real page.
 */
export function PreviewBanner({ article, version }: { article: ArticleDetail; version: PreviewVersion | null }) {
  const isDraft = article.status !== 'published';
  return (
    <aside className={bannerClass} role="note" aria-label="預覽模式" data-testid="preview-banner" data-status={article.status}>
      <div className={headClass}>
        <strong className={titleClass}>預覽模式</strong>
        <span className={badgeClass} data-testid="preview-status">
          {STATUS_LABELS[article.status]}
        </span>
        {version && (
          <span className={badgeClass} data-testid="preview-version">
            版本 {version.version}
            {version.isCurrent ? '（目前版本）' : ''}
          </span>
        )}
      </div>
      <p className={textClass}>
        {isDraft ? '這是尚未公開的草稿預覽，讀者看不到這個頁面。' : '這是作者端的預覽頁面，讀者看不到這個頁面；讀者看到的是公開的文章頁。'}
      </p>
      {version && (
        <p className={metaClass}>
          儲存於 <time dateTime={article.updatedAt}>{formatDateTime(article.updatedAt)}</time>
          {version.note && <span>　備註：{version.note}</span>}
        </p>
      )}
      <div className={actionsClass}>
        {!isDraft && (
          <a href={`/article/${article.articleId}`} className={linkClass} data-testid="preview-public-link">
            查看公開文章 →
          </a>
        )}
        {/* Issue 15, corner: deleting from the preview (the versions branch leaves this place for it). */}
        {article.status !== 'deleted' && <DeleteFromPreview articleId={article.articleId} authorId={article.authorId} title={article.title} />}
      </div>
    </aside>
  );
}

const bannerClass = css({
  display: 'grid',
  gap: '1.5',
  px: '4',
  py: '3',
  borderRadius: 'lg',
  bg: '#fff8e6',
  border: '2px dashed #e0a100',
  color: '#5c3d00',
});
const headClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const titleClass = css({ fontSize: '17px', fontWeight: 800, letterSpacing: '0.05em' });
const badgeClass = css({ px: '2', py: '0.5', borderRadius: 'full', bg: '#ffe3a3', fontSize: '13px', fontWeight: 700, whiteSpace: 'nowrap' });
const textClass = css({ m: 0, fontSize: '14px', lineHeight: '1.6' });
const metaClass = css({ m: 0, fontSize: '13px', color: '#7a5a1a', overflowWrap: 'anywhere' });
const actionsClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
const linkClass = css({ justifySelf: 'start', fontSize: '14px', fontWeight: 600, color: 'brand', _hover: { textDecoration: 'underline' } });
