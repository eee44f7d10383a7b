'use client';

import { useState } from 'react';
import { css } from 'styled-system/css';
import { DeleteArticleButton } from './DeleteArticleButton';
import { DELETE_TEXTS } from './delete-texts';
import { STATUS_LABELS, visibilityLabel } from '@/lib/articles/article-labels';
import { type MineRowData, previewHref, publicHref } from './mine-rows';
import { rowCellClass, statusBadgeClass, titleBoxClass } from './mine-styles';

/**
 * One article of 我的文章: title with its preview link and (published only) its public page, status,
 * visibility, version, last update, views, price and 刪除. A deletion turns the row into 已刪除 in
 * place, without reloading the list (pages appended by 載入更多 stay where they are).
 */
export function MineRow({ row }: { row: MineRowData }) {
  const [status, setStatus] = useState(row.status);
  const [note, setNote] = useState<string | null>(null);
  const current = { ...row, status };
  const publicPage = publicHref(current);
  const deleted = status === 'deleted';
  return (
    <tr className={rowCellClass} data-testid="mine-row" data-article-id={row.articleId} data-status={status}>
      <th scope="row">
        <div className={titleBoxClass}>
          <span className={deleted ? deletedTitleClass : titleTextClass} data-testid="mine-title">
            {row.title}
          </span>
          <span className={linksClass}>
            {!deleted && (
              <a href={previewHref(row)} className={smallLinkClass} aria-label={`預覽「${row.title}」`} data-testid="mine-preview">
                預覽
              </a>
            )}
            {publicPage && (
              <a href={publicPage} className={smallLinkClass} aria-label={`「${row.title}」的公開頁面`} data-testid="mine-public">
                公開頁面
              </a>
            )}
          </span>
        </div>
      </th>
      <td>
        <span className={statusBadgeClass({ status })} data-testid="mine-status">
          {STATUS_LABELS[status]}
        </span>
      </td>
      <td data-testid="mine-visibility">{visibilityLabel(status, row.visibility)}</td>
      <td data-testid="mine-version">{row.version}</td>
      <td>
        <time dateTime={row.updatedAt}>{row.updatedText}</time>
      </td>
      <td data-testid="mine-views">{row.viewsText}</td>
      <td data-testid="mine-price">{row.priceText}</td>
      <td>
        {deleted ? (
          <span className={mutedClass}>—</span>
        ) : (
          <DeleteArticleButton
            articleId={row.articleId}
            authorId={row.authorId}
            title={row.title}
            onDeleted={(how) => {
              setStatus('deleted');
              setNote(how === 'deleted' ? DELETE_TEXTS.deleted : DELETE_TEXTS.alreadyDeleted);
            }}
          />
        )}
        {note && (
          <span role="status" className={noteClass} data-testid="delete-note">
            {note}
          </span>
        )}
      </td>
    </tr>
  );
}

const titleTextClass = css({ fontWeight: 600, color: 'ink' });
const deletedTitleClass = css({ fontWeight: 500, color: 'muted', textDecoration: 'line-through' });
const linksClass = css({ display: 'flex', gap: '3', fontSize: '13px' });
const smallLinkClass = css({ color: 'brand', _hover: { textDecoration: 'underline' } });
const mutedClass = css({ color: 'muted' });
const noteClass = css({ display: 'block', mt: '1', maxW: '9em', ml: 'auto', fontSize: '12px', color: 'muted', whiteSpace: 'normal' });
