import { css } from 'styled-system/css';
import { toastActionStyle, toastCardStyle, ToastCloseButton } from '@/components/ui/toast-parts';

export const NEW_BUILD_MESSAGE = '網站已更新，重新整理以取得最新版本';

/** The new-build notice (NewBuildNotice.tsx decides when): 重新整理 loads the new build, ✕ puts it away. */
export function NewBuildMessage({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div role="status" className={noticeClass} data-testid="new-build-notice">
      <span className={messageClass}>{NEW_BUILD_MESSAGE}</span>
      <button type="button" className={actionClass} onClick={() => window.location.reload()}>
        重新整理
      </button>
      <ToastCloseButton onClick={onDismiss} />
    </div>
  );
}

const noticeClass = css(toastCardStyle, { gap: '2', pl: '4', pr: '2', py: '2', fontSize: '14px', lineHeight: '1.5' });
const messageClass = css({ flex: 1, minW: 0, textWrap: 'balance' });
const actionClass = css(toastActionStyle, { minH: '44px', fontSize: '14px' });
