import { css, cx } from 'styled-system/css';
import { Link } from 'waku';
import { formatPercent, formatPrice } from '@/lib/format/numbers';
import { ShortNumber } from '@/components/ui/ShortNumber';
import { stockPath } from '@/lib/stock/tabs';
import type { Constituent, ConstituentSort } from '@/lib/upstream/business';
import { dataTableRecipe, sortArrowClass, sortHeaderLinkClass } from '@/components/ui/data-table-styles';
import { TableScroll } from '@/components/ui/TableScroll';
import { ChangeCells } from '@/components/ui/PriceChange';
import { srOnly } from '@/components/ui/Skeleton';
import { linkTarget } from '../finance/link-target';
import { constituentsHref, type ConstituentsView, viewSortedBy } from './constituents-view';
import { TABLE_HEADER_HEIGHT, TABLE_ROW_HEIGHT } from './layout';
import { SecurityName } from '@/components/ui/SecurityName';
import { securityLinkStyle, securityNameClass } from '../security-name-styles';

/** The numeric columns, each sortable, in the order Taiwanese quote tables use. */
export const SORT_COLUMNS: ReadonlyArray<{ sort: Exclude<ConstituentSort, never>; label: string }> = [
  { sort: 'price', label: '價格' },
  { sort: 'change', label: '漲跌' },
  { sort: 'changePercent', label: '漲跌幅' },
  { sort: 'marketCap', label: '市值' },
  { sort: 'weight', label: '權重' },
];

export const ORDER_WORDS = { desc: '由高到低', asc: '由低到高' } as const;

/**
 * One page of an index's members. The numeric column headers are links to the same page sorted
 * by that column (again: the other way round), so sorting works without JavaScript; the first
 * column stays in view while the table scrolls sideways on a phone.
 */
export function ConstituentsTable({ stockId, view, members }: { stockId: string; view: ConstituentsView; members: Constituent[] }) {
  return (
    <TableScroll label="成分股一覽">
      <table className={tableClass} data-testid="constituents-table">
        <thead>
          <tr style={{ height: TABLE_HEADER_HEIGHT }}>
            <th scope="col">成分股</th>
            {SORT_COLUMNS.map((column) => {
              const active = view.sort === column.sort;
              const next = viewSortedBy(view, column.sort);
              return (
                <th key={column.sort} scope="col" aria-sort={active ? (view.order === 'desc' ? 'descending' : 'ascending') : undefined} data-sort={column.sort}>
                  <Link to={linkTarget(constituentsHref(stockId, next))} scroll={false} className={sortHeaderLinkClass} data-sorted={active ? 'true' : undefined}>
                    {column.label}
                    <span aria-hidden="true" className={sortArrowClass}>
                      {active ? (view.order === 'desc' ? '▼' : '▲') : '↕'}
                    </span>
                    <span className={srOnly}>，改為{ORDER_WORDS[next.order]}排序</span>
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} style={{ height: TABLE_ROW_HEIGHT }} data-testid="constituent-row" data-id={member.id}>
              <th scope="row">
                <Link to={linkTarget(stockPath(member.id, 'info'))} className={linkClass}>
                  <SecurityName stock={member} className={securityNameClass} />
                </Link>
              </th>
              <td data-value={member.price}>{formatPrice(member.price)}</td>
              <ChangeCells change={member.change} changePercent={member.changePercent} attributes={(field) => ({ 'data-value': member[field] })} />
              <td data-value={member.marketCap}>
                <ShortNumber value={member.marketCap} />
              </td>
              <td data-value={member.weight}>{formatPercent(member.weight)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const tableClass = cx(dataTableRecipe({ sticky: true, borders: 'separate', lastRowRule: false }), css({ minW: '600px' }));
const linkClass = css(securityLinkStyle, { maxW: '9em', tablet: { maxW: '14em' } });
