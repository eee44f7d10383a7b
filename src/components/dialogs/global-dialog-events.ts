/**
 * Opening the global dialogs (spec §2: logged-out, API error, login-required on every page) from
 * anywhere in the browser: a client component calls `showGlobalDialog('login-required')` and the one
 * <GlobalDialogs /> mounted by the root layout shows it. A window event rather than React context, so
 * islands in different Suspense boundaries (and non-React code such as the auth runtime) can open them.
 */
export type GlobalDialogKind = 'logged-out' | 'api-error' | 'login-required';

export const GLOBAL_DIALOG_EVENT = 'usstock:dialog';

export interface GlobalDialogEventDetail {
  kind: GlobalDialogKind;
}

export function showGlobalDialog(kind: GlobalDialogKind): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<GlobalDialogEventDetail>(GLOBAL_DIALOG_EVENT, { detail: { kind } }));
}
