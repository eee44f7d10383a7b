import type { LoadedAccount } from '../portfolio-data';

/** Placeholder of the base branch; engineer A2 (i44-holdings) replaces it: holdings valued at today's prices (live), gains in USD and TWD split into price and FX, weights, totals per account and overall */
export function HoldingsSection(_props: { accounts: LoadedAccount[]; scope: 'all' | number }) {
  return null;
}
