import type { LoadedAccount } from '../portfolio-data';

/** Placeholder of the base branch; engineer A1 (i44-entries) replaces it: the accounts (name, currency, fee rule, cost method) with create, rename, delete (asks first, 復原), and the answer of the last form */
export function AccountsSection(_props: { accounts: LoadedAccount[]; query: string }) {
  return null;
}
