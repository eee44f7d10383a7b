import type { LoadedAccount } from '../portfolio-data';

/** Placeholder of the base branch; engineer D (i44-performance) replaces it: time-weighted return chart (1M/6M/YTD/1Y/all), TWD and USD, against SPY */
export function PerformanceSection(_props: { accounts: LoadedAccount[]; scope: 'all' | number; query: string }) {
  return null;
}
