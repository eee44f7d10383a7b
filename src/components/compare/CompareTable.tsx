import { css, cx } from 'styled-system/css';
import { Link } from 'waku/router/client';
import { badge, focusRing } from '@/components/ui/control-styles';
import { dataTableRecipe } from '@/components/ui/data-table-styles';
import { TableScroll } from '@/components/ui/TableScroll';
import { directionText } from '@/components/ui/direction-styles';
import { srOnly } from '@/components/ui/Skeleton';
import { betterLabel } from '@/lib/compare/better';
import type { PriceDirection } from '@/lib/format/numbers';
import { displayName } from '@/lib/market/security-labels';
import { displaySymbol } from '@/lib/market/us-indices';
import { stockPath } from '@/lib/stock/tabs';
import type { StockRecord } from '@/lib/upstream/business';

export interface CompareCell {
  text: string;
  /** A change: rise/fall text colour (its sign is in the text too). */
  direction?: PriceDirection | undefined;
  /** Marked 「較佳／最佳」 in text. */
  best?: boolean | undefined;
  /** The exact figure behind a shortened one (4.27兆), for hover. */
  title?: string | undefined;
}

export interface CompareRow {
  key: string;
  label: string;
  /** A short muted line under the label (a unit, a fiscal year). */
  hint?: string | undefined;
  cells: CompareCell[];
}

/** Fixed heights (px): the skeletons add them up, so nothing moves when a table arrives. */
export const COMPARE_HEAD_HEIGHT = 56;
export const COMPARE_ROW_HEIGHT = 52;
/**
 * The label column on a phone, and the least a value column needs ("+125.40% 最佳", "2026/01/31"):
 * two securities fit a 390 px phone (96 + 2 × 128 = 352 px in a 356 px box); three or four scroll,
 * far enough for the scroll cue to show (a table a few pixels too wide would hide it under its cover).
 */
const LABEL_WIDTH = 96;
const VALUE_MIN_WIDTH = 128;
export const compareTableHeight = (rows: number): number => COMPARE_HEAD_HEIGHT + rows * COMPARE_ROW_HEIGHT + 2;

/**
 * One table of the compare page: a column per security (its name links to its stock page), a row per
 * figure. The best figure of a row carries the word 「較佳」 (「最佳」 among three or four), never a
 * colour alone. On a phone it scrolls sideways in its own box with the site's scroll cue; the label
 * column stays in view.
 */
export function CompareTable({ label, records, rows, testId }: { label: string; records: readonly StockRecord[]; rows: readonly CompareRow[]; testId: string }) {
  const mark = betterLabel(records.length);
  return (
    <TableScroll label={label} minHeight={compareTableHeight(rows.length)}>
      <table className={tableClass} data-testid={testId} style={{ minWidth: LABEL_WIDTH + records.length * VALUE_MIN_WIDTH }}>
        <caption className={srOnly}>{label}</caption>
        <thead>
          <tr style={{ height: COMPARE_HEAD_HEIGHT }}>
            <th scope="col">
              <span className={srOnly}>項目</span>
            </th>
            {records.map((record) => (
              <th key={record.id} scope="col" className={headCellClass} data-stock-id={record.id}>
                <Link to={stockPath(record.id, 'info') as Parameters<typeof Link>[0]['to']} className={nameLinkClass}>
                  <span className={nameClass}>{displayName(record)}</span>
                  <span className={symbolClass}>{displaySymbol(record.id)}</span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} style={{ height: COMPARE_ROW_HEIGHT }} data-row={row.key}>
              <th scope="row" className={rowHeadClass}>
                {row.label}
                {row.hint && <span className={hintClass}>{row.hint}</span>}
              </th>
              {row.cells.map((cell, index) => (
                <td key={records[index]?.id ?? index} className={cellClass} data-direction={cell.direction} data-best={cell.best ? 'true' : undefined} title={cell.title}>
                  {cell.text}
                  {cell.best && <span className={bestClass}>{mark}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const tableClass = cx(dataTableRecipe({ band: true, lastRowRule: false }), css({ tableLayout: 'fixed', '& th:first-child': { w: '96px', tablet: { w: '160px' } } }));
const headCellClass = css({ verticalAlign: 'middle' });
const nameLinkClass = css(focusRing.raw({ offset: 'outset' }), { display: 'grid', justifyItems: 'end', minW: 0, color: 'ink', _hover: { color: 'brand' } });
const nameClass = css({ maxW: '100%', overflow: 'hidden', textOverflow: 'ellipsis', fontSize: '14px', fontWeight: 700 });
const symbolClass = css({ fontSize: '12px', color: 'muted', fontWeight: 500 });
const rowHeadClass = css({ color: 'ink', fontSize: '14px', lineHeight: '1.2', whiteSpace: 'normal !important', py: '1' });
const hintClass = css({ display: 'block', fontSize: '12px', lineHeight: '1.2', color: 'muted', fontWeight: 400 });
const cellClass = css(directionText.raw({ flat: 'own' }), { '&[data-best="true"]': { fontWeight: 700 } });
const bestClass = css(badge.raw({ tone: 'brand' }), { display: 'inline-block', ml: '1.5', px: '1.5', fontSize: '12px', fontWeight: 700, lineHeight: '18px', verticalAlign: 'middle' });
