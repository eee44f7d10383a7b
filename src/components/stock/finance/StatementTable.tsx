import { css, cva, cx } from 'styled-system/css';
import type { StatementTable as Table } from '@/lib/market/statements';
import { dataTableRecipe } from '@/components/ui/data-table-styles';
import { TableScroll } from '@/components/ui/TableScroll';
import { srOnly } from '@/components/ui/Skeleton';

/** Fixed row heights, so the skeleton can reserve the table's height before it streams in. */
export const HEADER_ROW_HEIGHT = 40;
export const BODY_ROW_HEIGHT = 48;

/**
 * A statement as a table: one row per line item, one column per period (newest first), each
 * value with its year-over-year change under it. It scrolls sideways on narrow screens while the
 * line-item column stays put (sticky), so a reader never loses which row they are on.
 */
export function StatementTable({ table, caption }: { table: Table; caption: string }) {
  return (
    // tabIndex: a scrollable region must be reachable with the keyboard.
    <TableScroll label={caption} testId="statement-table-scroll">
      <table className={tableClass} data-testid="statement-table">
        <caption className={srOnly}>{caption}</caption>
        <thead>
          <tr style={{ height: HEADER_ROW_HEIGHT }}>
            <th scope="col">項目</th>
            {table.columns.map((column) => (
              <th key={column} scope="col" data-testid="statement-period">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key} style={{ height: BODY_ROW_HEIGHT }} data-row={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={table.columns[i] ?? i}>
                  <span className={valueClass} title={cell.title}>
                    {cell.text}
                  </span>
                  <span className={yoyRecipe({ direction: cell.yoyDirection })} data-testid="statement-yoy">
                    <span className={srOnly}>{row.yoyKind === 'points' ? '年增減 ' : '年增率 '}</span>
                    {cell.yoy}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

// The shadow on the sticky column shows that the periods slide underneath it when scrolled
// (`tr >` outranks the recipe's plain hairline on the same cells).
const tableClass = cx(
  dataTableRecipe({ compact: true }),
  css({
    '& tr > th:first-child': { boxShadow: '1px 0 0 token(colors.line), 4px 0 6px -4px rgba(15,30,60,0.18)' },
    '& tbody th': { minW: '112px', laptop: { minW: '128px' } },
    '& td': { minW: '76px' },
  }),
);
const valueClass = css({ display: 'block', fontWeight: 600, lineHeight: '1.3' });
const yoyRecipe = cva({
  base: { display: 'block', fontSize: '12px', lineHeight: '1.3' },
  variants: { direction: { rise: { color: 'riseText' }, fall: { color: 'fallText' }, stable: { color: 'stableText' } } },
});
