'use client';

import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { onDemand, useOnDemand } from './on-demand';
import { createToastBus, type Toast, type ToastBus } from './toast-bus';

const bus: ToastBus | null = typeof window === 'undefined' ? null : createToastBus(window);

// The toast itself is a chunk of its own, loaded with the first toast: many pages never show one,
// and a toast follows an answer from the server, so the network is there to fetch it.
const loadCard = onDemand(() => import('./ToastCard'));

/** How long a toast stays; one with an action (復原) stays longer, and hovering or focusing it holds it. */
export const TOAST_MS = 5_000;
export const TOAST_WITH_ACTION_MS = 8_000;

/**
 * The toasts of every page (mounted once by the root layout). One at a time: a new one replaces the
 * old. The live region is there from the start, so screen readers announce a toast when it arrives.
 */
export function Toaster() {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const [held, setHeld] = useState(false);
  const counter = useRef(0);
  const card = useOnDemand(loadCard, toast !== null);

  useEffect(
    () =>
      bus?.connect((next) => {
        counter.current += 1;
        setToast({ ...next, key: counter.current });
      }),
    [],
  );

  useEffect(() => {
    if (!toast || held) return;
    const timer = setTimeout(() => setToast(null), toast.action ? TOAST_WITH_ACTION_MS : TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, held]);

  return (
    <div className={regionClass} aria-live="polite" data-testid="toaster">
      {toast && card && (
        <card.ToastCard
          key={toast.key}
          toast={toast}
          onHold={setHeld}
          onClose={() => {
            setToast(null);
            setHeld(false);
          }}
        />
      )}
    </div>
  );
}

const regionClass = css({
  position: 'fixed',
  left: '50%',
  bottom: 'max(16px, env(safe-area-inset-bottom))',
  transform: 'translateX(-50%)',
  zIndex: 60,
  w: 'min(480px, calc(100vw - 24px))',
  pointerEvents: 'none',
});
