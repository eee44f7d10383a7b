import { sectionHeadingRecipe } from '@/components/ui/Section';
import type { MemberStore } from '@/lib/member/member-store';
import { TransactionsSection } from './accounts/TransactionsSection';
import { CsvSection } from './csv/CsvSection';
import { HoldingsSection } from './holdings/HoldingsSection';
import { IncomeSection } from './holdings/IncomeSection';
import { PerformanceSection } from './performance/PerformanceSection';
import { loadPortfolio } from './portfolio-data';

/** /portfolio/accounts/{id}: one account. Null when the member has no such account (the page answers 404). */
export async function AccountView({ store, accountId, query }: { store: MemberStore; accountId: number; query: string }) {
  const accounts = await loadPortfolio(store);
  const account = accounts.find((loaded) => loaded.account.id === accountId);
  if (!account) return null;
  return (
    <>
      <h2 className={sectionHeadingRecipe()} data-testid="portfolio-account-name">
        {account.account.name}
      </h2>
      <HoldingsSection accounts={accounts} scope={accountId} />
      <PerformanceSection accounts={accounts} scope={accountId} query={query} store={store} />
      <TransactionsSection store={store} account={account} query={query} />
      <IncomeSection accounts={accounts} scope={accountId} />
      <CsvSection account={account} query={query} />
    </>
  );
}
