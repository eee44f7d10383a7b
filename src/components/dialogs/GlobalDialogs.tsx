'use client';

import { useEffect, useState } from 'react';
import { browserLocalStorage, rememberLocalRoute } from '@/components/auth/local-route';
import { loginHref } from '@/lib/http/return-path';
import { Dialog, type DialogAction } from './Dialog';
import { createGlobalDialogBus, type GlobalDialogBus } from './global-dialog-bus';
import { type GlobalDialogKind, takeBeforeLogin } from './global-dialog-events';
import { ACKNOWLEDGE_LABEL, CANCEL_LABEL, GLOBAL_DIALOG_TEXTS, isGlobalDialogKind, LOGIN_LABEL } from './global-dialog-texts';

// Created when the module loads in the browser, so an event raised before this component's effect
// runs is kept, not lost (see global-dialog-bus.ts).
const bus: GlobalDialogBus | null = typeof window === 'undefined' ? null : createGlobalDialogBus(window);

export interface GlobalDialogsProps {
  /** A dialog the server asks for at load (ClientAuthState.notice), shown once. */
  initial?: GlobalDialogKind | null;
}

/** To the sign-in page, coming back to where the visitor is now. A full load: /login is a server route. */
function goToLogin(): void {
  takeBeforeLogin()?.();
  const here = `${window.location.pathname}${window.location.search}`;
  rememberLocalRoute(browserLocalStorage(), here, Date.now());
  window.location.assign(loginHref(here));
}

function actionsFor(kind: GlobalDialogKind, close: () => void): DialogAction[] {
  const login: DialogAction = { label: LOGIN_LABEL, onClick: goToLogin, primary: true, testId: 'global-dialog-login' };
  switch (kind) {
    case 'logged-out':
      return [login];
    case 'api-error':
      return [{ label: ACKNOWLEDGE_LABEL, onClick: close, primary: true, testId: 'global-dialog-acknowledge' }];
    case 'login-required':
      return [{ label: CANCEL_LABEL, onClick: close, testId: 'global-dialog-cancel' }, login];
  }
}

/**
 * The logged-out, API error and login-required dialogs of every page, opened with
 * `showGlobalDialog(kind)` from anywhere. One at a time: a later request replaces the open one.
 * Mounted once, by the root layout.
 */
export function GlobalDialogs({ initial = null }: GlobalDialogsProps) {
  const safeInitial = isGlobalDialogKind(initial) ? initial : null;
  const [kind, setKind] = useState<GlobalDialogKind | null>(safeInitial);
  // A new server notice (the layout re-rendered with another one) opens again; the same one does not.
  const [shownInitial, setShownInitial] = useState(safeInitial);
  if (safeInitial !== shownInitial) {
    setShownInitial(safeInitial);
    if (safeInitial) setKind(safeInitial);
  }

  useEffect(() => bus?.connect(setKind), []);

  if (!kind) return null;
  const close = () => {
    takeBeforeLogin();
    setKind(null);
  };
  const texts = GLOBAL_DIALOG_TEXTS[kind];

  return (
    <Dialog
      // A new kind is a new dialog: fresh focus and no leftover state from the one it replaces.
      key={kind}
      open
      title={texts.title}
      description={texts.text}
      actions={actionsFor(kind, close)}
      onDismiss={close}
      kind={kind}
      testId={`global-dialog-${kind}`}
    />
  );
}
