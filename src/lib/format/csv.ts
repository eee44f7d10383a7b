import { round2 } from './numbers';

/**
 * CSV as Excel in Taiwan opens it (RFC 4180 lines): UTF-8 with a byte-order mark, or Excel reads the
 * Chinese as Big5; CRLF line ends; a cell quoted when it holds a comma, a quote or a line break.
 * A text cell that a spreadsheet would run as a formula (it starts with =, +, −, @, a tab or a CR) is
 * made inert with a leading apostrophe, so a name in the data can never call a function on the
 * reader's machine. Numbers stay numbers: a negative figure is written as such, never as text.
 */

/** The byte-order mark that starts a document. */
const BOM = '\uFEFF';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/u;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/u;

export type CsvValue = string | number | null;

/** One cell: a number rounded to 2 decimals and written plainly (no grouping), text made inert and quoted as needed, '' for none. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(round2(value)) : '';
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** One line, its end included. */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}${LINE_END}`;

/** A whole document: the BOM, the header line, then a line per row. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [BOM, csvLine(header)];
  for (const row of rows) lines.push(csvLine(row));
  return lines.join('');
}
