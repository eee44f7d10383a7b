import { css } from 'styled-system/css';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { MY_SCREENS_TITLE } from '@/components/screener/mine/my-screens-text';
import { MyScreens } from '@/components/screener/mine/MyScreens';
import { pageTitleClass } from '@/components/ui/page-title';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { myScreensGuard } from '@/lib/auth/guards';
import type { MemberStore } from '@/lib/member/member-store';
import { signedInMemberStore } from '@/lib/member/signed-in-store';
import { redirect } from '@/lib/server/request-context';

/**
 * /screener/mine (我的選股): the member's saved screens (decision 052), each opening its screen, with
 * rename and delete (復原 after a delete). Its forms post here and come back with what they came to
 * (`?answer=…`). A guest lands on the sign-in landing that returns here. One member's data: rendered
 * per request, never kept by the guest page cache, never indexed.
 */
export default async function MyScreensPage({ query }: { query?: string }) {
  const decision = myScreensGuard(getSignedInMemberId());
  if (decision.kind === 'redirect') return redirect(decision.to);
  // A member here (the guard): the store of the session's member.
  const store = signedInMemberStore() as MemberStore;
  return (
    <div className={pageClass} data-testid="my-screens-page">
      <PrivatePageHead title={MY_SCREENS_TITLE} />
      <h1 className={pageTitleClass}>{MY_SCREENS_TITLE}</h1>
      <MyScreens store={store} query={query ?? ''} />
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', maxW: '720px', w: '100%', mx: 'auto', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
