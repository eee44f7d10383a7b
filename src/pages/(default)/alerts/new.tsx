import { css } from 'styled-system/css';
import { NewAlertView } from '@/components/alerts/NewAlertView';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { NEW_ALERT_TITLE, newAlertHref } from '@/lib/alerts/alert-routes';
import { authLandingHref } from '@/lib/http/auth-landing';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { alertsGuard } from '@/lib/auth/guards';
import type { MemberStore } from '@/lib/member/member-store';
import { signedInMemberStore } from '@/lib/member/signed-in-store';
import { redirect } from '@/lib/server/request-context';

/**
 * /alerts/new (設定通知): one alert, for the stock it was opened from (`?symbol=`: a stock page, a
 * watchlist row, a holding), or, with `?edit=`, a change to one (修改). Its form posts to /alerts; a
 * refusal comes back here with what was typed and why. One member's data: rendered per request, never
 * cached for guests, never indexed.
 */
export default async function NewAlertPage({ query }: { query?: string }) {
  // A guest signs in first and comes back to this form, for the stock he opened it from.
  if (alertsGuard(getSignedInMemberId()).kind === 'redirect') return redirect(authLandingHref(newAlertHref({ symbol: new URLSearchParams(query ?? '').get('symbol') ?? '' })));
  const store = signedInMemberStore() as MemberStore;
  return (
    <div className={pageClass} data-testid="alerts-new-page">
      <PrivatePageHead title={NEW_ALERT_TITLE} />
      <NewAlertView store={store} query={query ?? ''} />
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', maxW: '640px', w: '100%', mx: 'auto', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
