import { css } from 'styled-system/css';
import { marketClockOf } from '@/lib/market/market-clock';
import { Skeleton } from '../ui/Skeleton';
import { loadIndexQuotes } from './index-quotes';
import { quotedStatusView } from './market-status';
import { MarketStatus } from './MarketStatus';
import { MARKET_STATUS_HEIGHT, MarketStatusBox } from './MarketStatusBox';

/**
 * The market status on the market's clock as the index quotes beside it tell it: the
 * page's session comes from one source, so a demo whose sandbox trades at 10:04 while the reader's
 * evening clock says 盤後 shows 盤中 beside its ticking quotes. It streams with those quotes (one
 * call per request: index-quotes.ts). Without them, the server's clock: nothing on the page disagrees.
 */
export async function MarketStatusCard() {
  // eslint-disable-next-line react-hooks/purity -- a server component renders once per request, at the request's time: that time is what it must show
  const serverTime = Date.now();
  // A failure is the index cards' to show (they log it); the status then stands on the server's clock.
  const quotes = await loadIndexQuotes().catch(() => null);
  const quote = quotes ? (Object.values(quotes)[0] ?? null) : null;
  const clock = marketClockOf(quote, serverTime);
  if (clock.kind === 'asOf') return <MarketStatusBox view={quotedStatusView(clock.session, clock.close)} />;
  return <MarketStatus serverTime={serverTime} offsetMs={clock.offsetMs} />;
}

export function MarketStatusSkeleton() {
  return <Skeleton height={MARKET_STATUS_HEIGHT.phone} label="載入美股狀態…" className={skeletonClass} />;
}

const skeletonClass = css({ tablet: { height: `${MARKET_STATUS_HEIGHT.tablet}px !important` } });
