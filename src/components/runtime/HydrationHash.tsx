'use client';

import { useEffect, useLayoutEffect } from 'react';
import { hideHash } from './hydration-hash';

/** What puts the hidden #fragment back: set by the root's layout effect, taken by its passive effect. */
let restore: (() => void) | null = null;

/**
 * Keeps the streamed sections of a page opened at an address with a #fragment hydrating from the
 * server's HTML (hydration-hash.ts, decision 056). Mounted once, in the root's commit, below Waku's
 * router: its layout effect runs before every passive effect of that commit, its passive effect before
 * the router's (children first), and the microtask it queues after all of them. A leaf with no output.
 */
export function HydrationHash() {
  useLayoutEffect(() => {
    restore ??= hideHash(window);
  }, []);
  useEffect(() => {
    queueMicrotask(() => {
      restore?.();
      restore = null;
    });
  }, []);
  return null;
}
