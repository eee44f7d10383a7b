import type { GlobalDialogKind } from './global-dialog-events';

/** The global dialogs' words (the error catalogue's and the login-required dialog's), exactly. */
export const GLOBAL_DIALOG_TEXTS = {
  'logged-out': { title: '您已登出', text: '若要繼續使用請重新登入' },
  'api-error': { title: '錯誤', text: '發生錯誤，請再試一次。' },
  'login-required': { title: '您尚未登入', text: '此功能需要登入才能使用。' },
} as const satisfies Record<GlobalDialogKind, { title: string; text: string }>;

export const LOGIN_LABEL = '登入';
export const ACKNOWLEDGE_LABEL = '我知道了';
export const CANCEL_LABEL = '取消';

const KINDS = new Set<string>(Object.keys(GLOBAL_DIALOG_TEXTS));

/** Anything may dispatch the window event: only a known kind opens a dialog. */
export function isGlobalDialogKind(value: unknown): value is GlobalDialogKind {
  return typeof value === 'string' && KINDS.has(value);
}
