import { useSyncExternalStore } from 'react';

/**
 * The page's own word on its session when it knows more than the server props it was rendered with:
 * a member session that ended while the page stayed open (a refused refresh, a sign-out elsewhere, an
 * action the server refused). From that moment the header offers 登入 and the paywall and watchlist
 * buttons act for a guest, at once, while the page re-renders from the server behind the dialog
 * (when the user becomes empty, the logged-out dialog shows). A new server render clears it.
 */
let ended = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (ended === value) return;
  ended = value;
  for (const listener of [...listeners]) listener();
}

export const markSessionEnded = (): void => set(true);
export const clearSessionEnded = (): void => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True once this page has learnt that its member session ended (false on the server and at hydration). */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ended,
    () => false,
  );
}

/**
 * Raised by a member action the server refused as not signed in (the session it was rendered with is
 * gone). AuthRuntime asks the server what holds: the session ended (logged-out flow) or the page's
 * data is stale (the error flow: reload, 已刷新資料).
 */
export const SESSION_REFUSED_EVENT = 'usstock:session-refused';

export function reportSessionRefused(): void {
  window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
}
