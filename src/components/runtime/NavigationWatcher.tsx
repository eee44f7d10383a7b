'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useElementsPromise_UNSTABLE as useElementsPromise, useRegisterRscEnhancer_UNSTABLE as useRegisterRscEnhancer } from 'waku/minimal/client';
import { useRouter } from 'waku/router/client';
import { siteNavigationTarget } from './link-click';
import { navigationCommitted, navigationStarted, navigationTargeted } from './navigation-progress';
import { newBuildDeployed } from './new-build-state';

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * Tells the loading bar when a client navigation starts and when its content has committed, and
 * sends the reader's next navigation to the server in full once a new build is out. A leaf with no output.
 *
 * - start: the router asks the server for a page (an RSC request that is not a server-function call:
 *   a link, a tab, back/forward, `router.push`, `router.reload`), seen through Waku's request
 *   enhancer. Not a click as such: a link whose click a component takes for itself (the paywall's
 *   登入 link opens a dialog) starts nothing;
 * - where to: the address of a site link clicked (seen on `window` after React's handlers) or the
 *   one back/forward moved to, for chunk recovery;
 * - finish: a new route or a new set of elements committed (the effect runs after the commit, once the
 *   router has written the address bar);
 * - after a new build: a link click is stopped before React sees it (capture phase on `window`), so the
 *   browser follows the link; back/forward reloads the address it moved to.
 */
export function NavigationWatcher() {
  const { path, query, hash } = useRouter();
  const elements = useElementsPromise();
  const registerEnhancer = useRegisterRscEnhancer();
  const committed = useRef('');

  // Layout effect: registered before any passive effect of the page could start a request.
  useLayoutEffect(
    () =>
      registerEnhancer((requestRsc) => (rscPath, rscParams, options) => {
        if (options.type !== 'call') navigationStarted();
        return requestRsc(rscPath, rscParams, options);
      }),
    [registerEnhancer],
  );

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
      if (target) navigationTargeted(`${target.pathname}${target.search}`);
    };
    const onPopState = () => {
      if (here() === committed.current) return; // only the #fragment moved
      if (newBuildDeployed()) {
        window.location.reload();
        return;
      }
      navigationTargeted(here());
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
