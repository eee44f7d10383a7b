/**
 * Page-view reporting: 1000 ms after the page has finished, one event goes to
 * `window.dataLayer`, the Google Tag Manager convention, for every page view (client-side ones too).
 * No React here, so the timing and the event's shape are unit-tested.
 */
import { afterLoad, type LoadWindow } from '../runtime/idle-start';

export const PAGE_VIEW_DELAY_MS = 1000;
export const PAGE_VIEW_EVENT = 'page_view';
/** How long a view waits for the details its page streams in (an article's author) before it goes without. */
export const PAGE_DETAILS_WAIT_MS = 10_000;

export interface PageViewData {
  title: string;
  /** GTM content group: what kind of page this is ("article", "stock", …). */
  contentGroup: string;
  author?: string | undefined;
  tags?: readonly string[] | undefined;
  stockTags?: readonly string[] | undefined;
}

export interface PageViewEvent {
  event: typeof PAGE_VIEW_EVENT;
  path: string;
  fullPath: string;
  title: string;
  contentGroup: string;
  author: string;
  tags: string[];
  stockTags: string[];
}

export function pageViewEvent(location: { path: string; fullPath: string }, data: PageViewData): PageViewEvent {
  return {
    event: PAGE_VIEW_EVENT,
    path: location.path,
    fullPath: location.fullPath,
    title: data.title,
    contentGroup: data.contentGroup,
    author: data.author ?? '',
    tags: [...(data.tags ?? [])],
    stockTags: [...(data.stockTags ?? [])],
  };
}

/** The parts of `window` this needs (a fake one in tests). */
export interface PageViewWindow extends LoadWindow {
  dataLayer?: unknown[];
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number | undefined): void;
}

/** Pushes one event onto `window.dataLayer` (created if the tag manager has not made it yet). */
export function pushPageView(win: Pick<PageViewWindow, 'dataLayer'>, event: PageViewEvent): void {
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push(event);
}

/**
 * Waits for the page to finish loading (at once if it already has), then PAGE_VIEW_DELAY_MS, then
 * calls `report`. Returns a cancel function: a navigation away before the second is up reports
 * nothing for the page that was left.
 */
export function schedulePageView(win: PageViewWindow, report: () => void, delayMs = PAGE_VIEW_DELAY_MS): () => void {
  let timer: number | undefined;
  let cancelled = false;
  const arm = () => {
    if (cancelled) return;
    timer = win.setTimeout(() => {
      if (!cancelled) report();
    }, delayMs);
  };
  const cancelLoad = afterLoad(win, arm);
  return () => {
    cancelled = true;
    cancelLoad();
    win.clearTimeout(timer);
  };
}

/**
 * Runs `done` once: at once if `ready()`, else when `subscribe` says so or after `timeoutMs` (a page
 * whose details never come is still counted). Returns a cancel function.
 */
export function whenReady(
  win: Pick<PageViewWindow, 'setTimeout' | 'clearTimeout'>,
  ready: () => boolean,
  subscribe: (check: () => void) => () => void,
  done: () => void,
  timeoutMs = PAGE_DETAILS_WAIT_MS,
): () => void {
  if (ready()) {
    done();
    return () => {};
  }
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    unsubscribe();
    win.clearTimeout(timer);
    done();
  };
  const unsubscribe = subscribe(() => {
    if (ready()) finish();
  });
  const timer = win.setTimeout(finish, timeoutMs);
  return () => {
    finished = true;
    unsubscribe();
    win.clearTimeout(timer);
  };
}
