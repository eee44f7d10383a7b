import { createLatestEventBus, type LatestEventBus } from '@/components/ui/latest-event-bus';
import { GLOBAL_DIALOG_EVENT, type GlobalDialogKind } from './global-dialog-events';
import { isGlobalDialogKind } from './global-dialog-texts';

export type GlobalDialogBus = LatestEventBus<GlobalDialogKind>;

/**
 * Listens for the dialog event on `target` and keeps the latest kind until <GlobalDialogs /> connects.
 * The auth runtime may raise "logged-out" in an effect that runs before the dialogs' own effect has
 * subscribed (sibling effects run in tree order), so listening starts when this module loads.
 */
export function createGlobalDialogBus(target: EventTarget): GlobalDialogBus {
  return createLatestEventBus(target, GLOBAL_DIALOG_EVENT, (detail) => {
    const kind = typeof detail === 'object' && detail !== null ? (detail as { kind?: unknown }).kind : undefined;
    return isGlobalDialogKind(kind) ? kind : null;
  });
}
