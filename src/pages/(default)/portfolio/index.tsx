import { css } from 'styled-system/css';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { PortfolioOverview } from '@/components/portfolio/PortfolioOverview';
import { pageTitleClass } from '@/components/ui/page-title';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { portfolioGuard } from '@/lib/auth/guards';
import type { MemberStore } from '@/lib/member/member-store';
import { signedInMemberStore } from '@/lib/member/signed-in-store';
import { PORTFOLIO_TITLE } from '@/lib/portfolio/routes';
import { redirect } from '@/lib/server/request-context';

/**
 * /portfolio (我的持股): the member's accounts, holdings, income and performance. One member's
 * data: rendered per request, never kept by the guest page cache, never indexed. A guest lands on the
 * sign-in landing that returns here.
 */
export default async function PortfolioPage({ query }: { query?: string }) {
  const decision = portfolioGuard(getSignedInMemberId());
  if (decision.kind === 'redirect') return redirect(decision.to);
  const store = signedInMemberStore() as MemberStore;
  return (
    <div className={pageClass} data-testid="portfolio-page">
      <PrivatePageHead title={PORTFOLIO_TITLE} />
      <h1 className={pageTitleClass}>{PORTFOLIO_TITLE}</h1>
      <PortfolioOverview store={store} query={query ?? ''} />
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '5', maxW: '1100px', w: '100%', mx: 'auto', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
