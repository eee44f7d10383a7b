import { css, cx } from 'styled-system/css';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getQuotes, getSparklines, type Quote, type Sparkline, type Watchlist } from '@/lib/upstream/business';
import { rowListClass, rowRuleClass, skeletonBarClass } from '@/components/ui/data-table-styles';
import { EmptyState } from '../ui/EmptyState';
import { srOnly } from '../ui/Skeleton';
import { PopularToWatch } from './PopularToWatch';
import { getMemberWatchlist } from './watchlist-data';
import { watchlistRows } from './watchlist-rows';
import { WATCHLIST_ROW_HEIGHT, WatchlistView } from './WatchlistView';

const EMPTY_HEIGHT = 240;

/**
 * The member's watchlist (wrap it in <Suspense fallback={<WatchlistSkeleton/>}>): the list, then its
 * quotes and month lines (two batched calls each way, whatever the length), handed to the sortable
 * WatchlistView. Never throws: an empty list suggests popular stocks to add, a failed list call shows
 * the error state (the page around it stays); quotes and lines are decoration.
 */
export async function WatchlistTable() {
  const ctx = getUpstreamContext();
  let watchlist: Watchlist | null;
  try {
    watchlist = await getMemberWatchlist();
  } catch (err) {
    console.error('[watchlist]', err);
    return <EmptyState kind="error" text="自選股暫時無法載入，請稍後再試。" minHeight={EMPTY_HEIGHT} />;
  }
  if (!watchlist || watchlist.items.length === 0) {
    return (
      <div className={emptyClass} data-testid="watchlist-empty">
        <EmptyState kind="noResult" text="你的自選股清單目前是空的。從下面的熱門股票開始，或用上方的搜尋找股票加入。" minHeight={EMPTY_HEIGHT} />
        <PopularToWatch />
      </div>
    );
  }
  const ids = watchlist.items.map((item) => item.id);
  const [quotes, sparklines] = await Promise.all([
    getQuotes(ctx, ids).catch((err: unknown): Record<string, Quote> => {
      console.error('[watchlist] quotes', err);
      return {};
    }),
    getSparklines(ctx, ids).catch((err: unknown): Record<string, Sparkline> => {
      console.error('[watchlist] sparklines', err);
      return {};
    }),
  ]);
  return <WatchlistView initialRows={watchlistRows(watchlist.items, quotes, sparklines)} />;
}

/** Placeholder rows while the list streams in (most lists are short; the footer may move, nothing above it). */
export function WatchlistSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="watchlist-skeleton" className={stackClass}>
      <span className={srOnly}>載入自選股…</span>
      <span className={cx(skeletonBarClass, countClass)} style={{ width: 160, height: 20 }} aria-hidden="true" />
      <ul className={listClass} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={rowClass}>
            <span className={skeletonRowClass}>
              <span className={namesClass}>
                <span className={skeletonBarClass} style={{ width: 120, height: 16 }} />
                <span className={skeletonBarClass} style={{ width: 64, height: 12 }} />
              </span>
              <span className={skeletonBarClass} style={{ width: 72, height: 16 }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const stackClass = css({ display: 'grid', gap: '3' });
const emptyClass = css({ display: 'grid', gap: '3' });
const countClass = css({ m: 0, fontSize: '14px', color: 'muted', display: 'block' });
const listClass = cx(rowListClass, css({ display: 'grid' }));
const rowClass = cx(rowRuleClass, css({ h: `${WATCHLIST_ROW_HEIGHT}px` }));
const skeletonRowClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', h: '100%', px: '4' });
const namesClass = css({ display: 'grid', gap: '1', minW: 0 });
