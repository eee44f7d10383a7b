import { createElement, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_defaultRootOptions as defaultRootOptions } from 'waku/client';
import { Router } from 'waku/router/client';
import { afterServerHtmlPainted } from './components/runtime/idle-start';

/**
 * The browser entry (Waku's managed one, with two changes; decision 034). Hydration starts once the
 * server's HTML is painted and its first streamed sections are revealed, so the first and the largest
 * paint never wait for script; and it runs in a transition, which React renders in slices of ~5 ms
 * instead of one long task. The first tap is not lost: a button tapped before the root has committed is held by the edge's inline script
 * (src/lib/http/early-tap-hold.ts) and clicked again after (components/runtime/EarlyTapReplay.tsx).
 */
const rootElement = createElement(StrictMode, null, createElement(Router));

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
