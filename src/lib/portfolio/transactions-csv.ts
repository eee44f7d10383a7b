import { csvParseRows } from 'd3-dsv';
import { csvDocument } from '@/lib/format/csv';
import { formatInteger } from '@/lib/format/numbers';
import { checkEntry, type EntryField, type EntryFields, type EntryKind, fieldLabel, KIND_LABELS } from './entries';
import { TRANSACTION_LIMIT } from './store-rpc';

/**
 * An account's transactions as a CSV a Taiwanese reader fills in Excel (docs/portfolio-csv.md): one row
 * per transaction, Chinese column names, UTF-8. Export writes with the site's CSV writer (BOM, CRLF,
 * formula cells made inert); import takes the file's bytes and answers all or nothing: the entries, or
 * every refused row named (its row number as Excel shows it, the column, why) and no entry at all.
 *
 * The parser is d3-dsv's (RFC 4180: quotes, doubled quotes, line breaks inside quotes): a few kilobytes,
 * no Node Buffer (the site's Worker runs without Node compatibility, which csv-parse needs).
 */

/** The columns, in the order export writes them; import takes them in any order. */
const COLUMNS: readonly EntryField[] = ['date', 'kind', 'symbol', 'shares', 'price', 'fee', 'otherFees', 'amount', 'withheld', 'splitFrom', 'splitTo', 'currency', 'fx', 'note'];
const REQUIRED: readonly EntryField[] = ['date', 'kind', 'fx'];
export const CSV_HEADER: readonly string[] = COLUMNS.map(fieldLabel);

/** The largest file taken, in bytes: far more than 20,000 rows need. */
export const CSV_MAX_BYTES = 1024 * 1024;
/** Rows past the header (empty ones too): the store's limit, so a file that could never be saved is not even checked. */
const CSV_MAX_ROWS = TRANSACTION_LIMIT;

export interface CsvProblem {
  /** The row as a spreadsheet numbers it (the header is row 1); 0 for the file as a whole. */
  row: number;
  /** The column's name, '' when the problem is the row's or the file's. */
  column: string;
  message: string;
}

/** `rows[i]` is the spreadsheet row `entries[i]` came from, so a later refusal (the store's) can name it too. */
export type CsvImport = { ok: true; entries: EntryFields[]; rows: number[] } | { ok: false; problems: CsvProblem[] };

export interface CsvImportOptions {
  /** The latest date allowed (YYYY-MM-DD). */
  today: string;
  /** Whether the directory knows a symbol: the site passes its own (this layer does not know the directory). */
  isKnownSymbol?: (symbol: string) => boolean;
}

/** An apostrophe that a writer put before a cell to make it inert: export adds it, import takes it off. */
const INERT_MARK = /^'(?=[=+\-@\t\r'])/u;

/** The account's transactions as a CSV document (a string: the BOM first, CRLF line ends). */
export function exportTransactionsCsv(entries: readonly EntryFields[]): string {
  // A cell that starts with an apostrophe gets one more, so the one import takes off is never the member's own.
  const cell = (value: string) => (value.startsWith("'") ? `'${value}` : value);
  return csvDocument(
    CSV_HEADER,
    entries.map((entry) => COLUMNS.map((field) => cell(field === 'kind' ? KIND_LABELS[entry.kind] : entry[field]))),
  );
}

/** A file's last line break ends its last row; it does not start another. */
const LAST_LINE_END = /\r?\n$/u;

const fileProblem = (message: string): CsvImport => ({ ok: false, problems: [{ row: 0, column: '', message }] });

export function importTransactionsCsv(bytes: Uint8Array, options: CsvImportOptions): CsvImport {
  if (bytes.byteLength > CSV_MAX_BYTES) return fileProblem(`檔案太大（上限 1 MB）：請分成幾個檔案匯入`);
  const text = decodeUtf8(bytes);
  if (text === null) return fileProblem('檔案不是 UTF-8 編碼：請在 Excel 選「另存新檔」→「CSV UTF-8（逗號分隔）」後再匯入');
  if (text.trim() === '') return fileProblem('檔案是空的：請選擇有交易的 CSV 檔');
  let rowCount = 0;
  // Rows past the cap are counted, not kept: the work stays bounded by the file's size. The parser takes
  // a quote left open to the end of the file; a sentinel quote after a last line break tells: when every
  // quote closed, it is a row of its own (['']), when one did not, it ends that quote's field instead.
  const rows = csvParseRows(`${text.replace(LAST_LINE_END, '')}\n"`, (row) => ((rowCount += 1) <= CSV_MAX_ROWS + 2 ? row : null));
  if (rowCount > CSV_MAX_ROWS + 2) return fileProblem(`檔案有 ${formatInteger(rowCount - 2)} 列，一次最多匯入 ${formatInteger(CSV_MAX_ROWS)} 筆`);
  const sentinel = rows.pop();
  if (sentinel?.length !== 1 || sentinel[0] !== '') return { ok: false, problems: [{ row: rows.length + 1, column: '', message: '這一列有個引號（"）沒有結束：請檢查這一列到檔案結尾' }] };
  const [header, ...body] = rows;
  const columns = readHeader(header ?? []);
  if (!columns.ok) return { ok: false, problems: columns.problems };
  const problems: CsvProblem[] = [];
  const entries: EntryFields[] = [];
  const entryRows: number[] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.slice(columns.fields.length).some((cell) => cell.trim() !== '')) {
      problems.push({ row, column: '', message: `這一列的欄位比標題列多（標題列有 ${columns.fields.length} 欄）` });
      return;
    }
    const checked = checkRow(cells, columns.fields, options);
    if (checked.ok) {
      entries.push(checked.entry);
      entryRows.push(row);
    } else problems.push(...checked.problems.map((problem) => ({ row, ...problem })));
  });
  if (problems.length > 0) return { ok: false, problems };
  if (entries.length === 0) return fileProblem('檔案裡沒有交易：標題列之後至少要有一列');
  return { ok: true, entries, rows: entryRows };
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    // A BOM is taken off; a file without one is read the same.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // A NUL is no part of a text file (a spreadsheet's binary, or UTF-16 without its mark).
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

const LABEL_FIELDS = new Map(COLUMNS.map((field) => [fieldLabel(field), field]));
const KINDS_BY_LABEL = new Map(Object.entries(KIND_LABELS).map(([kind, label]) => [label, kind as EntryKind]));

function readHeader(cells: readonly string[]): { ok: true; fields: (EntryField | null)[] } | { ok: false; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const seen = new Set<EntryField>();
  const fields = cells.map((cell) => {
    const name = cell.trim();
    const field = LABEL_FIELDS.get(name);
    if (name === '') return null;
    if (!field) problems.push({ row: 1, column: name.slice(0, 20), message: `不認得的欄位「${name.slice(0, 20)}」：欄位名稱須為 ${CSV_HEADER.join('、')}` });
    else if (seen.has(field)) problems.push({ row: 1, column: name, message: `欄位「${name}」重複了` });
    else seen.add(field);
    return field ?? null;
  });
  for (const field of REQUIRED) if (!seen.has(field)) problems.push({ row: 1, column: fieldLabel(field), message: `缺少「${fieldLabel(field)}」欄` });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, fields };
}

/** Excel's own ways of writing what the entry check takes: 2024/3/5 for a date, 1,234.5 for a number. */
const EXCEL_DATE = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const GROUPED_NUMBER = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const NUMBER_FIELDS: ReadonlySet<EntryField> = new Set(['shares', 'price', 'fee', 'otherFees', 'amount', 'withheld', 'splitFrom', 'splitTo', 'fx']);

function fromSpreadsheet(field: EntryField, cell: string): string {
  const value = cell.replace(INERT_MARK, '');
  const trimmed = value.trim();
  if (field === 'kind') return KINDS_BY_LABEL.get(trimmed) ?? (trimmed === '' ? '' : `?${trimmed}`);
  const date = field === 'date' ? EXCEL_DATE.exec(trimmed) : null;
  if (date) return `${date[1]}-${date[2]!.padStart(2, '0')}-${date[3]!.padStart(2, '0')}`;
  if (NUMBER_FIELDS.has(field) && GROUPED_NUMBER.test(trimmed)) return trimmed.replaceAll(',', '');
  return value;
}

function checkRow(cells: readonly string[], fields: readonly (EntryField | null)[], options: CsvImportOptions): { ok: true; entry: EntryFields } | { ok: false; problems: Omit<CsvProblem, 'row'>[] } {
  const raw: Partial<Record<EntryField, string>> = {};
  fields.forEach((field, index) => {
    if (field) raw[field] = fromSpreadsheet(field, cells[index] ?? '');
  });
  const checked = checkEntry(raw, options.today);
  if (!checked.ok) return { ok: false, problems: checked.problems.map((problem) => ({ column: fieldLabel(problem.field), message: problem.message })) };
  const symbol = checked.entry.symbol;
  if (symbol !== '' && options.isKnownSymbol && !options.isKnownSymbol(symbol)) {
    return { ok: false, problems: [{ column: fieldLabel('symbol'), message: `查無代號「${symbol}」：請確認是美股代號` }] };
  }
  return checked;
}
