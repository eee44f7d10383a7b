import { createLatestEventBus, type LatestEventBus } from './latest-event-bus';

/**
 * Short notices at the bottom of the screen (「已將 AMD 加入自選股」, 「已移除 AMD」 with 復原), raised
 * from any client component with showToast() and shown by the one <Toaster /> of the root layout.
 * Like the global dialogs, a window event: a toast raised before the Toaster has subscribed (a
 * watchlist add finished right after hydration) is kept, not lost.
 */
export interface Toast {
  message: string;
  /** A button in the toast (復原); the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void } | undefined;
  /** A link in the toast (查看自選股). */
  link?: { label: string; href: string } | undefined;
  /** 'error' is announced at once (role="alert"); 'info' politely. */
  tone?: 'info' | 'error';
}

export const TOAST_EVENT = 'usstock:toast';

export function showToast(toast: Toast): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}

export type ToastBus = LatestEventBus<Toast>;

/** Listens on `target` from now on and keeps the latest toast until the Toaster connects. */
export function createToastBus(target: EventTarget): ToastBus {
  return createLatestEventBus(target, TOAST_EVENT, (detail) => (typeof detail === 'object' && detail !== null && typeof (detail as Toast).message === 'string' ? (detail as Toast) : null));
}
