'use client';

import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { onDemand, useOnDemand } from '@/components/ui/on-demand';
import { BUILD_CHECK_INTERVAL_MS, createBuildChecker, fetchDeployedBuildId } from './build-check';
import { markNewBuild } from './new-build-state';

// The notice itself is a chunk of its own, loaded once a new build is seen (at most once a release):
// the previous release's files stay served until the next one (decision 024), so it still loads.
const loadMessage = onDemand(() => import('./NewBuildMessage'));

/**
 * Watches for a newer deployed build (build-check.ts, decision 024) and, once there is one, offers a
 * reload in a quiet notice at the bottom of the window (NewBuildMessage). The reader may ignore it:
 * their next navigation is a full page load anyway (NavigationWatcher), so they land on the new build.
 * The live region is there from the start, so screen readers announce the notice when it arrives.
 */
export function NewBuildNotice() {
  const [deployed, setDeployed] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const message = useOnDemand(loadMessage, deployed !== null);

  useEffect(() => {
    const current = import.meta.env.WAKU_BUILD_ID;
    if (!current || current === 'dev') return; // `waku dev` has no manifest and reloads by itself
    const checker = createBuildChecker({
      currentBuildId: current,
      fetchBuildId: () => fetchDeployedBuildId(window.fetch.bind(window)),
      isOnline: () => navigator.onLine !== false,
      now: () => Date.now(),
      onNewBuild: (id) => {
        markNewBuild(id);
        setDeployed(id);
      },
    });
    const interval = window.setInterval(() => void checker.check(), BUILD_CHECK_INTERVAL_MS);
    const onShown = () => {
      if (document.visibilityState === 'visible') void checker.checkIfStale();
    };
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('online', onShown);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('online', onShown);
    };
  }, []);

  return (
    <div className={regionClass} aria-live="polite">
      {message && deployed && !dismissed && <message.NewBuildMessage onDismiss={() => setDismissed(true)} />}
    </div>
  );
}

// Bottom left on wide screens, across the bottom on phones; under the toasts (z-index 60) if both show.
const regionClass = css({ position: 'fixed', left: '12px', bottom: 'max(16px, env(safe-area-inset-bottom))', zIndex: 55, w: 'min(420px, calc(100vw - 24px))', pointerEvents: 'none' });
