import { css } from 'styled-system/css';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { AddEntryView } from '@/components/portfolio/entry/AddEntryView';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { portfolioGuard } from '@/lib/auth/guards';
import type { MemberStore } from '@/lib/member/member-store';
import { signedInMemberStore } from '@/lib/member/signed-in-store';
import { redirect } from '@/lib/server/request-context';

/**
 * /portfolio/add (記一筆): one transaction of any kind into one of the member's accounts, or, with
 * `?edit=`, a change to one (修改). Opened from 我的持股, an account, or a stock page (`?symbol=`). Its
 * form posts to /portfolio; a refusal comes back here with what was typed and why. One member's data:
 * rendered per request, never cached for guests, never indexed.
 */
export default async function AddEntryPage({ query }: { query?: string }) {
  const decision = portfolioGuard(getSignedInMemberId());
  if (decision.kind === 'redirect') return redirect(decision.to);
  const store = signedInMemberStore() as MemberStore;
  return (
    <div className={pageClass} data-testid="portfolio-add-page">
      <PrivatePageHead title="記一筆" />
      <AddEntryView store={store} query={query ?? ''} />
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', maxW: '760px', w: '100%', mx: 'auto', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
