import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { SITE_NAME } from '@/components/layout/SiteLogo';
import { WatchlistSkeleton, WatchlistTable } from '@/components/watchlist/WatchlistTable';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { watchlistGuard } from '@/lib/auth/guards';
import { redirect } from '@/lib/server/request-context';

/**
 * /watchlist (spec §2, §6): the signed-in member's watchlist. A visitor who is not logged in is sent
 * home. Auth is always finished on the server in this design (the edge layer verified or refreshed
 * the session cookie before rendering), so the redirect is decided here, before anything streams.
 * One member's data: never indexed, never for a shared cache (see guards.ts).
 */
export default function WatchlistPage() {
  const decision = watchlistGuard(getSignedInMemberId());
  if (decision.kind === 'redirect') return redirect(decision.to);
  return (
    <div className={pageClass} data-testid="watchlist-page">
      <title>{`自選股｜${SITE_NAME}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className={titleClass}>自選股</h1>
      <Suspense fallback={<WatchlistSkeleton />}>
        <WatchlistTable />
      </Suspense>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', maxW: '960px', w: '100%', mx: 'auto', minW: 0 });
const titleClass = css({
  m: 0,
  fontSize: '22px',
  tablet: { fontSize: '26px' },
  fontWeight: 700,
  lineHeight: '1.35',
  pl: '3',
  borderLeft: '4px solid token(colors.brand)',
});

export const getConfig = async () => ({ render: 'dynamic' }) as const;
