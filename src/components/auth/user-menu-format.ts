/** What the header shows of a member: the pCoin balance and the default avatar's letter. */

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `1200` → `1,200 pCoin`; null (guest, or the profile service did not answer) and nonsense → null (hidden). */
export function formatPCoin(balance: number | null | undefined): string | null {
  if (typeof balance !== 'number' || !Number.isFinite(balance)) return null;
  return `${GROUPED.format(Math.trunc(balance))} pCoin`;
}

/** The first character the default avatar shows: a whole code point (emoji, CJK), upper-cased; `?` when blank. */
export function avatarInitial(nickname: string): string {
  const first = Array.from(nickname.trim())[0];
  return first ? first.toLocaleUpperCase('zh-TW') : '?';
}
