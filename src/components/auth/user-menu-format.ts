import { formatPCoinAmount } from '@/lib/format/numbers';

/** What the header shows of a member: the pCoin balance and the default avatar's letter. */

/** `1200` → `1,200 pCoin`; null (guest, or the profile service did not answer) and nonsense → null (hidden). */
export function formatPCoin(balance: number | null | undefined): string | null {
  if (typeof balance !== 'number' || !Number.isFinite(balance)) return null;
  return formatPCoinAmount(balance);
}

/** The first character the default avatar shows: a whole code point (emoji, CJK), upper-cased; `?` when blank. */
export function avatarInitial(nickname: string): string {
  const first = Array.from(nickname.trim())[0];
  return first ? first.toLocaleUpperCase('zh-TW') : '?';
}
