'use client';

import { useEffect, useRef } from 'react';
import { useElementsPromise_UNSTABLE as useElementsPromise } from 'waku/minimal/client';
import { useRouter } from 'waku/router/client';
import { siteNavigationTarget } from './link-click';
import { navigationCommitted, navigationStarted } from './navigation-progress';
import { newBuildDeployed } from './new-build-state';

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * Tells the loading bar when a client navigation starts and when its content has committed, and
 * sends the reader's next navigation to the server in full once a new build is out. A leaf with no output.
 *
 * - start: a link click the router took over (seen on `window` after React's handlers, so
 *   `defaultPrevented` says whether it did: a plain `<a>` is a page load with the browser's own
 *   indicator), and back/forward to another page;
 * - finish: a new route or a new set of elements committed (the effect runs after the commit, once the
 *   router has written the address bar);
 * - after a new build: a link click is stopped before React sees it (capture phase on `window`), so the
 *   browser follows the link; back/forward reloads the address it moved to.
 */
export function NavigationWatcher() {
  const { path, query, hash } = useRouter();
  const elements = useElementsPromise();
  const committed = useRef('');

  useEffect(() => {
    committed.current = here();
    navigationCommitted();
  }, [path, query, hash, elements]);

  useEffect(() => {
    const beforeReact = (event: MouseEvent) => {
      if (newBuildDeployed() && siteNavigationTarget(event, window.location)) event.stopPropagation();
    };
    const afterReact = (event: MouseEvent) => {
      if (!event.defaultPrevented) return;
      const target = siteNavigationTarget(event, window.location);
      if (target) navigationStarted(`${target.pathname}${target.search}`);
    };
    const onPopState = () => {
      if (here() === committed.current) return; // only the #fragment moved
      if (newBuildDeployed()) {
        window.location.reload();
        return;
      }
      navigationStarted(here());
    };
    window.addEventListener('click', beforeReact, true);
    window.addEventListener('click', afterReact);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('click', beforeReact, true);
      window.removeEventListener('click', afterReact);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return null;
}
