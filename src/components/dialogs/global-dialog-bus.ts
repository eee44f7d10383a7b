import { GLOBAL_DIALOG_EVENT, type GlobalDialogKind } from './global-dialog-events';
import { isGlobalDialogKind } from './global-dialog-texts';

export interface GlobalDialogBus {
  /** Deliver kinds to `show` from now on, starting with the one that arrived while nobody listened. */
  connect(show: (kind: GlobalDialogKind) => void): () => void;
}

/**
 * Listens for the dialog event on `target` and keeps the latest kind until <GlobalDialogs /> connects.
 * The auth runtime may raise "logged-out" in an effect that runs before the dialogs' own effect has
 * subscribed (sibling effects run in tree order), so listening starts when this module loads.
 */
export function createGlobalDialogBus(target: EventTarget): GlobalDialogBus {
  let pending: GlobalDialogKind | null = null;
  let show: ((kind: GlobalDialogKind) => void) | null = null;

  target.addEventListener(GLOBAL_DIALOG_EVENT, (event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    const kind = typeof detail === 'object' && detail !== null ? (detail as { kind?: unknown }).kind : undefined;
    if (!isGlobalDialogKind(kind)) return;
    if (show) show(kind);
    else pending = kind; // the later one replaces an earlier one, as on screen
  });

  return {
    connect(next) {
      show = next;
      if (pending) {
        const kind = pending;
        pending = null;
        next(kind);
      }
      return () => {
        if (show === next) show = null;
      };
    },
  };
}
