import { createElement, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';
import { unstable_parseRoute as parseRoute } from 'waku/router/client-core';
import { afterServerHtmlPainted } from './components/runtime/idle-start';

/**
 * The router starts without the address's #fragment, as the server rendered it; Waku would otherwise
 * keep the fragment to set after hydration, which client-renders every section still streaming
 * (components/runtime/HydrationHash.tsx hides it from the address bar for that moment; decision 056).
 */
const initialRoute = { ...parseRoute(new URL(window.location.href)), hash: '' };

/**
 * The browser entry (Waku's managed one, with three changes: the route above, decision 034's two below). Hydration starts once the
 * server's HTML is painted and its first streamed sections are revealed, so the first and the largest
 * paint never wait for script; and it runs in a transition, which React renders in slices of ~5 ms
 * instead of one long task. The first tap is not lost: a button tapped before the root has committed is held by the edge's inline script
 * (src/lib/http/early-tap-hold.ts) and clicked again after (components/runtime/EarlyTapReplay.tsx).
 */
const rootElement = createElement(StrictMode, null, createElement(Router, { initialRoute }));

/** Waku's inline bootstrap sets this when the document carries server HTML to hydrate. */
const serverRendered = (globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__ === true;

if (serverRendered) {
  afterServerHtmlPainted(window, () => {
    startTransition(() => {
      hydrateRoot(document, rootElement, defaultRootOptions);
    });
  });
} else {
  createRoot(document, defaultRootOptions).render(rootElement);
}
