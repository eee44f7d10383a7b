import { pendingNavigationTarget } from './navigation-progress';
import { claimChunkReload } from './reload-guard';

/**
 * Recovery from page code that cannot be loaded (a deploy removed the old chunks): load
 * the page the reader was going to in full, at most once per path within 10 s (reload-guard.ts).
 *
 * Vite announces a failed `import()` of a chunk with the cancelable `vite:preloadError` event on
 * `window`. Waku's inline bootstrap listens for it too and reloads the page the reader is *on*, once
 * per build for the whole tab, then lets the next failure blank the page. Its listener is registered
 * first, and at the target (window) listeners run in the order they were added, capture or not, so
 * this module turns it off instead (below: Waku's "already retried this build" mark), stops the
 * event from reaching any other listener, and decides alone:
 * - reload: cancels the event (the failed import then resolves empty and the navigation is dropped)
 *   and loads the target;
 * - give up (the same path failed within 10 s, or the browser is offline): lets the import fail, so
 *   the page's render throws and RouteErrorBoundary shows the error state with 重新整理 (a part
 *   loaded on demand, ui/on-demand.ts, shows nothing and tries again when next asked).
 * It is registered when this module is first evaluated, before the page hydrates.
 */

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/** The address a failed chunk belongs to: the navigation in flight, else the page itself. */
export function chunkFailureTarget(): string {
  return pendingNavigationTarget() ?? currentAddress();
}

/** Loads `target` in full if the guard allows it; false when it does not (show the error state). */
export function reloadForChunkFailure(target: string = chunkFailureTarget()): boolean {
  if (claimChunkReload(sessionStorageOrNull(), target, Date.now()) !== 'reload') return false;
  if (target === currentAddress()) window.location.reload();
  else window.location.assign(target);
  return true;
}

/**
 * Waku's listener skips a build it has marked as retried (this sessionStorage key, the build id as
 * value): marking the running build leaves every chunk failure to this module. (Without storage,
 * Waku's listener does nothing either.)
 */
const WAKU_RETRIED_BUILD_KEY = 'waku:preload-error-build-id';

if (typeof window !== 'undefined') {
  const buildId = import.meta.env.WAKU_BUILD_ID;
  try {
    if (buildId && buildId !== 'dev') sessionStorageOrNull()?.setItem(WAKU_RETRIED_BUILD_KEY, buildId);
  } catch {
    // A full storage: Waku's listener may still reload once, as before.
  }
  window.addEventListener(
    'vite:preloadError',
    (event) => {
      event.stopImmediatePropagation();
      // Offline, a reload would only swap the page for the browser's offline screen: let the import
      // fail instead, and the part that asked for it show its own state (RouteErrorBoundary for a
      // page, nothing for a panel loaded on demand, which tries again when asked again).
      if (navigator.onLine === false) return;
      if (reloadForChunkFailure()) event.preventDefault();
    },
    { capture: true },
  );
}
