import type { LoadedAccount } from '../portfolio-data';

/** Placeholder of the base branch; engineer A2 (i44-holdings) replaces it: realised sales, dividends per year (gross, withheld, net, USD and TWD) and the yearly summary for a tax filing */
export function IncomeSection(_props: { accounts: LoadedAccount[]; scope: 'all' | number }) {
  return null;
}
