import type { MemberStore } from '@/lib/member/member-store';
import { AccountsSection } from './accounts/AccountsSection';
import { HoldingsSection } from './holdings/HoldingsSection';
import { IncomeSection } from './holdings/IncomeSection';
import { PerformanceSection } from './performance/PerformanceSection';
import { HOLDINGS_SHOWN } from '@/lib/portfolio/holdings-shown';
import { listsAllHoldings } from '@/lib/portfolio/routes';
import { loadPortfolio } from './portfolio-data';

/**
 * /portfolio: every account together, then the accounts themselves. Each section is one engineer's. Its
 * holdings: the largest HOLDINGS_SHOWN, or all of them with `?all=1` (the totals always over all).
 */
export async function PortfolioOverview({ store, query }: { store: MemberStore; query: string }) {
  const accounts = await loadPortfolio(store);
  return (
    <>
      <HoldingsSection accounts={accounts} scope="all" limit={listsAllHoldings(query) ? null : HOLDINGS_SHOWN} />
      <PerformanceSection accounts={accounts} scope="all" query={query} store={store} />
      <IncomeSection accounts={accounts} scope="all" />
      <AccountsSection accounts={accounts} query={query} />
    </>
  );
}
