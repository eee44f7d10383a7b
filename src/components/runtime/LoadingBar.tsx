'use client';

import { useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { useHydrated } from '@/components/ui/use-hydrated';
import { LOADING_BAR } from './loading-bar-machine';
import { IDLE_SNAPSHOT, loadingBar } from './navigation-progress';

const subscribe = (listener: () => void) => loadingBar?.subscribe(listener) ?? (() => {});
const snapshot = () => loadingBar?.snapshot() ?? IDLE_SNAPSHOT;
const serverSnapshot = () => IDLE_SNAPSHOT;

/**
 * The loading bar: a 3 px strip fixed at the top of the window, over the header, so it
 * never moves anything. It is decoration for sighted readers: hidden from assistive technology
 * (screen readers hear the new page itself). It grows by transform, not width, so no layout runs.
 * Its height is a style attribute: Panda cannot read an imported constant at build time.
 */
export function LoadingBar() {
  const { state, visible, progress } = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  // Set in the same commit as the runtime's listeners: the end-to-end tests wait for it.
  const hydrated = useHydrated();
  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-state={state}
      data-visible={visible ? 'true' : 'false'}
      data-hydrated={hydrated ? 'true' : undefined}
      className={barClass}
      style={{ height: LOADING_BAR.heightPx, transform: `scaleX(${progress / 100})`, opacity: visible ? 1 : 0 }}
    />
  );
}

const barClass = css({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 1000,
  pointerEvents: 'none',
  transformOrigin: 'left center',
  bg: 'loadingBar',
  transition: 'transform 0.1s linear, opacity 0.4s ease',
  '&[data-state=error]': { bg: 'loadingBarError' },
  _motionReduce: { transition: 'opacity 0.4s ease' },
});
