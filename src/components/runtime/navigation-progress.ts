import { createLoadingBarMachine, type LoadingBarMachine, type LoadingBarSnapshot } from './loading-bar-machine';

/**
 * The one loading bar of the tab. Client navigations report here: NavigationWatcher (link clicks
 * the router took over, back/forward, commits), RouteErrorBoundary (failures), and code that calls
 * the router itself (`navigationStarted()` before `router.push`). Null on the server.
 */
export const loadingBar: LoadingBarMachine | null =
  typeof window === 'undefined'
    ? null
    : createLoadingBarMachine({
        setTimeout: (handler, ms) => window.setTimeout(handler, ms),
        clearTimeout: (id) => window.clearTimeout(id as number | undefined),
        setInterval: (handler, ms) => window.setInterval(handler, ms),
        clearInterval: (id) => window.clearInterval(id as number | undefined),
        now: () => performance.now(),
      });

export const IDLE_SNAPSHOT: LoadingBarSnapshot = { state: 'idle', visible: false, progress: 0 };

/** Where the navigation in flight is going (path and query), until its content commits. */
let pendingTarget: string | null = null;

/** `target`: the address it goes to, when known (a failed chunk then reloads that, not this page). */
export function navigationStarted(target?: string): void {
  pendingTarget = target ?? pendingTarget;
  loadingBar?.start();
}

export function navigationCommitted(): void {
  pendingTarget = null;
  loadingBar?.finish();
}

export function pendingNavigationTarget(): string | null {
  return pendingTarget;
}

export function navigationFailed(): void {
  loadingBar?.fail();
}
