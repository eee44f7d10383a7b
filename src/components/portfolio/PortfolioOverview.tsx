import type { MemberStore } from '@/lib/member/member-store';
import { AccountsSection } from './accounts/AccountsSection';
import { HoldingsSection } from './holdings/HoldingsSection';
import { IncomeSection } from './holdings/IncomeSection';
import { PerformanceSection } from './performance/PerformanceSection';
import { loadPortfolio } from './portfolio-data';

/** /portfolio: every account together, then the accounts themselves. Each section is one engineer's. */
export async function PortfolioOverview({ store, query }: { store: MemberStore; query: string }) {
  const accounts = await loadPortfolio(store);
  return (
    <>
      <HoldingsSection accounts={accounts} scope="all" />
      <PerformanceSection accounts={accounts} scope="all" query={query} store={store} />
      <IncomeSection accounts={accounts} scope="all" />
      <AccountsSection accounts={accounts} query={query} />
    </>
  );
}
