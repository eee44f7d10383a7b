import { css } from 'styled-system/css';
import { Link } from 'waku/router/client';
import { focusRing, iconButton, textButton } from './control-styles';
import { CloseIcon } from './icons';
import type { Toast } from './toast-bus';

type LinkTarget = Parameters<typeof Link>[0]['to'];

/**
 * One toast (Toaster.tsx keeps the queue and the timer): the message, its link or action (復原),
 * and ✕. Hovering or focusing it holds it on screen.
 */
export function ToastCard({ toast, onHold, onClose }: { toast: Toast; onHold: (held: boolean) => void; onClose: () => void }) {
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      className={toastClass}
      data-tone={toast.tone ?? 'info'}
      data-testid="toast"
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={() => onHold(false)}
    >
      <span className={messageClass}>{toast.message}</span>
      {toast.link && (
        <Link to={toast.link.href as LinkTarget} className={actionClass} onClick={onClose}>
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
            onClose();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className={closeClass} aria-label="關閉通知" onClick={onClose}>
        <CloseIcon size={14} lineWidth={2.6} />
      </button>
    </div>
  );
}

const toastClass = css({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '3',
  borderRadius: 'lg',
  bg: 'inverse',
  color: 'onInverse',
  fontSize: '15px',
  boxShadow: '0 10px 28px rgba(10,20,35,0.3)',
  '&[data-tone="error"]': { bg: 'inverseError' },
});
const messageClass = css({ flex: 1, minW: 0 });
const actionClass = css(textButton.raw(), focusRing.raw({ on: 'dark' }), {
  flexShrink: 0,
  px: '2',
  py: '1',
  color: 'accent',
  fontSize: '15px',
  fontWeight: 700,
  borderRadius: 'sm',
});
const closeClass = css(iconButton.raw({ on: 'darkQuiet', size: 'sm', shape: 'round' }), focusRing.raw({ on: 'dark' }));
