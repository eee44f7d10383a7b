import type { ContentGroup } from './content-group';

/**
 * What a page knows about its own view that its path does not say: an article's title, author and
 * tags (streamed in after its author lookup), an author page's name, or that a path is showing the
 * 404 view. Pages provide it through <PageViewDetails>; PageViews reads it when it reports.
 * Only the latest page's details are kept: a view is reported for the page on screen.
 */

export interface PageViewDetailsData {
  title?: string | undefined;
  contentGroup?: ContentGroup | undefined;
  author?: string | undefined;
  tags?: readonly string[] | undefined;
  stockTags?: readonly string[] | undefined;
}

let latest: { path: string; details: PageViewDetailsData } | null = null;
const listeners = new Set<(path: string) => void>();

export function providePageViewDetails(path: string, details: PageViewDetailsData): void {
  latest = { path, details };
  for (const listener of [...listeners]) listener(path);
}

export function pageViewDetailsFor(path: string): PageViewDetailsData | null {
  return latest?.path === path ? latest.details : null;
}

/** Calls `listener` with the path each time a page provides its details; returns an unsubscribe. */
export function onPageViewDetails(listener: (path: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
