import { css, cx } from 'styled-system/css';
import { liveField, liveQuote, liveRankedList, liveRankNumber, liveRankValue } from '@/components/live/live-markup';
import type { LiveRankFigure } from '@/components/live/live-rank-order';
import { dataTableRecipe, sortArrowClass, sortHeaderLinkClass } from '@/components/ui/data-table-styles';
import { changeClass } from '@/components/ui/PriceChange';
import { TableScroll } from '@/components/ui/TableScroll';
import { srOnly } from '@/components/ui/Skeleton';
import { focusRing } from '@/components/ui/control-styles';
import { WatchlistSlot } from '@/components/watchlist/WatchlistSlot';
import { formatDate } from '@/lib/format/dates';
import { formatDecimal, formatInteger, formatPercent, formatPrice, formatSigned, formatSignedPercent, fullNumberTitle, priceDirection, shortenNumber } from '@/lib/format/numbers';
import { displaySymbol } from '@/lib/market/us-indices';
import type { MarketSession } from '@/lib/market/session';
import { columnByKey, rowName } from '@/lib/screener/columns';
import type { ColumnDefinition, Preset, Screen } from '@/lib/screener/types';
import { stockPath } from '@/lib/stock/tabs';
import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import { sortHref } from './screen-links';

/**
 * One page of a screen's rows: the stock (sticky on a phone, linking to its page), the reader's
 * columns, 加入自選. Each header is a link that sorts by its column (again: the other way round),
 * marked with aria-sort. The price, the change and the volume carry the live markup, so they tick
 * while New York trades (`session`: the market's session when the page was rendered). Rows ranked by
 * one of those figures (漲幅排行: change %) move as it moves (live-rank.ts), with their rank numbers on a
 * ranking: a figure ticking under a fixed rank would contradict the ranks (+3.93 % below +3.79 %).
 */
export function ResultsTable({
  rows,
  firstRank,
  screen,
  preset,
  session,
  asOf,
}: {
  rows: readonly ScreenerRow[];
  firstRank: number;
  screen: Screen;
  preset: Preset | undefined;
  session: MarketSession;
  asOf: string;
}) {
  const columns = screen.columns.map((key) => columnByKey(key)).filter((column): column is ColumnDefinition => column !== undefined);
  const rankedBy = LIVE_RANK_FIGURES[screen.sort];
  const sortColumn = columnByKey(screen.sort);
  const numbered = preset?.ranking === true;
  return (
    <TableScroll label="選股結果" testId="screener-results">
      <table className={tableClass} data-testid="screener-table">
        <thead>
          <tr>
            <SortHeader label="股票" sortKey={null} screen={screen} preset={preset} />
            {columns.map((column) => (
              <SortHeader key={column.key} label={column.label} sortKey={column.key} screen={screen} preset={preset} />
            ))}
            <th scope="col">
              <span className={srOnly}>自選</span>
            </th>
          </tr>
        </thead>
        {/* Keyed by its rows and their time: React replaces the list rather than reconcile rows live-rank.ts moved. */}
        <tbody key={`${asOf} ${rows.map((row) => row.id).join(',')}`} {...(rankedBy ? liveRankedList(rankedBy, screen.direction, firstRank) : {})}>
          {rows.map((row, index) => (
            <tr
              key={row.id}
              data-testid="screener-row"
              data-stock-id={row.id}
              {...liveQuote(row.id, { marketSession: session, time: asOf })}
              {...(rankedBy && sortColumn ? liveRankValue(Number(sortColumn.value(row) ?? Number.NaN)) : {})}
            >
              <th scope="row" className={numbered ? numberedClass : undefined}>
                {numbered && (
                  <span className={rankClass} data-testid="screener-rank" {...liveRankNumber}>
                    {formatInteger(firstRank + index)}
                  </span>
                )}
                <a href={stockPath(row.id, 'info')} className={nameLinkClass}>
                  <span className={symbolClass}>{displaySymbol(row.id)}</span>
                  <span className={nameClass}>{rowName(row)}</span>
                </a>
              </th>
              {columns.map((column) => (
                <Cell key={column.key} column={column} row={row} />
              ))}
              <td>
                <WatchlistSlot stockId={row.id} stockName={rowName(row)} size="row" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function SortHeader({ label, sortKey, screen, preset }: { label: string; sortKey: string | null; screen: Screen; preset: Preset | undefined }) {
  if (sortKey === null)
    return (
      <th scope="col" className={stockHeadClass}>
        {label}
      </th>
    );
  const sorted = screen.sort === sortKey;
  const ascending = screen.direction === 'asc';
  return (
    <th scope="col" aria-sort={sorted ? (ascending ? 'ascending' : 'descending') : undefined} data-column={sortKey}>
      <a href={sortHref(screen, preset, sortKey)} className={sortHeaderLinkClass} data-sorted={sorted ? screen.direction : undefined}>
        {label}
        <span className={sortArrowClass} aria-hidden="true">
          {sorted ? (ascending ? '▲' : '▼') : '↕'}
        </span>
        <span className={srOnly}>{sorted ? (ascending ? '，目前由小到大，點按改為由大到小' : '，目前由大到小，點按改為由小到大') : '，點按排序'}</span>
      </a>
    </th>
  );
}

/** Live fields by column: what the runtime rewrites as the quote moves. */
const LIVE_COLUMNS: Readonly<Record<string, 'price' | 'change' | 'changePercent' | 'volume'>> = { price: 'price', change: 'change', chg: 'changePercent', volume: 'volume' };
/** Sorts by a figure the quote moves, and the quote's name for it (成交值 is price × volume). */
const LIVE_RANK_FIGURES: Readonly<Record<string, LiveRankFigure>> = { ...LIVE_COLUMNS, dollarvol: 'dollarVolume' };

function Cell({ column, row }: { column: ColumnDefinition; row: ScreenerRow }) {
  const value = column.value(row);
  const live = LIVE_COLUMNS[column.key];
  if (live === 'change' || live === 'changePercent')
    return (
      // Coloured by the figure it shows: a penny stock's change rounds to 0.00 while its % change does not.
      <td className={changeClass} data-direction={priceDirection(live === 'change' ? row.change : row.changePercent)} {...liveField('direction', live)}>
        {live === 'change' ? formatSigned(row.change) : formatSignedPercent(row.changePercent)}
      </td>
    );
  const text = cellText(column, value);
  const title = column.format === 'money' || column.format === 'shares' ? fullNumberTitle(typeof value === 'number' ? value : null) : undefined;
  return (
    <td title={title} {...(live ? liveField(live) : {})} className={column.format === 'text' ? textCellClass : undefined}>
      {text}
    </td>
  );
}

function cellText(column: ColumnDefinition, value: number | string | null): string {
  if (value === null) return '-';
  if (typeof value === 'string') return column.format === 'date' ? formatDate(value, 'newYork') : value;
  switch (column.format) {
    case 'price':
      return formatPrice(value);
    case 'percent':
      return column.key.startsWith('chg') || column.key === 'hi52' || column.key === 'lo52' ? formatSignedPercent(value) : formatPercent(value);
    case 'money':
    case 'shares':
      return shortenNumber(value);
    case 'count':
      return formatInteger(value);
    default:
      return formatDecimal(value);
  }
}

const tableClass = cx(dataTableRecipe({ band: true, lastRowRule: false }), css({ '& td, & th': { h: '48px' } }));
const stockHeadClass = css({ minW: '8.5em' });
const nameLinkClass = css(focusRing.raw(), { display: 'grid', maxW: '11em', lineHeight: 1.25, color: 'ink', _hover: { color: 'brand' } });
const symbolClass = css({ fontWeight: 700, color: 'brand', fontSize: '14px' });
const nameClass = css({ fontSize: '12.5px', fontWeight: 400, color: 'muted', overflow: 'hidden', textOverflow: 'ellipsis' });
const numberedClass = css({ display: 'flex', alignItems: 'center', gap: '2' });
const rankClass = css({ minW: '1.75em', fontSize: '13px', fontWeight: 700, color: 'muted', textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
const textCellClass = css({ maxW: '12em', overflow: 'hidden', textOverflow: 'ellipsis' });
