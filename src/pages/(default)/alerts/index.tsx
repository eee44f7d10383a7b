import { css } from 'styled-system/css';
import { AlertsView } from '@/components/alerts/AlertsView';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { pageTitleClass } from '@/components/ui/page-title';
import { ALERTS_TITLE } from '@/lib/alerts/alert-routes';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { alertsGuard } from '@/lib/auth/guards';
import type { MemberStore } from '@/lib/member/member-store';
import { signedInMemberStore } from '@/lib/member/signed-in-store';
import { redirect } from '@/lib/server/request-context';

/**
 * /alerts (通知): the member's price alerts, push, and the inbox of the last 100 notifications.
 * One member's data: rendered per request, never kept by the guest page cache, never indexed. A guest
 * lands on the sign-in landing that returns here. Its forms post here (functions/alerts-forms.ts).
 */
export default async function AlertsPage({ query }: { query?: string }) {
  const decision = alertsGuard(getSignedInMemberId());
  if (decision.kind === 'redirect') return redirect(decision.to);
  const store = signedInMemberStore() as MemberStore;
  return (
    <div className={pageClass} data-testid="alerts-page">
      <PrivatePageHead title={ALERTS_TITLE} />
      <h1 className={pageTitleClass}>{ALERTS_TITLE}</h1>
      <AlertsView store={store} query={query ?? ''} />
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '5', maxW: '760px', w: '100%', mx: 'auto', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
