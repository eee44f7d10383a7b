import 'server-only';
import { currentRequestScope } from './request-scope';

/**
 * For a page whose main content (the article, the author, the stock record) failed upstream and
 * had no cached copy: the page still renders its error state for people, and the edge answers it
 * with 503 and Retry-After (functions/main-content-status.ts, decision 022), so a crawler does not
 * index the error as the page. Call it before the first <Suspense> boundary, where the status can
 * still change. A section that fails on its own keeps the page's 200.
 */
export function markMainContentUnavailable(reason: string): void {
  const holder = currentRequestScope()?.unavailable;
  if (holder) holder.reason ??= reason;
}
