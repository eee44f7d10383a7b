import { type NameProblem, SAVED_SCREEN_LIMIT, SCREEN_NAME_MAX } from '@/lib/member/saved-screens';
import type { ScreensAnswer } from '@/lib/member/screen-answers';
import type { NoticeTone } from '@/components/member/FormNotice';

/** 我的選股's words: the page, and what a form post came to (screen-answers.ts). */
export const MY_SCREENS_TITLE = '我的選股';
export const EMPTY_TEXT = '還沒有儲存的選股條件。在選股頁設定好條件後，輸入名稱按「儲存」，就會出現在這裡。';
export const LOAD_FAILED_TEXT = '暫時無法載入你的選股條件，請稍後再試。';
export const FULL_TEXT = `最多儲存 ${SAVED_SCREEN_LIMIT} 組選股條件，請先刪除不用的再儲存。`;
export const UNDO_LABEL = '復原';

const NAME_PROBLEMS: Record<NameProblem, string> = {
  empty: '請輸入名稱。',
  'too-long': `名稱最多 ${SCREEN_NAME_MAX} 個字，請縮短後再試。`,
  'forbidden-character': '名稱裡有無法使用的字元（例如換行或控制字元），請改掉後再試。',
};

/** The notice for `answer`; `name` is the screen's name from the store, for the answers about one screen. */
export function answerText(answer: ScreensAnswer, name: string): { text: string; tone: NoticeTone } {
  switch (answer.kind) {
    case 'saved':
      return { text: `已儲存「${name}」。`, tone: 'done' };
    case 'replaced':
      return { text: `已有同名的「${name}」，已換成這次的條件。`, tone: 'done' };
    case 'renamed':
      return { text: `已改名為「${name}」。`, tone: 'done' };
    case 'removed':
      return { text: `已刪除「${name}」。`, tone: 'done' };
    case 'restored':
      return { text: `已復原「${name}」。`, tone: 'done' };
    case 'full':
      return { text: FULL_TEXT, tone: 'refused' };
    case 'invalid-name':
      return { text: NAME_PROBLEMS[answer.problem], tone: 'refused' };
    case 'invalid-query':
      return { text: '這組選股條件無法儲存（條件太長或格式不對）。', tone: 'refused' };
    case 'name-taken':
      return { text: '已經有同名的選股條件，請換一個名稱。', tone: 'refused' };
    case 'not-found':
      return { text: '找不到這組選股條件，可能已在其他分頁刪除。', tone: 'refused' };
    case 'error':
      return { text: '暫時無法完成，請稍後再試。', tone: 'refused' };
  }
}
