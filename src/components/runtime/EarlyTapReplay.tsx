'use client';

import { useEffect } from 'react';
import { EARLY_TAP_HOLD_GLOBAL, type EarlyTapHold } from '@/lib/http/early-tap-hold';

/** A part whose code is still loading (the member menu's chunk) is waited for this long at most. */
const MAX_WAIT_MS = 10_000;

/**
 * React marks a DOM element it has hydrated with its props (a `__reactProps$…` key, the same since
 * React 17): then the element's handlers are attached and a click reaches them.
 */
const isHydrated = (element: HTMLElement) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Ends the edge's tap hold (src/lib/http/early-tap-hold.ts) once the root has committed, and clicks
 * again the button the reader tapped while the page was still server HTML, as soon as React has
 * hydrated that button (a part loaded on demand, like the member menu, may come a little after the
 * root). A leaf with no output; mounted once, by the client runtime.
 */
export function EarlyTapReplay() {
  useEffect(() => {
    const held = (window as unknown as Record<string, EarlyTapHold | undefined>)[EARLY_TAP_HOLD_GLOBAL]?.release();
    if (!held) return;
    const giveUpAt = performance.now() + MAX_WAIT_MS;
    let frame = 0;
    const replay = () => {
      if (!held.isConnected || performance.now() > giveUpAt) return;
      if (isHydrated(held)) held.click();
      else frame = requestAnimationFrame(replay);
    };
    replay();
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}
