import { css } from 'styled-system/css';
import { Link } from 'waku/router/client';
import type { Toast } from './toast-bus';
import { toastActionStyle, toastCardStyle, ToastCloseButton } from './toast-parts';

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
      <ToastCloseButton onClick={onClose} />
    </div>
  );
}

const toastClass = css(toastCardStyle, { gap: '3', px: '4', py: '3', fontSize: '15px', '&[data-tone="error"]': { bg: 'inverseError' } });
const messageClass = css({ flex: 1, minW: 0 });
const actionClass = css(toastActionStyle, { py: '1', fontSize: '15px' });
