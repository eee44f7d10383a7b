/** What the unlock server function answers (unlock-action.ts), and the id check it starts with. */
export type UnlockOutcome =
  | { status: 'unlocked'; balance: number; charged: boolean }
  | { status: 'login-required' }
  | { status: 'insufficient' }
  | { status: 'error' };

const MAX_ID = 2_147_483_647;

const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null;

/** Positive integer ids only: anything a hostile caller sends otherwise is refused before any call. */
export function unlockRefOf(articleId: unknown, authorId: unknown): { articleId: number; authorId: number } | null {
  const article = idOf(articleId);
  const author = idOf(authorId);
  return article !== null && author !== null ? { articleId: article, authorId: author } : null;
}

export const INSUFFICIENT_BALANCE_TEXT = 'pCoin 點數不足，無法解鎖這篇文章。';
