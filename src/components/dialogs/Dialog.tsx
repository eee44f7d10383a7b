'use client';

import { type CSSProperties, type PointerEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { busySpinnerClass, dialogActionsClass, dialogBodyClass, dialogClass, dialogTextClass, dialogTitleClass, primaryActionClass, secondaryActionClass } from './dialog-styles';

export interface DialogAction {
  label: string;
  onClick: () => void;
  /** The brand-coloured button that gets the focus when the dialog opens (one per dialog). */
  primary?: boolean;
  testId?: string;
}

export interface DialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Buttons, right-aligned in this order (put the primary last). */
  actions: readonly DialogAction[];
  /** Esc, a click on the backdrop, or the browser closing the dialog by itself. */
  onDismiss: () => void;
  /** Width in CSS pixels; never wider than the screen less 32 px. */
  width?: number;
  /** While true every button is disabled, Esc and the backdrop do nothing, and the primary shows a spinner. */
  busy?: boolean;
  /** `data-dialog` on the <dialog>, for tests and analytics. */
  kind?: string;
  testId?: string;
}

export const DEFAULT_DIALOG_WIDTH = 380;

/**
 * The modal base of every dialog: a native <dialog> opened with showModal(), so the browser gives
 * the focus trap, Esc, inert page and ::backdrop. React state stays the source of truth: Esc and
 * backdrop clicks only ask the owner (onDismiss) to close it.
 */
export function Dialog({ open, title, description, actions, onDismiss, width = DEFAULT_DIALOG_WIDTH, busy = false, kind, testId }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element; the primary action is the one meant.
    dialog.querySelector<HTMLElement>('[data-primary="true"]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  const dismiss = () => {
    if (open && !busy) onDismiss();
  };

  // A press that starts inside the content and ends on the backdrop (selecting text) is no dismissal.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  const style = { '--dialog-width': `${width}px` } as CSSProperties;

  return (
    <dialog
      ref={dialogRef}
      className={dialogClass}
      style={style}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      aria-busy={busy || undefined}
      data-dialog={kind}
      data-testid={testId}
      onCancel={(event) => {
        // Esc: keep the dialog open until the owner says otherwise.
        event.preventDefault();
        dismiss();
      }}
      onClose={() => {
        // The browser may close it on its own (a repeated Esc); tell the owner so state follows.
        // Ignore the late close event of a dialog that was closed and reopened meanwhile.
        if (open && !dialogRef.current?.open) onDismiss();
      }}
      onPointerDown={onPointerDown}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) dismiss();
      }}
    >
      <div className={dialogBodyClass}>
        <h2 id={titleId} className={dialogTitleClass}>
          {title}
        </h2>
        <div id={descriptionId} className={dialogTextClass}>
          {description}
        </div>
        <div className={dialogActionsClass}>
          {actions.map((action, index) => (
            <button
              // The actions of a dialog never reorder; labels may repeat.
              key={index}
              type="button"
              className={action.primary ? primaryActionClass : secondaryActionClass}
              data-primary={action.primary ? 'true' : undefined}
              data-testid={action.testId}
              disabled={busy}
              onClick={action.onClick}
            >
              {busy && action.primary && <span className={busySpinnerClass} aria-hidden="true" />}
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </dialog>
  );
}
