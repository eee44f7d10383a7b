import { css } from 'styled-system/css';
import { focusRing, iconButton, textButton } from '@/components/ui/control-styles';
import { CloseIcon } from '@/components/ui/icons';

export const NEW_BUILD_MESSAGE = '網站已更新，重新整理以取得最新版本';

/** The new-build notice (NewBuildNotice.tsx decides when): 重新整理 loads the new build, ✕ puts it away. */
export function NewBuildMessage({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div role="status" className={noticeClass} data-testid="new-build-notice">
      <span className={messageClass}>{NEW_BUILD_MESSAGE}</span>
      <button type="button" className={actionClass} onClick={() => window.location.reload()}>
        重新整理
      </button>
      <button type="button" className={closeClass} aria-label="關閉通知" onClick={onDismiss}>
        <CloseIcon size={14} lineWidth={2.6} />
      </button>
    </div>
  );
}

const noticeClass = css({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  pl: '4',
  pr: '2',
  py: '2',
  borderRadius: 'lg',
  bg: 'inverse',
  color: 'onInverse',
  fontSize: '14px',
  lineHeight: '1.5',
  boxShadow: '0 10px 28px rgba(10,20,35,0.3)',
});
const messageClass = css({ flex: 1, minW: 0, textWrap: 'balance' });
const actionClass = css(textButton.raw(), focusRing.raw({ on: 'dark' }), {
  flexShrink: 0,
  minH: '44px',
  px: '2',
  color: 'accent',
  fontSize: '14px',
  fontWeight: 700,
  borderRadius: 'sm',
});
const closeClass = css(iconButton.raw({ on: 'darkQuiet', size: 'sm', shape: 'round' }), focusRing.raw({ on: 'dark' }));
