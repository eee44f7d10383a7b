import { Suspense } from 'react';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { watchlistStateOf } from './watchlist-data';
import { WatchlistToggle, WatchlistTogglePlaceholder } from './WatchlistToggle';

/**
 * The watchlist toggle of one security, server-side: a guest's renders at once (it only opens the
 * login-required dialog); a member's waits for their list in its own Suspense boundary behind a
 * placeholder of the same size, so the page never waits for it.
 */
export function WatchlistSlot({ stockId, stockName, size = 'bar' }: { stockId: string; stockName: string; size?: 'bar' | 'row' }) {
  if (getSignedInMemberId() === null) return <WatchlistToggle stockId={stockId} stockName={stockName} initial="guest" size={size} />;
  return (
    <Suspense fallback={<WatchlistTogglePlaceholder size={size} />}>
      <MemberToggle stockId={stockId} stockName={stockName} size={size} />
    </Suspense>
  );
}

async function MemberToggle({ stockId, stockName, size }: { stockId: string; stockName: string; size: 'bar' | 'row' }) {
  return <WatchlistToggle stockId={stockId} stockName={stockName} initial={await watchlistStateOf(stockId)} size={size} />;
}
