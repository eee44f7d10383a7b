import { css } from 'styled-system/css';
import { FormNotice, NoticeForm } from '@/components/member/FormNotice';
import { focusRing } from '@/components/ui/control-styles';
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
    <FormNotice tone={tone} lines={[text]} testId="my-screens-notice">
      {undo && 'id' in answer && <NoticeForm action={MY_SCREENS_PATH} fields={{ intent: 'restore', id: String(answer.id) }} label={UNDO_LABEL} testId="my-screens-undo" />}
      {back && (
        <a href={back} className={backClass} data-testid="my-screens-back">
          回到剛才的選股條件
        </a>
      )}
    </FormNotice>
  );
}

const backClass = css(focusRing.raw(), { fontSize: '14px', color: 'inherit', textDecoration: 'underline' });
