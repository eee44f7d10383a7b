'use client';

import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { showGlobalDialog } from '@/components/dialogs/global-dialog-events';
import { reportSessionRefused } from '@/components/auth/session-ended';
import { useHydrated } from '@/components/ui/use-hydrated';
import { deleteArticleAsEditor } from './delete-article-action';
import { DELETE_TEXTS, type DeleteOutcome } from './delete-texts';

/** How the deletion ended, for the owner (the row turns into 已刪除, the banner leaves the preview). */
export type DeletedHow = 'deleted' | 'already-deleted';

/**
 * 刪除 for an article the member may act for (the author's corner, the preview banner). The 380 px
 * confirm dialog names the article; the server function deletes. A refusal (403: not theirs) opens
 * the API error dialog and changes nothing; a lost session, the logged-out dialog; a replayed delete
 * is reported to the owner as `already-deleted` (the row says so). Until hydration the button does nothing (there is no way to
 * delete without JavaScript: a plain link or form could be replayed by a crawler or a stale tab).
 */
export function DeleteArticleButton({
  articleId,
  authorId,
  title,
  onDeleted,
  className,
}: {
  articleId: number;
  authorId: number;
  title: string;
  onDeleted: (how: DeletedHow) => void;
  className?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const hydrated = useHydrated();

  const confirm = async () => {
    const outcome: DeleteOutcome = await deleteArticleAsEditor(articleId, authorId).catch(() => ({ status: 'error' }) as const);
    setConfirming(false);
    switch (outcome.status) {
      case 'deleted':
        onDeleted('deleted');
        break;
      case 'already-deleted':
        // The owner says so (this button goes away with the article).
        onDeleted('already-deleted');
        break;
      case 'not-found':
        setNote(DELETE_TEXTS.notFound);
        break;
      case 'login-required':
        // The page was rendered for a member, so a refusal means the session is gone: AuthRuntime finds out.
        reportSessionRefused();
        break;
      case 'forbidden':
      case 'error':
        showGlobalDialog('api-error');
        break;
    }
  };

  return (
    <>
      <button
        type="button"
        className={cx(buttonClass, className)}
        disabled={!hydrated}
        data-testid="delete-article"
        data-hydrated={hydrated ? 'true' : undefined}
        aria-label={`刪除「${title}」`}
        onClick={() => setConfirming(true)}
      >
        刪除
      </button>
      {note && (
        <span role="status" className={noteClass} data-testid="delete-note">
          {note}
        </span>
      )}
      {/* Mounted only while asked: a list of ten rows holds one dialog at most. The wrapper stops the
          dialog inheriting a table cell's nowrap and right alignment (it may sit in a row). */}
      {confirming && (
        <span className={dialogHostClass}>
          <ConfirmDialog
            open
            title="刪除文章"
            message={
              <>
                確定要刪除「<strong>{title}</strong>」嗎？刪除後讀者將無法再看到這篇文章，它也會從所有文章列表中移除。
              </>
            }
            onConfirm={confirm}
            onCancel={() => setConfirming(false)}
          />
        </span>
      )}
    </>
  );
}

const buttonClass = css(focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '32px',
  px: '3',
  borderRadius: 'md',
  border: '1px solid token(colors.riseText)',
  bg: 'surface',
  color: 'riseText',
  fontSize: '13px',
  fontWeight: 600,
  cursor: 'pointer',
  _hover: { bg: 'redTint' },
  _disabled: { opacity: 0.6, cursor: 'default' },
});
const dialogHostClass = css({ whiteSpace: 'normal', textAlign: 'left' });
const noteClass = css({ display: 'block', mt: '1', fontSize: '12px', color: 'muted', whiteSpace: 'normal' });
