import { formatInteger } from '@/lib/format/numbers';

/** What the unlock server function answers (unlock-action.ts), and the id check it starts with. */
export type UnlockOutcome =
  | { status: 'unlocked'; balance: number; charged: boolean }
  | { status: 'login-required' }
  /** Refused by the article service (402): nothing was charged. The numbers when they could be read, else null. */
  | { status: 'insufficient'; balance: number | null; price: number | null }
  | { status: 'error' };

const MAX_ID = 2_147_483_647;

const idOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null);

/** Positive integer ids only: anything a hostile caller sends otherwise is refused before any call. */
export function unlockRefOf(articleId: unknown, authorId: unknown): { articleId: number; authorId: number } | null {
  const article = idOf(articleId);
  const author = idOf(authorId);
  return article !== null && author !== null ? { articleId: article, authorId: author } : null;
}

export const INSUFFICIENT_BALANCE_TEXT = 'pCoin 點數不足，無法解鎖這篇文章。';
/** What to do next; also says that the refusal cost nothing. */
export const INSUFFICIENT_BALANCE_NEXT_STEP = '這次沒有扣點。儲值 pCoin 後即可回來解鎖，也可以先閱讀其他免費文章。';

/**
 * The reader's explanation of an insufficient balance: the balance and the price when both are
 * known (「你的 pCoin 餘額 500，這篇文章需要 600 pCoin。」), else the general sentence.
 */
export function insufficientBalanceText(balance: number | null, price: number | null): string {
  if (balance === null || price === null) return INSUFFICIENT_BALANCE_TEXT;
  return `你的 pCoin 餘額 ${formatInteger(balance)}，這篇文章需要 ${formatInteger(price)} pCoin。`;
}
