'use client';

import { type ReactNode, useState } from 'react';
import { createConfirmGuard } from './confirm-guard';
import { Dialog } from './Dialog';

/** The confirm dialog is 380 px wide, with 確認 and 取消 by default. */
export const CONFIRM_DIALOG_WIDTH = 380;
export const DEFAULT_CONFIRM_TEXT = '確認';
export const DEFAULT_CANCEL_TEXT = '取消';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /**
   * May return a promise: the dialog then shows a busy state and ignores further clicks, Esc and the
   * backdrop until it settles. Closing is the owner's job (set `open` to false), so a failed action can
   * leave the dialog open.
   */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

/** A yes/no question before an action (unlock an article, remove a stock…). */
export function ConfirmDialog({ open, title, message, confirmText = DEFAULT_CONFIRM_TEXT, cancelText = DEFAULT_CANCEL_TEXT, onConfirm, onCancel }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [guard] = useState(() => createConfirmGuard(setBusy));

  const confirm = () => {
    // The rejection is the owner's to report; it is logged, not swallowed.
    guard.run(onConfirm).catch((error: unknown) => console.error('[ConfirmDialog] onConfirm failed', error));
  };

  const cancel = () => {
    if (!guard.isRunning()) onCancel();
  };

  return (
    <Dialog
      open={open}
      title={title}
      description={message}
      width={CONFIRM_DIALOG_WIDTH}
      busy={busy}
      kind="confirm"
      testId="confirm-dialog"
      onDismiss={cancel}
      actions={[
        { label: cancelText, onClick: cancel, testId: 'confirm-dialog-cancel' },
        { label: confirmText, onClick: confirm, primary: true, testId: 'confirm-dialog-confirm' },
      ]}
    />
  );
}
