import { css } from 'styled-system/css';
import { formatPrice } from '../../lib/format/numbers';
import { getUpstreamContext } from '../../lib/server/request-context';
import { getQuotes, getWatchlist, type Quote, type Watchlist } from '../../lib/upstream/business';
import { EmptyState } from '../ui/EmptyState';
import { PercentChange } from '../ui/PriceChange';
import { srOnly } from '../ui/Skeleton';
import { watchlistRows } from './watchlist-rows';

/** Row height (fixed, so the skeleton takes the same room). */
export const WATCHLIST_ROW_HEIGHT = 64;
const EMPTY_HEIGHT = 320;

/**
 * The member's watchlist (wrap it in <Suspense fallback={<WatchlistSkeleton/>}>): each symbol with
 * its name, linking to its info page, and the live price when the quote call answers. Never throws:
 * an empty list says so, a failed list call shows the error state (the page around it stays).
 */
export async function WatchlistTable() {
  const ctx = getUpstreamContext();
  let watchlist: Watchlist;
  try {
    watchlist = await getWatchlist(ctx);
  } catch (err) {
    console.error('[watchlist]', err);
    return <EmptyState kind="error" text="自選股暫時無法載入，請稍後再試。" minHeight={EMPTY_HEIGHT} />;
  }
  if (watchlist.items.length === 0) {
    return (
      <div className={emptyClass} data-testid="watchlist-empty">
        <EmptyState kind="noResult" text="你的自選股清單目前是空的。" minHeight={EMPTY_HEIGHT} />
        <a href="/" className={linkClass}>
          看看熱門股票 →
        </a>
      </div>
    );
  }
  const quotes = await getQuotes(
    ctx,
    watchlist.items.map((item) => item.id),
  ).catch((err: unknown): Record<string, Quote> => {
    console.error('[watchlist] quotes', err);
    return {};
  });
  const rows = watchlistRows(watchlist.items, quotes);
  return (
    <div className={stackClass}>
      <p className={countClass} data-testid="watchlist-count">
        共 {rows.length} 檔（上限 {watchlist.max} 檔）
      </p>
      <ul className={listClass} data-testid="watchlist">
        {rows.map((row) => (
          <li key={row.id} className={rowClass} data-testid="watchlist-item" data-stock-id={row.id}>
            <a href={row.href} className={linkRowClass}>
              <span className={namesClass}>
                <span className={nameClass}>{row.name}</span>
                <span className={symbolClass}>
                  {row.id}
                  {row.subtitle && <span className={subtitleClass}> · {row.subtitle}</span>}
                </span>
              </span>
              {row.quote ? (
                <span className={quoteClass}>
                  <span className={priceClass} data-testid="watchlist-price">
                    {formatPrice(row.quote.price)}
                  </span>
                  <PercentChange change={row.quote.change} changePercent={row.quote.changePercent} />
                </span>
              ) : (
                <span className={quoteClass}>
                  <span className={subtitleClass}>暫無報價</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Placeholder rows while the list streams in (most lists are short; the footer may move, nothing above it). */
export function WatchlistSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="watchlist-skeleton" className={stackClass}>
      <span className={srOnly}>載入自選股…</span>
      <span className={`${shimmerClass} ${countClass}`} style={{ width: 160, height: 20 }} aria-hidden="true" />
      <ul className={listClass} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={rowClass}>
            <span className={skeletonRowClass}>
              <span className={namesClass}>
                <span className={shimmerClass} style={{ width: 120, height: 16 }} />
                <span className={shimmerClass} style={{ width: 64, height: 12 }} />
              </span>
              <span className={shimmerClass} style={{ width: 72, height: 16 }} />
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
const listClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', bg: 'surface', borderRadius: 'lg', overflow: 'hidden' });
const rowClass = css({ h: `${WATCHLIST_ROW_HEIGHT}px`, borderBottom: '1px solid token(colors.line)', _last: { borderBottom: 'none' } });
const rowInner = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  h: '100%',
  px: '4',
} as const;
const linkRowClass = css({
  ...rowInner,
  _hover: { bg: 'canvas' },
  _focusVisible: { outline: '2px solid token(colors.brand)', outlineOffset: '-2px' },
});
const skeletonRowClass = css(rowInner);
const namesClass = css({ display: 'grid', gap: '1', minW: 0 });
const nameClass = css({ fontSize: '15px', fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const symbolClass = css({ fontSize: '12px', color: 'muted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const subtitleClass = css({ color: 'muted', fontSize: '12px' });
const quoteClass = css({ display: 'grid', justifyItems: 'end', gap: '0.5', flexShrink: 0, fontVariantNumeric: 'tabular-nums' });
const priceClass = css({ fontSize: '15px', fontWeight: 600 });
const linkClass = css({ justifySelf: 'start', fontSize: '14px', color: 'brand', _hover: { textDecoration: 'underline' } });
const shimmerClass = css({
  display: 'block',
  borderRadius: 'sm',
  bgGradient: 'to-r',
  gradientFrom: '#eceff4',
  gradientVia: '#f6f8fb',
  gradientTo: '#eceff4',
  backgroundSize: '800px 100%',
  animation: 'shimmer 1.4s linear infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});
