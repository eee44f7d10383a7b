import { css } from 'styled-system/css';
import { focusRing, iconButton, textButton } from './control-styles';
import { CloseIcon } from './icons';

/**
 * What a toast (ToastCard.tsx) and the new-build notice share: the dark card they float in, the
 * amber word of their action (復原, 重新整理) and ✕. Each sets its own spacing and type size.
 */
export const toastCardStyle = css.raw({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  borderRadius: 'lg',
  bg: 'inverse',
  color: 'onInverse',
  boxShadow: '0 10px 28px rgba(10,20,35,0.3)',
});

export const toastActionStyle = css.raw(textButton.raw(), focusRing.raw({ on: 'dark' }), { flexShrink: 0, px: '2', color: 'accent', fontWeight: 700, borderRadius: 'sm' });

/** ✕: puts the toast or the notice away. */
export function ToastCloseButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={closeClass} aria-label="關閉通知" onClick={onClick}>
      <CloseIcon size={14} lineWidth={2.6} />
    </button>
  );
}

const closeClass = css(iconButton.raw({ on: 'darkQuiet', size: 'sm', shape: 'round' }), focusRing.raw({ on: 'dark' }));
