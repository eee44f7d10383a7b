import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { pageTitleClass } from '@/components/ui/page-title';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { WatchlistSkeleton, WatchlistTable } from '@/components/watchlist/WatchlistTable';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { watchlistGuard } from '@/lib/auth/guards';
import { redirect } from '@/lib/server/request-context';

/**
 * /watchlist: the signed-in member's watchlist. A visitor who is not logged in is sent
 * home. Auth is always finished on the server in this design (the edge layer verified or refreshed
 * the session cookie before rendering), so the redirect is decided here, before anything streams.
 * One member's data: never indexed, never for a shared cache (see guards.ts).
 */
export default function WatchlistPage() {
  const decision = watchlistGuard(getSignedInMemberId());
  if (decision.kind === 'redirect') return redirect(decision.to);
  return (
    <div className={pageClass} data-testid="watchlist-page">
      <PrivatePageHead title="自選股" />
      <h1 className={pageTitleClass}>自選股</h1>
      <Suspense fallback={<WatchlistSkeleton />}>
        <WatchlistTable />
      </Suspense>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', maxW: '960px', w: '100%', mx: 'auto', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
