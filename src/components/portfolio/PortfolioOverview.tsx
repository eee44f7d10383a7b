import type { MemberStore } from '@/lib/member/member-store';
import { AccountsSection } from './accounts/AccountsSection';
import { HoldingsSection } from './holdings/HoldingsSection';
import { IncomeSection } from './holdings/IncomeSection';
import { PerformanceSection } from './performance/PerformanceSection';
import { HOLDINGS_SHOWN, OVERVIEW_SALES_SHOWN } from '@/lib/portfolio/holdings-shown';
import { SALES_SHOWN } from '@/lib/portfolio/ledger-summary';
import { listsInFull } from '@/lib/portfolio/routes';
import { loadPortfolio } from './portfolio-data';

/**
 * /portfolio: every account together, then the accounts themselves. Each section is one engineer's. Its
 * holdings: the largest HOLDINGS_SHOWN, its sales the newest OVERVIEW_SALES_SHOWN; with `?all=1` every
 * holding and the newest SALES_SHOWN (totals and yearly sums always over all).
 */
export async function PortfolioOverview({ store, query }: { store: MemberStore; query: string }) {
  const accounts = await loadPortfolio(store);
  const full = listsInFull(query);
  return (
    <>
      <HoldingsSection accounts={accounts} scope="all" limit={full ? null : HOLDINGS_SHOWN} />
      <PerformanceSection accounts={accounts} scope="all" query={query} store={store} />
      <IncomeSection accounts={accounts} scope="all" salesShown={full ? SALES_SHOWN : OVERVIEW_SALES_SHOWN} />
      <AccountsSection accounts={accounts} query={query} />
    </>
  );
}
