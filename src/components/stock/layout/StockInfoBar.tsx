import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { Link, type Unstable_RouteHref } from 'waku/router/client';
import { focusRing, pill } from '@/components/ui/control-styles';
import { compareHref } from '@/lib/compare/compare-query';
import { addEntryHref } from '@/lib/portfolio/routes';
import { newAlertHref } from '@/lib/alerts/alert-routes';
import type { StockRecord } from '@/lib/upstream/business';
import { INFO_BAR_HEIGHT } from '@/components/layout/StockLayout';
import { WatchlistSlot } from '@/components/watchlist/WatchlistSlot';
import { StockQuoteCells, StockQuoteCellsSkeleton } from './StockQuote';
import { displayName, EXCHANGE_LABELS, SECURITY_KIND_LABELS, securityKind } from '@/lib/market/security-labels';
import { displaySymbol } from '@/lib/market/us-indices';

/** The box of the 加入自選 toggle (WatchlistToggle keeps to it), so its arrival shifts nothing. */
export const WATCHLIST_SLOT = { width: 96, height: 36 } as const;

/**
 * The stock info bar (height 82 px): who the security is (known from the route guard,
 * so it is in the first bytes), its quote with the extended-hours price and the market session over
 * the price's as-of time (streamed behind a skeleton of the same height), 比較, 記一筆, 設定通知 and the 加入自選 toggle.
 * Two rows on phones and tablets, one row from laptop width.
 */
export function StockInfoBar({ stock }: { stock: StockRecord }) {
  const exchange = stock.exchange ? EXCHANGE_LABELS[stock.exchange] : null;
  const kind = securityKind(stock);
  const chinese = stock.customName?.trim();
  // 記一筆 into 我的持股 with this stock filled in, and 設定通知, a price alert on it (a guest signs
  // in first, then comes back to the form). An index is not bought.
  const memberLinks =
    kind === 'index'
      ? []
      : [
          { href: addEntryHref({ symbol: stock.id }), label: `記一筆 ${displayName(stock)} 的交易`, text: '記一筆', testId: 'stock-add-entry-link' },
          { href: newAlertHref({ symbol: stock.id }), label: `設定 ${displayName(stock)} 的到價通知`, text: '設定通知', testId: 'stock-alert-link' },
        ];
  const links = (className: string) =>
    memberLinks.map((link) => (
      <a key={link.testId} href={link.href} className={className} data-testid={link.testId} aria-label={link.label}>
        {link.text}
      </a>
    ));
  return (
    <>
      <div className={barClass} style={{ height: INFO_BAR_HEIGHT }} data-testid="stock-info-bar">
        <div className={identityClass}>
          <h1 className={nameClass}>
            <span className={chineseClass}>{displayName(stock)}</span>
            <span className={symbolClass} data-testid="stock-symbol">
              {displaySymbol(stock.id)}
            </span>
          </h1>
          <p className={metaClass}>
            {chinese && chinese !== stock.name && <span className={englishClass}>{stock.name}</span>}
            <span>{exchange ? `${exchange.chinese} ${exchange.short}` : SECURITY_KIND_LABELS[kind]}</span>
            {kind === 'etf' && <span className={kindClass}>ETF</span>}
          </p>
        </div>
        {/* The quote and the session badge stream together (their two grid cells), so the badge is the quote's session. */}
        <Suspense fallback={<StockQuoteCellsSkeleton />}>
          <StockQuoteCells id={stock.id} />
        </Suspense>
        <div className={actionsClass}>
          {/* Every stock page leads to /compare; with one id it suggests the stock's peers to add. */}
          <Link to={compareHref([stock.id]) as Unstable_RouteHref} className={compareClass} data-testid="stock-compare-link" aria-label={`比較 ${displayName(stock)} 與其他股票`}>
            比較
          </Link>
          {links(addEntryClass)}
          <div style={WATCHLIST_SLOT} data-slot="watchlist" data-testid="watchlist-slot">
            <WatchlistSlot stockId={stock.id} stockName={displayName(stock)} />
          </div>
        </div>
      </div>
      {/* A phone's bar has no room left (its first row is the name's, its second the quote's): 記一筆 and 設定通知 go just under it. */}
      {memberLinks.length > 0 && <div className={phoneRowClass}>{links(phoneAddEntryClass)}</div>}
    </>
  );
}

const barClass = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"identity slot" "quote badge"',
  alignItems: 'center',
  columnGap: '3',
  w: '100%',
  maxW: '1200px',
  mx: 'auto',
  alignContent: 'center',
  px: '4',
  overflow: 'hidden',
  // One row from laptop width: below it the name, the quote with its extended-hours line, the badge
  // with its as-of time and the toggle do not fit side by side without cutting the name to a character.
  laptop: { gridTemplateColumns: 'minmax(0, auto) auto auto minmax(0, 1fr) auto', gridTemplateAreas: '"identity quote badge . slot"', columnGap: '5' },
});
const identityClass = css({ gridArea: 'identity', minW: 0 });
const nameClass = css({ display: 'flex', alignItems: 'baseline', gap: '2', m: 0, fontSize: '18px', lineHeight: '1.3', whiteSpace: 'nowrap', laptop: { fontSize: '20px' } });
const chineseClass = css({ overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 700 });
const symbolClass = css({ fontSize: '14px', fontWeight: 600, color: 'muted', flexShrink: 0 });
// Line heights keep the two rows (name over meta, then the 40 px quote) inside the 82 px bar.
const metaClass = css({ display: 'flex', gap: '2', m: 0, fontSize: '12px', lineHeight: '1.4', color: 'muted', whiteSpace: 'nowrap', overflow: 'hidden' });
const englishClass = css({ overflow: 'hidden', textOverflow: 'ellipsis' });
const kindClass = css({ px: '1.5', borderRadius: 'sm', bg: 'blueTint', color: 'brand', fontWeight: 600 });
const actionsClass = css({ gridArea: 'slot', justifySelf: 'end', display: 'flex', alignItems: 'center', gap: '2' });
// 比較 and 記一筆: outlined pills of the bar's height.
const barPill = css.raw(pill.raw({ tone: 'outline' }), focusRing.raw(), {
  display: 'inline-flex',
  alignItems: 'center',
  h: '36px',
  px: '3',
  fontSize: '14px',
  fontWeight: 600,
  color: 'brand',
  whiteSpace: 'nowrap',
  _hover: { borderColor: 'brand' },
});
const compareClass = css(barPill);
// 記一筆 beside 比較 from tablet width; below it the row under the bar has it.
const addEntryClass = css(barPill, { display: 'none', tablet: { display: 'inline-flex' } });
const phoneRowClass = css({ display: 'flex', justifyContent: 'flex-end', gap: '3', px: '4', pb: '2', tablet: { display: 'none' } });
const phoneAddEntryClass = css(focusRing.raw(), {
  display: 'inline-flex',
  alignItems: 'center',
  h: '32px',
  px: '2',
  fontSize: '14px',
  fontWeight: 600,
  color: 'brand',
  _hover: { textDecoration: 'underline' },
});
