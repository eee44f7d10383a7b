import type { ClientAuthState } from '@/lib/auth/client-auth-state';

/**
 * Back/forward and sessions. A guest's page may be kept by the browser (back/forward cache,
 * or its HTTP cache, which back and forward use without asking the server: the page is `no-cache`);
 * Chromium also restores a member's `no-store` page when no cookie changed. A page shown again that way
 * after this browser signed in, out, or as someone else would show the wrong person: each page rendered
 * by the server records whose it was, and a page shown again by back/forward compares.
 */
const KEY = 'usstock:rendered-for';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Whose page this is: a member's provider session, or nobody's (guest and anonymous pages are the same). */
export function renderedFor(state: Pick<ClientAuthState, 'status' | 'sessionState'>): string {
  return state.status === 'member' ? `member:${state.sessionState ?? ''}` : 'guest';
}

/** Records whose page the server rendered last in this browser. */
export function rememberRenderedFor(storage: StorageLike, whose: string): void {
  try {
    storage.setItem(KEY, whose);
  } catch {
    // No storage (privacy mode): a page shown again then stays as it was.
  }
}

/** Whose page the server rendered last in this browser; null when nothing is recorded or storage is refused. */
export function latestRenderedFor(storage: Pick<StorageLike, 'getItem'>): string | null {
  try {
    return storage.getItem(KEY);
  } catch {
    return null;
  }
}

/** True when a page rendered for `whose`, shown again by back/forward, belongs to someone else now (`latest`: latestRenderedFor). */
export const shownAgainForSomeoneElse = (latest: string | null, whose: string): boolean => latest !== null && latest !== whose;

/** This document was loaded by back/forward (from the HTTP cache or the network), not restored whole. */
export function loadedByBackForward(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward';
}
