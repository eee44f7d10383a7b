'use client';

import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel over the page: the phone search panel (full screen) and the black sidebar (from the
 * left). A native <dialog> opened with showModal(), so the page behind is inert and Esc cancels;
 * on top of that, Tab and Shift+Tab cycle inside it (the browser would let focus leave to its own
 * UI), the page behind does not scroll while it is open, a tap outside closes it, and the focus
 * goes back to where it was. React state stays the source of truth: the owner closes it.
 */
export function Sheet({
  open,
  onClose,
  label,
  placement,
  children,
  id,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  placement: 'full' | 'left';
  children: ReactNode;
  id?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const tabbable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      className={cx(sheetClass, placement === 'full' ? fullClass : leftClass)}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open && !ref.current?.open) onClose();
      }}
      onClick={(event) => {
        // The dialog box fills its area; a click on the dialog element itself is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}

const sheetClass = css({ m: 0, p: 0, border: 'none', maxW: 'none', maxH: 'none', overscrollBehavior: 'contain', '&::backdrop': { bg: 'rgba(10, 20, 35, 0.55)' } });
const fullClass = css({ w: '100vw', h: '100dvh', bg: 'canvas', color: 'ink' });
const leftClass = css({ w: 'min(320px, 86vw)', h: '100dvh', bg: 'drawer', color: 'drawerText', overflowY: 'auto' });
