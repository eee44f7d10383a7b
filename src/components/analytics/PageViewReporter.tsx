'use client';

import { useEffect, useEffectEvent } from 'react';
import { useRouter } from 'waku/router/client';
import { type PageViewData, type PageViewWindow, pageViewEvent, schedulePageView } from './page-view';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pages that have been reported in this document, so a remount of the same view never reports twice. */
let lastReported: string | undefined;

/**
 * Reports one page view per navigation (spec §2): a leaf with no output. The effect is keyed on
 * the router's location and the page's own `viewKey` (the article id), not on the data's identity,
 * so a re-render reports nothing; a client-side navigation to another article changes both and
 * starts a new one-second wait (cancelling the previous, if it had not fired).
 */
export function PageViewReporter({ viewKey, ...data }: PageViewData & { viewKey: string }) {
  const { path, query } = useRouter();
  const fullPath = query ? `${path}?${query}` : path;
  // The view is reported with the data of the render that is current when the wait ends.
  const eventFor = useEffectEvent(() => pageViewEvent({ path, fullPath }, data));

  useEffect(() => {
    const key = `${fullPath}\u0000${viewKey}`;
    if (lastReported === key) return;
    return schedulePageView(window as unknown as PageViewWindow, () => {
      lastReported = key;
      return eventFor();
    });
  }, [path, fullPath, viewKey]);

  return null;
}
