import type { LoadedAccount } from '../portfolio-data';

/** Placeholder of the base branch; engineer A1 (i44-entries) replaces it: the account's transactions (newest first, paged), each with edit and remove (復原), and 記一筆 */
export function TransactionsSection(_props: { account: LoadedAccount; query: string }) {
  return null;
}
