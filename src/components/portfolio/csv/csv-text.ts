import { formatInteger } from '@/lib/format/numbers';
import type { ImportAnswer } from '@/lib/portfolio/import-answers';
import type { CsvProblem } from '@/lib/portfolio/transactions-csv';

/** What the CSV section says, in one place (tests read them from here). */
const NOTHING_SAVED = '這次沒有匯入任何交易';

export function answerText(answer: Exclude<ImportAnswer, { kind: 'refused' }>): { text: string; tone: 'done' | 'refused' } {
  switch (answer.kind) {
    case 'imported':
      return { text: `已匯入 ${formatInteger(answer.count)} 筆`, tone: 'done' };
    case 'too-large':
      return { text: `檔案太大（上限 1 MB）：請分成幾個檔案匯入。${NOTHING_SAVED}`, tone: 'refused' };
    case 'no-file':
      return { text: `請先選擇要匯入的 CSV 檔。${NOTHING_SAVED}`, tone: 'refused' };
    case 'several-files':
      return { text: `一次只能匯入一個檔案。${NOTHING_SAVED}`, tone: 'refused' };
    case 'directory-unavailable':
      return { text: `股票代號清單正在更新，暫時無法確認代號：請稍後再匯入。${NOTHING_SAVED}`, tone: 'refused' };
    case 'error':
      return { text: `匯入時發生錯誤，請稍後再試。${NOTHING_SAVED}`, tone: 'refused' };
  }
}

export const refusedHeadline = (total: number): string => `${NOTHING_SAVED}：檔案有 ${formatInteger(total)} 個問題，請修正後再匯入`;
export const moreProblemsText = (rest: number): string => `還有 ${formatInteger(rest)} 個問題未列出`;
export const REPORT_GONE_TEXT = `這次匯入的問題清單已過期，請重新匯入。${NOTHING_SAVED}`;

/** Where a problem is, as the member finds it in the spreadsheet: 第 3 列「代號」, or 檔案 for the file as a whole. */
export function problemPlace(problem: CsvProblem): string {
  if (problem.row === 0) return '檔案';
  return problem.column === '' ? `第 ${formatInteger(problem.row)} 列` : `第 ${formatInteger(problem.row)} 列「${problem.column}」`;
}
