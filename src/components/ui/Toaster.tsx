'use client';

import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'waku/router/client';
import { focusRing, iconButton, textButton } from './control-styles';
import { CloseIcon } from './icons';
import { createToastBus, type Toast, type ToastBus } from './toast-bus';

const bus: ToastBus | null = typeof window === 'undefined' ? null : createToastBus(window);

/** How long a toast stays; one with an action (復原) stays longer, and hovering or focusing it holds it. */
export const TOAST_MS = 5_000;
export const TOAST_WITH_ACTION_MS = 8_000;

type LinkTarget = Parameters<typeof Link>[0]['to'];

/** The toasts of every page (mounted once by the root layout). One at a time: a new one replaces the old. */
export function Toaster() {
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const [held, setHeld] = useState(false);
  const counter = useRef(0);

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
      {toast && (
        <div
          key={toast.key}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          className={toastClass}
          data-tone={toast.tone ?? 'info'}
          data-testid="toast"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <span className={messageClass}>{toast.message}</span>
          {toast.link && (
            <Link to={toast.link.href as LinkTarget} className={actionClass} onClick={() => setToast(null)}>
              {toast.link.label}
            </Link>
          )}
          {toast.action && (
            <button
              type="button"
              className={actionClass}
              data-testid="toast-action"
              onClick={() => {
                toast.action?.onClick();
                setToast(null);
                setHeld(false);
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button type="button" className={closeClass} aria-label="關閉通知" onClick={() => { setToast(null); setHeld(false); }}>
            <CloseIcon size={14} lineWidth={2.6} />
          </button>
        </div>
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
const toastClass = css({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '3',
  borderRadius: 'lg',
  bg: '#1c2430',
  color: 'white',
  fontSize: '15px',
  boxShadow: '0 10px 28px rgba(10,20,35,0.3)',
  '&[data-tone="error"]': { bg: '#8a1c16' },
});
const messageClass = css({ flex: 1, minW: 0 });
const actionClass = css(textButton.raw(), focusRing.raw({ on: 'dark' }), {
  flexShrink: 0,
  px: '2',
  py: '1',
  color: '#ffd58a',
  fontSize: '15px',
  fontWeight: 700,
  borderRadius: 'sm',
});
const closeClass = css(iconButton.raw({ on: 'darkQuiet', size: 'sm', shape: 'round' }), focusRing.raw({ on: 'dark' }));
