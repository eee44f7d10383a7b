import { formatDecimal, formatMoney } from '@/lib/format/money';
import { Decimal } from '@/lib/portfolio/money';
import type { PortfolioAnswer } from '@/lib/portfolio/portfolio-answers';
import { checkAccountFields, checkAccountName } from '@/lib/member/portfolio-accounts';
import { ACCOUNT_LIMIT, type StoredAccount } from '@/lib/portfolio/store-rpc';
import type { CostMethod } from '@/lib/portfolio/transactions';
import type { NoticeTone } from '../PortfolioNotice';

/** The accounts' words: their settings, and what a form about an account came to (portfolio-answers.ts). */
export const COST_METHOD_LABELS: Readonly<Record<CostMethod, string>> = { average: '平均成本', fifo: '先進先出' };
export const EMPTY_ACCOUNTS_TEXT = '還沒有帳戶。先在下方「新增帳戶」建立你的券商帳戶（例如「國泰複委託」或「Firstrade」），設定幣別和手續費規則，再按「記一筆」記下入金、買進或股利。';
export const FULL_TEXT = `最多 ${ACCOUNT_LIMIT} 個帳戶，請先刪除不用的帳戶。`;
export const UNDO_LABEL = '復原';

/**
 * A new account's settings: a 複委託 settled in NT$, the average cost most Taiwanese brokers show, and a
 * common online 複委託 rate after the usual discount (0.25 %, at least US$15). The member changes them to
 * the broker's own; they are a starting point, not a quote.
 */
export const NEW_ACCOUNT_DEFAULTS = { name: '', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '15' } as const;

/** "0.25%，最低 US$15.00": the fee rule as a broker quotes it. */
export const feeRuleText = (account: Pick<StoredAccount, 'feeRatePercent' | 'feeMinimum'>): string =>
  `${formatDecimal(new Decimal(account.feeRatePercent))}%，最低 ${formatMoney(new Decimal(account.feeMinimum), 'USD')}`;

/** The notice of an answer about an account; `name` is the account's name in the store ('' when it is gone). */
export function accountNotice(answer: PortfolioAnswer, name: string): { tone: NoticeTone; text: string } | null {
  switch (answer.kind) {
    case 'account-created':
      return { tone: 'done', text: `已建立帳戶「${name}」。` };
    case 'account-renamed':
      return { tone: 'done', text: `已改名為「${name}」。` };
    case 'account-restored':
      return { tone: 'done', text: `已復原帳戶「${name}」和它的交易。` };
    case 'account-removed':
      return { tone: 'done', text: '已刪除帳戶和它的交易。一天內可以復原。' };
    case 'not-found':
      return { tone: 'refused', text: '找不到這個帳戶或交易，可能已在其他分頁刪除。' };
    case 'error':
      return { tone: 'refused', text: '暫時無法完成，請稍後再試。' };
    case 'refused':
      if (answer.form === 'restore') return { tone: 'refused', text: answer.why === 'name-taken' ? '已有同名的帳戶：請先把它改名，再按復原。' : FULL_TEXT };
      if (answer.why === 'full') return { tone: 'refused', text: FULL_TEXT };
      return answer.form === 'account' || answer.form === 'rename' ? { tone: 'refused', text: '沒有儲存：請依欄位下的說明修改後再送出。' } : null;
    default:
      return null;
  }
}

/** Each refused field of an account form, and why, by checking what was typed again with the store's rules. */
export function accountProblems(answer: PortfolioAnswer | null, form: 'account' | 'rename', id: number | null): Partial<Record<string, string>> {
  if (answer?.kind !== 'refused' || answer.form !== form || answer.id !== id) return {};
  if (answer.why === 'name-taken') return { name: `已有名為「${answer.values.name ?? ''}」的帳戶，請換一個名稱。` };
  if (form === 'rename') {
    const name = checkAccountName(answer.values.name);
    return name.ok ? {} : { name: name.problem.message };
  }
  const checked = checkAccountFields(answer.values);
  return checked.ok ? {} : Object.fromEntries(checked.problems.map((problem) => [problem.field, problem.message]));
}
