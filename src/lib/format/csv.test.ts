import { describe, expect, test } from 'vitest';
import { csvCell, csvDocument, csvLine } from './csv';

describe('csvCell', () => {
  test.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('a formula %j is made inert', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  test('text is quoted only when it must be', () => {
    expect(csvCell('台積電')).toBe('台積電');
    expect(csvCell('Apple, Inc.')).toBe('"Apple, Inc."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  test('numbers stay numbers, negatives included, rounded to 2 decimals without grouping', () => {
    expect(csvCell(-5.256)).toBe('-5.26');
    expect(csvCell(1234567.891)).toBe('1234567.89');
    expect(csvCell(0.1 + 0.2)).toBe('0.3');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
  });
});

test('a document starts with the BOM and ends every line with CRLF', () => {
  const document = csvDocument(['代號', '股價'], [['TSM', 180.5]]);
  expect(document).toBe('\uFEFF代號,股價\r\nTSM,180.5\r\n');
  expect(new TextEncoder().encode(document).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  expect(csvLine([])).toBe('\r\n');
});
