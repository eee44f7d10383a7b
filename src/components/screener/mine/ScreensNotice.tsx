import { css } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';
import { MY_SCREENS_PATH } from '@/lib/auth/guards';
import { screenHref } from '@/lib/member/saved-screens';
import type { ScreensAnswer } from '@/lib/member/screen-answers';
import { answerText, UNDO_LABEL } from './my-screens-text';

/**
 * What the last form post came to, at the top of the list: 已儲存, 已刪除 with 復原 (a form: undo
 * works without JavaScript too, for as long as the store keeps the removed screen), or why something
 * was refused, with the way back to the screen that was not saved. A status region: read out on arrival.
 */
export function ScreensNotice({ answer, name, undo }: { answer: ScreensAnswer; name: string; undo: boolean }) {
  const { text, tone } = answerText(answer, name);
  const back = 'query' in answer && answer.query !== null ? screenHref(answer.query) : null;
  return (
    <div className={noticeClass} role="status" data-tone={tone} data-testid="my-screens-notice">
      <p className={textClass}>{text}</p>
      {undo && 'id' in answer && (
        <form method="post" action={MY_SCREENS_PATH}>
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="id" value={answer.id} />
          <button type="submit" className={undoClass} data-testid="my-screens-undo">
            {UNDO_LABEL}
          </button>
        </form>
      )}
      {back && (
        <a href={back} className={backClass} data-testid="my-screens-back">
          回到剛才的選股條件
        </a>
      )}
    </div>
  );
}

const noticeClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: 'md',
  border: '1px solid',
  '&[data-tone="done"]': { bg: 'greenTint', color: 'greenText', borderColor: 'greenText' },
  '&[data-tone="refused"]': { bg: 'redTint', color: 'redText', borderColor: 'redText' },
});
const textClass = css({ m: 0, flex: '1 1 200px', fontSize: '14px', fontWeight: 600, overflowWrap: 'anywhere' });
const undoClass = css(pill.raw({ tone: 'outline' }), focusRing.raw({ offset: 'outset' }), { h: '36px', px: '4', color: 'brand', fontSize: '14px', fontWeight: 700, cursor: 'pointer' });
const backClass = css(focusRing.raw(), { fontSize: '14px', color: 'inherit', textDecoration: 'underline' });
