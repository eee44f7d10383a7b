'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false in the server's HTML and while React hydrates it, true from then on (and at once for a
 * component first mounted in the browser). Controls use it to stay plain links and forms until
 * their handlers are attached, and set `data-hydrated` so the end-to-end tests know when to click.
 * useSyncExternalStore's server snapshot gives this without an effect that sets state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
