import { css, cx } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';
import { formatDateTime } from '@/lib/format/dates';
import type { ArticleVersionSummary } from '@/lib/upstream/article';
import { rowListClass, rowRuleClass } from '@/components/ui/data-table-styles';
import { previewHref, type PreviewRef } from './preview-links';

/** Every row is this tall (VersionsSkeleton draws the same rows), so a page appended by 「載入更多」 or streamed in never shifts the page. */
export const VERSION_ROW_HEIGHT = 68;

/** The current version's note as the sandbox writes it: the row's 目前版本 marker says it already. */
const CURRENT_NOTE = '目前版本';

/**
 * One page of an article's versions, newest first: the version number, when it was saved, the
 * author's note, a 目前版本 marker, and a link that reads it in the preview (the current version's
 * link is the preview of the current text). The version on screen says 閱讀中 instead of a link.
 * Notes are the author's text and are rendered as text.
 */
export function VersionItems({ versions, article, shownVersion }: { versions: readonly ArticleVersionSummary[]; article: PreviewRef; shownVersion: number | null }) {
  return (
    <ol className={rowListClass} data-testid="version-list">
      {versions.map((version) => {
        const isShown = shownVersion === null ? version.isCurrent : version.version === shownVersion;
        const note = version.isCurrent && version.note === CURRENT_NOTE ? '' : version.note;
        return (
          <li key={version.version} className={cx(rowRuleClass, rowClass)} data-testid="version-item" data-version={version.version} data-current={version.isCurrent || undefined}>
            <div className={mainClass}>
              <span className={headClass}>
                <strong className={numberClass}>版本 {version.version}</strong>
                {version.isCurrent && <span className={currentBadgeClass}>目前版本</span>}
              </span>
              <span className={metaClass}>
                <time dateTime={version.updatedAt}>{formatDateTime(version.updatedAt)}</time>
                {note && <span title={note}>・{note}</span>}
              </span>
            </div>
            {isShown ? (
              <span className={shownClass} data-testid="version-shown">
                閱讀中
              </span>
            ) : (
              <a href={previewHref(article, version.isCurrent ? null : version.version)} className={readClass} aria-label={`閱讀版本 ${version.version}`} data-testid="version-read">
                閱讀 ›
              </a>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export const rowClass = css({ display: 'flex', alignItems: 'center', gap: '3', h: `${VERSION_ROW_HEIGHT}px`, px: '4', minW: 0 });
const mainClass = css({ display: 'grid', gap: '0.5', flex: 1, minW: 0 });
const headClass = css({ display: 'flex', alignItems: 'center', gap: '2', minW: 0 });
const numberClass = css({ fontSize: '15px', fontWeight: 700, whiteSpace: 'nowrap' });
const currentBadgeClass = css({ px: '2', borderRadius: 'full', bg: 'blueTint', color: 'brandDark', fontSize: '12px', fontWeight: 700, whiteSpace: 'nowrap' });
const metaClass = css({ fontSize: '13px', color: 'muted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const readClass = css(focusRing.raw({ offset: 'inset' }), {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minH: '44px',
  px: '3',
  fontSize: '14px',
  fontWeight: 600,
  color: 'brand',
  borderRadius: 'md',
  _hover: { textDecoration: 'underline' },
});
const shownClass = css({ flexShrink: 0, px: '3', fontSize: '14px', fontWeight: 600, color: 'muted' });
