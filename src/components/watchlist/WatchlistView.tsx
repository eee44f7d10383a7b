'use client';

import type { FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { type Unstable_RouteHref, useRouter } from 'waku/router/client';
import { stockIdToUrlSegment } from '@protocol/stock-id';
import { navigateInSite } from '../runtime/site-navigation';
import { themeVar } from '@/lib/design/palette';
import { formatPrice, formatSigned } from '@/lib/format/numbers';
import { showGlobalDialog } from '../dialogs/global-dialog-events';
import { EmptyState } from '../ui/EmptyState';
import { PercentChange } from '../ui/PriceChange';
import { liveField, liveQuote } from '../live/live-markup';
import { Sparkline } from '../ui/Sparkline';
import { focusRing, iconButton, pill, textButton } from '@/components/ui/control-styles';
import { CloseIcon } from '@/components/ui/icons';
import { AlertBellLink } from '../alerts/AlertBellLink';
import { srOnly } from '../ui/Skeleton';
import { stickyCellClass } from '../ui/data-table-styles';
import { TableScroll } from '../ui/TableScroll';
import { showToast } from '../ui/toast-bus';
import { setWatched } from './watchlist-actions';
import { removedText, WATCHLIST_LIMIT, type WatchlistOutcome } from './watchlist-outcome';
import type { SortDirection, WatchlistRow, WatchlistSortKey } from './watchlist-rows';
import { chosenIds, initialWatchlistState, shownRows, watchlistStep } from './watchlist-state';
import { useMachine } from '../ui/use-machine';
import { WatchlistCompareBar } from './WatchlistCompareBar';
import { StockNamesLink } from './StockNamesLink';

/** Row height (fixed, so the skeleton takes the same room). */
export const WATCHLIST_ROW_HEIGHT = 64;

const COLUMNS: { key: WatchlistSortKey; label: string; first: SortDirection }[] = [
  { key: 'symbol', label: '股票', first: 'ascending' },
  { key: 'price', label: '價格', first: 'descending' },
  { key: 'changePercent', label: '漲跌幅', first: 'descending' },
];

/**
 * The member's watchlist: price, change, change %, market session and a month's line
 * per stock; the 股票, 價格 and 漲跌幅 headers sort (a third press goes back to the order the stocks
 * were added); 移除 takes a stock out at once, and 復原 in the toast puts it back in its place. On a
 * phone the change and session columns give way; the table never makes the page wider than the screen.
 */
export function WatchlistView({ initialRows }: { initialRows: WatchlistRow[] }) {
  const router = useRouter();
  const [state, send] = useMachine(
    watchlistStep,
    () => initialWatchlistState(initialRows),
    (effect, send) => {
      switch (effect.type) {
        case 'write': {
          const answered = effect.want ? 'undo-answered' : 'remove-answered';
          void setWatched(effect.row.id, effect.want)
            .catch((): WatchlistOutcome => ({ status: 'error' }))
            .then((outcome) => send({ type: answered, row: effect.row, outcome }));
          return;
        }
        case 'removed-toast':
          showToast({ message: removedText(effect.row.name), action: { label: '復原', onClick: () => void send({ type: 'undo', row: effect.row }) } });
          return;
        case 'dialog':
          showGlobalDialog(effect.dialog);
          return;
        case 'navigate':
          navigateInSite(effect.href, (to) => router.push(to as Unstable_RouteHref));
      }
    },
  );
  const { rows, sort, busy, ticked } = state;
  const shown = shownRows(state);
  const chosen = chosenIds(state);
  /** The form also works without JavaScript (GET /compare?ids=…&ids=…); with it, the router goes there. */
  const submitCompare = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'compare' });
  };

  if (rows.length === 0) {
    return (
      <div className={emptyClass} data-testid="watchlist-empty">
        <EmptyState kind="noResult" text="你的自選股清單目前是空的。" minHeight={240} />
        <a href="/" className={homeLinkClass}>
          看看熱門股票 →
        </a>
      </div>
    );
  }

  return (
    <div className={stackClass}>
      <div className={summaryClass}>
        <p className={countClass} data-testid="watchlist-count">
          共 {rows.length} 檔（上限 {WATCHLIST_LIMIT} 檔）
        </p>
        {sort.key !== 'order' && (
          <button type="button" className={resetClass} onClick={() => send({ type: 'sort-reset' })} data-testid="watchlist-sort-reset">
            依加入順序
          </button>
        )}
      </div>
      <form action="/compare" method="get" onSubmit={submitCompare} className={stackClass}>
        <TableScroll label="自選股清單" framed={false}>
          <table className={tableClass} data-testid="watchlist">
            <caption className={srOnly}>自選股清單，可依股票、價格或漲跌幅排序</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={cx(headClass, column.key === 'symbol' ? stickyCellClass : numericHeadClass)}
                    aria-sort={sort.key === column.key ? sort.direction : undefined}
                  >
                    <button type="button" className={sortButtonClass} onClick={() => send({ type: 'sort', key: column.key, first: column.first })} data-sort-key={column.key}>
                      {column.label}
                      <SortMark state={sort.key === column.key ? sort.direction : null} />
                    </button>
                  </th>
                ))}
                <th scope="col" className={cx(headClass, numericHeadClass, wideOnlyClass)}>
                  漲跌
                </th>
                <th scope="col" className={cx(headClass, wideOnlyClass)}>
                  時段
                </th>
                <th scope="col" className={cx(headClass, sparkHeadClass)}>
                  近一月
                </th>
                <th scope="col" className={headClass}>
                  <span className={srOnly}>設定通知</span>
                </th>
                <th scope="col" className={headClass}>
                  <span className={srOnly}>移除</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id} className={rowClass} data-testid="watchlist-item" data-stock-id={row.id} {...(row.quote ? liveQuote(row.id, row.quote) : {})}>
                  <th scope="row" className={cx(nameCellClass, stickyCellClass)}>
                    <span className={nameRowClass}>
                      <input
                        type="checkbox"
                        name="ids"
                        value={stockIdToUrlSegment(row.id)}
                        checked={ticked.has(row.id)}
                        onChange={(event) => send({ type: 'tick', id: row.id, on: event.currentTarget.checked })}
                        aria-label={`選取 ${row.name} 來比較`}
                        className={tickClass}
                        data-testid="watchlist-tick"
                      />
                      <StockNamesLink href={row.href} name={row.name} symbol={row.symbol} englishName={row.subtitle} classes={nameClasses} />
                    </span>
                  </th>
                  <td className={numberCellClass} data-testid="watchlist-price" {...(row.quote ? liveField('price') : {})}>
                    {row.quote ? formatPrice(row.quote.price) : <span className={mutedClass}>暫無報價</span>}
                  </td>
                  <td className={numberCellClass} data-testid="watchlist-change-percent">
                    {row.quote && <PercentChange change={row.quote.change} changePercent={row.quote.changePercent} />}
                  </td>
                  <td className={cx(numberCellClass, wideOnlyClass)}>
                    {row.quote && (
                      <span className={changeClass} data-direction={row.quote.change > 0 ? 'rise' : row.quote.change < 0 ? 'fall' : 'stable'} {...liveField('direction', 'change')}>
                        {formatSigned(row.quote.change)}
                      </span>
                    )}
                  </td>
                  <td className={cx(cellClass, wideOnlyClass)} data-testid="watchlist-session" {...liveField('sessionLabel')}>
                    {row.quote?.session ?? ''}
                  </td>
                  <td className={sparkCellClass}>
                    {row.sparkline && <Sparkline values={row.sparkline.closes} direction={row.sparkline.direction} width={96} height={32} label={`${row.name} 近一個月走勢`} />}
                  </td>
                  <td className={alertCellClass}>
                    {/* 設定通知 for this stock: a plain link (the form page works without this script). */}
                    <AlertBellLink symbol={row.id} name={row.name} testId="watchlist-alert" />
                  </td>
                  <td className={removeCellClass}>
                    <button
                      type="button"
                      className={removeClass}
                      aria-label={`從自選股移除 ${row.name}`}
                      disabled={busy.has(row.id)}
                      onClick={() => send({ type: 'remove', row })}
                      data-testid="watchlist-remove"
                    >
                      <CloseIcon size={16} lineWidth={2.4} />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <WatchlistCompareBar count={chosen.length} />
      </form>
    </div>
  );
}

function SortMark({ state }: { state: SortDirection | null }) {
  return (
    <svg width="10" height="12" viewBox="0 0 10 12" aria-hidden="true" className={sortMarkClass}>
      <path d="M5 1 9 5H1z" fill={state === 'ascending' ? 'currentColor' : themeVar('reference')} />
      <path d="M5 11 1 7h8z" fill={state === 'descending' ? 'currentColor' : themeVar('reference')} />
    </svg>
  );
}

const stackClass = css({ display: 'grid', gap: '3', minW: 0 });
const emptyClass = css({ display: 'grid', gap: '3' });
const summaryClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', minH: '32px' });
const countClass = css({ m: 0, fontSize: '14px', color: 'muted' });
const resetClass = css(pill.raw({ tone: 'outline' }), focusRing.raw(), { px: '3', h: '32px', color: 'brand', fontSize: '13px', fontWeight: 600, cursor: 'pointer' });
const homeLinkClass = css({ justifySelf: 'start', fontSize: '14px', color: 'brand', _hover: { textDecoration: 'underline' } });
// The table scrolls inside its TableScroll box (with the shared scroll hint) if it ever outgrows the
// screen; the page never does. Separate borders with the rules on the cells, so the sticky name column keeps them.
const tableClass = css({
  w: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontVariantNumeric: 'tabular-nums',
  '& tbody tr:not(:last-child) > *': { borderBottom: '1px solid token(colors.line)' },
});
const headClass = css({
  px: '2',
  py: '2',
  fontSize: '13px',
  fontWeight: 600,
  color: 'muted',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  borderBottom: '1px solid token(colors.line)',
  tablet: { px: '3' },
});
const numericHeadClass = css({ textAlign: 'right' });
const sparkHeadClass = css({ textAlign: 'center' });
const wideOnlyClass = css({ display: 'none', tablet: { display: 'table-cell' } });
const sortButtonClass = css(textButton.raw(), focusRing.raw({ offset: 'outset' }), {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  p: 0,
  minH: '32px',
  color: 'inherit',
  font: 'inherit',
  _hover: { color: 'brand' },
});
const sortMarkClass = css({ flexShrink: 0 });
const rowClass = css({ h: `${WATCHLIST_ROW_HEIGHT}px` });
const cellClass = css({ px: '2', fontSize: '13px', color: 'muted', whiteSpace: 'nowrap', tablet: { px: '3' } });
const numberCellClass = css({ px: '2', textAlign: 'right', fontSize: '15px', fontWeight: 600, whiteSpace: 'nowrap', tablet: { px: '3' } });
const nameCellClass = css({ px: '2', textAlign: 'left', fontWeight: 'normal', maxW: '0', w: '40%', tablet: { px: '3', w: 'auto', maxW: '260px' } });
const nameRowClass = css({ display: 'flex', alignItems: 'center', gap: '2', minW: 0 });
const tickClass = css(focusRing.raw({ offset: 'outset' }), { flexShrink: 0, w: '20px', h: '20px', m: 0, accentColor: 'brand', cursor: 'pointer' });
const nameLinkClass = css(focusRing.raw({ offset: 'outset' }), { display: 'grid', gap: '0.5', minW: 0, _hover: { color: 'brand' } });
const nameClass = css({ fontSize: '15px', fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const symbolClass = css({ fontSize: '12px', color: 'muted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const nameClasses = { link: nameLinkClass, name: nameClass, symbol: symbolClass };
const mutedClass = css({ color: 'muted', fontSize: '12px', fontWeight: 'normal' });
const changeClass = css({
  fontSize: '13px',
  '&[data-direction="rise"]': { color: 'riseText' },
  '&[data-direction="fall"]': { color: 'fallText' },
  '&[data-direction="stable"]': { color: 'stableText' },
});
const sparkCellClass = css({ px: '1', w: '56px', '& svg': { w: '48px', tablet: { w: '96px' } }, tablet: { px: '3', w: '120px' } });
// 設定通知 costs a phone's row 28 px (the month line gives back 16 of them), so the name keeps its room.
const alertCellClass = css({ px: '0', w: '28px', textAlign: 'right', tablet: { w: '36px' } });
const removeCellClass = css({ pr: '2', pl: '0', w: '40px', textAlign: 'right' });
const removeClass = css(iconButton.raw({ on: 'light', size: 'md', shape: 'round' }), focusRing.raw(), { _disabled: { opacity: 0.4, cursor: 'progress' } });
