'use client';

import { useEffect } from 'react';
import { EARLY_TAP_HOLD_GLOBAL, type EarlyTapHold } from '@/lib/http/early-tap-hold';
import { isHydratedByReact } from './react-hydrated';

/** A part whose code is still loading (the member menu's chunk) is waited for this long at most. */
const MAX_WAIT_MS = 10_000;

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
      // Hydrated: its handlers are attached and a click reaches them.
      if (isHydratedByReact(held)) held.click();
      else frame = requestAnimationFrame(replay);
    };
    replay();
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}
