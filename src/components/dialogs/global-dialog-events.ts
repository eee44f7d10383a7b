/**
 * Opening the global dialogs (logged-out, API error, login-required on every page) from
 * anywhere in the browser: a client component calls `showGlobalDialog('login-required')` and the one
 * <GlobalDialogs /> mounted by the root layout shows it. A window event rather than React context, so
 * islands in different Suspense boundaries (and non-React code such as the auth runtime) can open them.
 */
export type GlobalDialogKind = 'logged-out' | 'api-error' | 'login-required';

export const GLOBAL_DIALOG_EVENT = 'usstock:dialog';

export interface GlobalDialogEventDetail {
  kind: GlobalDialogKind;
}

export interface GlobalDialogOptions {
  /**
   * Runs when the reader chooses 登入 in this dialog, just before the browser leaves for the sign-in
   * page: what the reader was doing can be remembered and finished on the way back (a watchlist add).
   */
  beforeLogin?: () => void;
}

let beforeLogin: (() => void) | null = null;

export function showGlobalDialog(kind: GlobalDialogKind, options: GlobalDialogOptions = {}): void {
  if (typeof window === 'undefined') return;
  beforeLogin = options.beforeLogin ?? null;
  window.dispatchEvent(new CustomEvent<GlobalDialogEventDetail>(GLOBAL_DIALOG_EVENT, { detail: { kind } }));
}

/** The beforeLogin of the dialog on screen, handed over once (the dialogs call it on 登入, drop it on close). */
export function takeBeforeLogin(): (() => void) | null {
  const run = beforeLogin;
  beforeLogin = null;
  return run;
}
