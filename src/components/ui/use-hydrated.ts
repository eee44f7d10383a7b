'use client';

import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const same = () => 0;

/**
 * false in the server's HTML and while React hydrates it, true from then on (and at once for a
 * component first mounted in the browser). Controls use it to stay plain links and forms until
 * their handlers are attached, and set `data-hydrated` so the end-to-end tests know when to click.
 *
 * The flip after hydration is a transition, rendered in slices with the rest of hydration's work. A
 * store whose server and browser snapshots differ (the usual way to write this) makes React re-render
 * every such control synchronously, in one long task right after the hydration commits (decision
 * 034). Here both snapshots are equal, so React never forces that; the server snapshot's getter only
 * tells whether this render is hydrating, since React calls it while hydrating and on the server alone.
 */
export function useHydrated(): boolean {
  let hydrating = false;
  useSyncExternalStore(subscribe, same, () => {
    hydrating = true;
    return 0;
  });
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
