import { type EntryFields, toLedgerTransaction } from '@/lib/portfolio/entries';
import { replayAccount } from '@/lib/portfolio/ledger';
import { ledgerAccount, TRANSACTION_LIMIT } from '@/lib/portfolio/store-rpc';
import { formatInteger } from '@/lib/format/numbers';
import type { LoadedAccount } from './portfolio-data';

/**
 * Why the store refused a write the checks passed, in the ledger's own words: the page replays the
 * account as the write would have left it (the store did the same and rolled back), so the message is
 * worked out here rather than carried in a link. When the replay finds nothing wrong, the refusal was
 * the member's transaction limit.
 */
export async function storeRefusal(loaded: LoadedAccount, change: { remove?: number; write?: EntryFields; replace?: number }): Promise<string[]> {
  const kept = (await loaded.entries()).filter((entry) => entry.id !== change.remove);
  const entries: (EntryFields & { id: number | 'new' })[] = kept.map((entry) => (change.write && entry.id === change.replace ? { ...change.write, id: entry.id } : entry));
  if (change.write && change.replace === undefined) entries.push({ ...change.write, id: 'new' });
  const errors = replayErrors(loaded, entries);
  return errors.length > 0 ? errors : [LIMIT];
}

/**
 * Why the store refused to move transaction `id` from one account to another (修改 with another account
 * chosen): each account replayed as the move would have left it, the one it came from without it, the
 * one chosen with it in its place (its id keeps its order among its day's), each named.
 */
export async function moveRefusal(from: LoadedAccount, to: LoadedAccount, id: number, write: EntryFields): Promise<string[]> {
  const left = (await from.entries()).filter((entry) => entry.id !== id);
  const arrived = [...(await to.entries()), { ...write, id }].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  const errors = [
    ...replayErrors(to, arrived).map((message) => `移到「${to.account.name}」後：${message}`),
    ...replayErrors(from, left).map((message) => `移出「${from.account.name}」後：${message}`),
  ];
  return errors.length > 0 ? errors : [LIMIT];
}

const LIMIT = `最多記 ${formatInteger(TRANSACTION_LIMIT)} 筆交易：請先刪除不用的交易或帳戶。`;

/** The ledger's words for `entries` (in booking order) as the account's transactions; none when they replay. */
function replayErrors(loaded: LoadedAccount, entries: readonly (EntryFields & { id: number | 'new' })[]): string[] {
  const accountId = String(loaded.account.id);
  const replayed = replayAccount(
    ledgerAccount(loaded.account),
    entries.map((entry) => toLedgerTransaction(String(entry.id), accountId, entry)),
  );
  return replayed.ok ? [] : replayed.errors.map((error) => error.message);
}
