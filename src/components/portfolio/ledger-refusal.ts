import { type EntryFields, toLedgerTransaction } from '@/lib/portfolio/entries';
import { replayAccount } from '@/lib/portfolio/ledger';
import { TRANSACTION_LIMIT } from '@/lib/portfolio/store-rpc';
import { formatInteger } from '@/lib/format/numbers';
import { type LoadedAccount, ledgerAccount } from './portfolio-data';

/**
 * Why the store refused a write the checks passed, in the ledger's own words: the page replays the
 * account as the write would have left it (the store did the same and rolled back), so the message is
 * worked out here rather than carried in a link. When the replay finds nothing wrong, the refusal was
 * the member's transaction limit.
 */
export async function storeRefusal(loaded: LoadedAccount, change: { remove?: number; write?: EntryFields; replace?: number }): Promise<string[]> {
  const accountId = String(loaded.account.id);
  const kept = (await loaded.entries()).filter((entry) => entry.id !== change.remove);
  const transactions = kept.map((entry) => toLedgerTransaction(String(entry.id), accountId, change.write && entry.id === change.replace ? change.write : entry));
  if (change.write && change.replace === undefined) transactions.push(toLedgerTransaction('new', accountId, change.write));
  const replayed = replayAccount(ledgerAccount(loaded.account), transactions);
  return replayed.ok ? [`最多記 ${formatInteger(TRANSACTION_LIMIT)} 筆交易：請先刪除不用的交易或帳戶。`] : replayed.errors.map((error) => error.message);
}
