import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEntry, ENTRY_KINDS, type EntryFields } from './entries';
import { CSV_HEADER, CSV_MAX_BYTES, exportTransactionsCsv, importTransactionsCsv } from './transactions-csv';

const TODAY = '2026-12-02';
const utf8 = (text: string) => new TextEncoder().encode(text);
const importText = (text: string, isKnownSymbol?: (symbol: string) => boolean) => importTransactionsCsv(utf8(text), { today: TODAY, ...(isKnownSymbol ? { isKnownSymbol } : {}) });
const HEADER = CSV_HEADER.join(',');

describe('docs/portfolio-csv.md', () => {
  const doc = readFileSync(new URL('../../../docs/portfolio-csv.md', import.meta.url), 'utf8');
  const [header, example] = [...doc.matchAll(/```\n([^`]*)```/gu)].map((match) => match[1]!.trim());

  it('shows the header export writes, and an example that imports whole', () => {
    expect(header).toBe(CSV_HEADER.join(','));
    const outcome = importText(example ?? '');
    expect(outcome.ok && outcome.entries.map((entry) => entry.kind)).toEqual(['deposit', 'buy', 'dividend', 'split', 'sell']);
  });

  it('is the header the README shows under 我的持股', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(/## 我的持股[^#]*?```\n([^`]*)```/u.exec(readme)?.[1]?.trim()).toBe(CSV_HEADER.join(','));
  });
});

describe('import', () => {
  it('reads the documented example: a BOM or none, Excel’s dates and grouped numbers, quotes and line breaks in a note', () => {
    const rows = [
      '日期,類別,代號,股數,價格,手續費,其他費用,金額,預扣稅,分割前,分割後,幣別,匯率,備註',
      '2024-01-02,入金,,,,,,"300,000",,,,TWD,31.25,第一筆',
      '2024/3/5,買進,aapl,10,180.5,1.5,0,,,,,,31.2,"定期定額, ""第一次""\n第二行"',
      '2024-05-16,股利,AAPL,,,,,2.4,,,,,31.9,',
      ',,,,,,,,,,,,,',
      '2024-06-10,分割,NVDA,,,,,,,1,10,,32.1,',
    ];
    const expected = importText(rows.join('\r\n'));
    expect(expected).toMatchObject({
      ok: true,
      entries: [
        { kind: 'deposit', date: '2024-01-02', amount: '300000', currency: 'TWD', fx: '31.25', note: '第一筆' },
        { kind: 'buy', date: '2024-03-05', symbol: 'AAPL', shares: '10', price: '180.5', fee: '1.5', otherFees: '0', note: '定期定額, "第一次"\n第二行' },
        { kind: 'dividend', symbol: 'AAPL', amount: '2.4', withheld: '0.72' },
        { kind: 'split', symbol: 'NVDA', splitFrom: '1', splitTo: '10' },
      ],
      // Each entry's spreadsheet row: the empty row 5 is skipped, not counted out.
      rows: [2, 3, 4, 6],
    });
    // The same file with a BOM, with LF line ends, and its columns in another order.
    expect(importText(`\uFEFF${rows.join('\n')}`)).toEqual(expected);
    const swapped = rows.map((line) => csvSwapFirstTwo(line));
    expect(importText(swapped.join('\n'))).toEqual(expected);
  });

  it('refuses the whole file when any row is refused, naming every bad row by its spreadsheet row, column and reason', () => {
    const outcome = importText(
      [
        HEADER,
        '2024-01-02,買進,AAPL,10,180,,,,,,,,31,',
        '2099-01-01,買進,AAPL,0,180,,,,,,,,31,',
        '2024-01-02,送禮,AAPL,,,,,,,,,,31,',
        '2024-01-02,賣出,=HYPERLINK("x"),1,1,,,,,,,,31,',
        '2024-01-02,入金,,,,,,5,,,,USD,31,,extra',
      ].join('\n'),
    );
    expect(outcome).toEqual({
      ok: false,
      problems: [
        { row: 3, column: '日期', message: '日期 2099-01-01 還沒到：不能記未來的交易' },
        { row: 3, column: '股數', message: '股數須大於 0' },
        { row: 4, column: '類別', message: '類別須為買進、賣出、股利、分割、手續費、其他費用、入金、出金之一' },
        { row: 5, column: '代號', message: '代號「=HYPERLINK("」不是美股代號的寫法' },
        { row: 6, column: '', message: '這一列的欄位比標題列多（標題列有 14 欄）' },
      ],
    });
  });

  it('asks the directory about each symbol, through the seam the site fills', () => {
    const csv = [HEADER, '2024-01-02,買進,AAPL,1,1,,,,,,,,31,', '2024-01-02,買進,ZZZZ,1,1,,,,,,,,31,'].join('\n');
    expect(importText(csv, (symbol) => symbol === 'AAPL')).toEqual({ ok: false, problems: [{ row: 3, column: '代號', message: '查無代號「ZZZZ」：請確認是美股代號' }] });
    expect(importText(csv)).toMatchObject({ ok: true });
  });

  it('answers a hostile file at once, with one reason: too big, not UTF-8, too many rows, no header, nothing in it', () => {
    const timed = (run: () => unknown) => {
      const started = performance.now();
      return { answer: run(), ms: performance.now() - started };
    };
    const tenMegabytes = timed(() => importTransactionsCsv(new Uint8Array(10 * 1024 * 1024).fill(0x41), { today: TODAY }));
    expect(tenMegabytes.answer).toEqual({ ok: false, problems: [{ row: 0, column: '', message: '檔案太大（上限 1 MB）：請分成幾個檔案匯入' }] });
    // Big5, as Excel in Taiwan saves a plain "CSV": 買進 is A4 52 B6 69.
    const big5 = new Uint8Array([...utf8('日期,類別,匯率\n2024-01-02,'), 0xa4, 0x52, 0xb6, 0x69, ...utf8(',31\n')]);
    expect(importTransactionsCsv(big5, { today: TODAY })).toMatchObject({ ok: false, problems: [{ row: 0, message: expect.stringContaining('不是 UTF-8') }] });
    expect(importTransactionsCsv(new Uint8Array([0xff, 0xfe, ...utf8('日期')]), { today: TODAY })).toMatchObject({ ok: false, problems: [{ message: expect.stringContaining('不是 UTF-8') }] });
    const hundredThousand = `${HEADER}\n${'2024-01-02,入金\n'.repeat(100_000)}`;
    expect(hundredThousand.length).toBeGreaterThan(CSV_MAX_BYTES);
    const manyShortRows = timed(() => importText(`日期,類別,匯率\n${',\n'.repeat(100_000)}`));
    expect(manyShortRows.answer).toEqual({ ok: false, problems: [{ row: 0, column: '', message: '檔案有 100,000 列，一次最多匯入 20,000 筆' }] });
    for (const empty of ['', '\uFEFF', ' \r\n\r\n']) expect(importText(empty)).toEqual({ ok: false, problems: [{ row: 0, column: '', message: '檔案是空的：請選擇有交易的 CSV 檔' }] });
    expect(importText(',,\n')).toMatchObject({ ok: false, problems: [{ row: 1, message: '缺少「日期」欄' }, { row: 1 }, { row: 1 }] });
    expect(importText('名稱,價值\n1,2')).toMatchObject({ ok: false, problems: [{ row: 1, column: '名稱' }, { row: 1, column: '價值' }, { row: 1 }, { row: 1 }, { row: 1 }] });
    expect(importText(`${HEADER}\n`)).toEqual({ ok: false, problems: [{ row: 0, column: '', message: '檔案裡沒有交易：標題列之後至少要有一列' }] });
    // Bounded work: the size check answers before reading, the row cap before checking a row.
    expect(tenMegabytes.ms + manyShortRows.ms).toBeLessThan(2_000);
  });

  it('parses without Node’s Buffer (the site’s Worker runs without Node compatibility)', () => {
    const buffer = Object.getOwnPropertyDescriptor(globalThis, 'Buffer');
    Reflect.deleteProperty(globalThis, 'Buffer');
    try {
      expect(importText(`${HEADER}\r\n2024-01-02,入金,,,,,,"1,000",,,,USD,31,"a\r\nb"`)).toMatchObject({ ok: true, entries: [{ amount: '1000', note: 'a\nb' }] });
    } finally {
      if (buffer) Object.defineProperty(globalThis, 'Buffer', buffer);
    }
  });

  it('takes a full file: 20,000 trades within 1 MB', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `2024-01-02,買進,S${i % 500},1.5,12.25,1,,,,,,,31.5,`);
    const file = utf8(`\uFEFF${HEADER}\r\n${rows.join('\r\n')}\r\n`);
    expect(file.byteLength).toBeLessThan(CSV_MAX_BYTES);
    const outcome = importTransactionsCsv(file, { today: TODAY });
    expect(outcome.ok && outcome.entries.length).toBe(20_000);
  });

  it('takes an unterminated quote as a refused row, never as entries', () => {
    expect(importText(`${HEADER}\n2024-01-01,入金,,,,,,5,,,,USD,31,\n2024-01-02,入金,,,,,,5,,,,USD,31,"no end\n2024-01-03,入金,,,,,,5,,,,USD,31,`)).toEqual({
      ok: false,
      problems: [{ row: 3, column: '', message: '這一列有個引號（"）沒有結束：請檢查這一列到檔案結尾' }],
    });
  });
});

describe('export', () => {
  it('writes a BOM, CRLF lines, the Chinese kinds, and a note that looks like a formula as inert text', () => {
    const entry = checkEntry({ kind: 'other-fee', date: '2024-02-01', amount: '25', fx: '31.1', note: '=cmd|"/c calc"!A1' }, TODAY);
    if (!entry.ok) throw new Error('fixture');
    const csv = exportTransactionsCsv([entry.entry]);
    expect(csv).toBe(`\uFEFF${HEADER}\r\n2024-02-01,其他費用,,,,,,25,,,,,31.1,"'=cmd|""/c calc""!A1"\r\n`);
    expect(importText(csv)).toEqual({ ok: true, entries: [entry.entry], rows: [2] });
  });
});

/** Valid entries of every kind: what checkEntry makes of random written fields. */
const decimal = (maxInteger: number, places: number, min = 1) => fc.integer({ min, max: maxInteger * 10 ** places }).map((n) => (n / 10 ** places).toFixed(places));
const date = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2026, 11, 2) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
const written = fc.record({
  kind: fc.constantFrom(...ENTRY_KINDS),
  date,
  symbol: fc.stringMatching(/^[A-Za-z][A-Za-z0-9.-]{0,5}$/),
  shares: decimal(100_000, 4),
  price: decimal(5_000, 4),
  fee: fc.oneof(fc.constant(''), decimal(100, 2, 0)),
  otherFees: fc.oneof(fc.constant(''), decimal(100, 2, 0)),
  amount: decimal(1_000_000, 2),
  withheld: fc.oneof(fc.constant(''), decimal(1, 2, 0)),
  splitFrom: fc.constantFrom('1', '2', '10'),
  splitTo: fc.constantFrom('1', '3', '20'),
  currency: fc.constantFrom('USD', 'TWD'),
  fx: decimal(40, 4, 25),
  note: fc.oneof(fc.string({ maxLength: 30, unit: 'grapheme' }), fc.constantFrom("'=1+1", '+886', '-5%', '@me', "''x", ' 前後有空白 ', 'a,"b"\nc')),
});
const validEntry = written
  .map((fields) => checkEntry(fields, TODAY))
  .filter((checked) => checked.ok)
  .map((checked) => (checked as { entry: EntryFields }).entry);

describe('round trip', () => {
  it('export → import gives back the same transactions, for random histories', () => {
    fc.assert(
      fc.property(fc.array(validEntry, { minLength: 1, maxLength: 30 }), (entries) => {
        expect(importText(exportTransactionsCsv(entries))).toEqual({ ok: true, entries, rows: entries.map((_, index) => index + 2) });
      }),
      { numRuns: 300 },
    );
  });
});

/** The line with its first two cells swapped (none of the example's first two cells is quoted). */
function csvSwapFirstTwo(line: string): string {
  const [first, second, ...rest] = line.split(',');
  return [second, first, ...rest].join(',');
}
