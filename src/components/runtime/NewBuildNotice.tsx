'use client';

import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { focusRing, iconButton, textButton } from '@/components/ui/control-styles';
import { CloseIcon } from '@/components/ui/icons';
import { BUILD_CHECK_INTERVAL_MS, createBuildChecker, fetchDeployedBuildId } from './build-check';
import { markNewBuild } from './new-build-state';

export const NEW_BUILD_MESSAGE = '網站已更新，重新整理以取得最新版本';

/**
 * Watches for a newer deployed build (build-check.ts, decision 024) and, once there is one, offers a
 * reload in a quiet notice at the bottom of the window. The reader may ignore it: their next
 * navigation is a full page load anyway (NavigationWatcher), so they land on the new build.
 */
export function NewBuildNotice() {
  const [deployed, setDeployed] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);

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
      {deployed && !dismissed && (
        <div role="status" className={noticeClass} data-testid="new-build-notice">
          <span className={messageClass}>{NEW_BUILD_MESSAGE}</span>
          <button type="button" className={actionClass} onClick={() => window.location.reload()}>
            重新整理
          </button>
          <button type="button" className={closeClass} aria-label="關閉通知" onClick={() => setDismissed(true)}>
            <CloseIcon size={14} lineWidth={2.6} />
          </button>
        </div>
      )}
    </div>
  );
}

// Bottom left on wide screens, across the bottom on phones; under the toasts (z-index 60) if both show.
const regionClass = css({
  position: 'fixed',
  left: '12px',
  bottom: 'max(16px, env(safe-area-inset-bottom))',
  zIndex: 55,
  w: 'min(420px, calc(100vw - 24px))',
  pointerEvents: 'none',
});
const noticeClass = css({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  pl: '4',
  pr: '2',
  py: '2',
  borderRadius: 'lg',
  bg: '#1c2430',
  color: 'white',
  fontSize: '14px',
  lineHeight: '1.5',
  boxShadow: '0 10px 28px rgba(10,20,35,0.3)',
});
const messageClass = css({ flex: 1, minW: 0, textWrap: 'balance' });
const actionClass = css(textButton.raw(), focusRing.raw({ on: 'dark' }), {
  flexShrink: 0,
  minH: '44px',
  px: '2',
  color: '#ffd58a',
  fontSize: '14px',
  fontWeight: 700,
  borderRadius: 'sm',
});
const closeClass = css(iconButton.raw({ on: 'darkQuiet', size: 'sm', shape: 'round' }), focusRing.raw({ on: 'dark' }));
