'use client';

import { useEffect } from 'react';
import { useRouter } from 'waku/router/client';
import { awaitsPageDetails, contentGroupFor, stockTagsFor } from './content-group';
import { type PageViewWindow, pageViewEvent, pushPageView, schedulePageView, whenReady } from './page-view';
import { onPageViewDetails, pageViewDetailsFor } from './page-view-details';
import { locationPath } from './location-path';

/**
 * One page view per page the reader sees, for every page type: mounted once by the root
 * layout, it starts a new one-second wait each time the route changes (first load and client
 * navigations; not a re-render, not React's strict-mode double effect, whose first run is cancelled).
 *
 * The event's path is the address bar's (a 404 shown under /article/999 reports /article/999), read
 * after the commit (the router has written it by then). Its content group comes from the path
 * (content-group.ts) unless the page said otherwise; an article waits for the details it streams in.
 */
export function PageViews() {
  const { path, query } = useRouter();

  useEffect(() => {
    const win = window as unknown as PageViewWindow;
    const { path: viewPath, fullPath } = locationPath(window.location);
    const routeGroup = contentGroupFor(viewPath);
    if (!routeGroup) return;
    let stopWaiting = () => {};
    const send = () => {
      const details = pageViewDetailsFor(viewPath);
      pushPageView(
        win,
        pageViewEvent(
          { path: viewPath, fullPath },
          {
            title: details?.title ?? document.title,
            contentGroup: details?.contentGroup ?? routeGroup,
            author: details?.author,
            tags: details?.tags,
            stockTags: details?.stockTags ?? stockTagsFor(viewPath),
          },
        ),
      );
    };
    const cancel = schedulePageView(win, () => {
      const ready = () => !awaitsPageDetails(routeGroup) || pageViewDetailsFor(viewPath) !== null;
      stopWaiting = whenReady(win, ready, (check) => onPageViewDetails(check), send);
    });
    return () => {
      cancel();
      stopWaiting();
    };
  }, [path, query]);

  return null;
}
