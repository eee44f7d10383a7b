import { css } from 'styled-system/css';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { AccountView } from '@/components/portfolio/AccountView';
import { pageTitleClass } from '@/components/ui/page-title';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { portfolioGuard } from '@/lib/auth/guards';
import type { MemberStore } from '@/lib/member/member-store';
import { signedInMemberStore } from '@/lib/member/signed-in-store';
import { PORTFOLIO_TITLE } from '@/lib/portfolio/routes';
import { notFound, redirect } from '@/lib/server/request-context';

const ID = /^[1-9]\d{0,15}$/;

/** /portfolio/accounts/{id}: one of the member's accounts. Another member's id, or none, is a 404. */
export default async function AccountPage({ id, query }: { id: string; query?: string }) {
  const decision = portfolioGuard(getSignedInMemberId());
  if (decision.kind === 'redirect') return redirect(decision.to);
  if (!ID.test(id) || !Number.isSafeInteger(Number(id))) return notFound();
  const store = signedInMemberStore() as MemberStore;
  const view = await AccountView({ store, accountId: Number(id), query: query ?? '' });
  if (view === null) return notFound();
  return (
    <div className={pageClass} data-testid="portfolio-account-page">
      <PrivatePageHead title={PORTFOLIO_TITLE} />
      <h1 className={pageTitleClass}>{PORTFOLIO_TITLE}</h1>
      {view}
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '5', maxW: '1100px', w: '100%', mx: 'auto', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
