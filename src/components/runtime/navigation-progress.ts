import { createLoadingBarMachine, type LoadingBarMachine, type LoadingBarSnapshot } from './loading-bar-machine';

/**
 * The one loading bar of the tab. Client navigations report here: NavigationWatcher (the router's
 * page requests, the address a click or back/forward is going to, commits), RouteErrorBoundary
 * (failures), and code that calls the router itself (navigateInSite). Null on the server.
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

/** Where the reader is going (path and query): a failed chunk then reloads that, not this page. */
export function navigationTargeted(target: string): void {
  pendingTarget = target;
}

/** The router asked the server for a page: the bar starts (and shows if it takes over 200 ms). */
export function navigationStarted(): void {
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
