import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOf, csvApp, csvFile, fillDirectory, freshMemberId, newAccount, send, upload, writtenEntries } from '@tests/portfolio-csv-app';
import { storeOf } from '@tests/member-stores';
import { REPORT_PROBLEMS } from '@/lib/portfolio/import-report';
import { CSV_HEADER } from '@/lib/portfolio/transactions-csv';

/**
 * POST /portfolio/accounts/{id}/import through the edge layer as the Worker orders it, against the real
 * member stores (SQLite), the real Cache API (the refusal's report) and a directory in real KV filled
 * from the sandbox. Each test is a member of its own. Every refusal is asserted to have saved nothing.
 */
const HEADER = CSV_HEADER.join(',');
const BOM = '\uFEFF';
const csv = (...rows: string[]) => lines(rows);
/** For row counts that a spread would take past the call stack. */
const lines = (rows: readonly string[]) => `${BOM}${HEADER}\r\n${rows.join('\r\n')}\r\n`;
const DEPOSIT = '2024-01-02,入金,,,,,,300000,,,,TWD,31.25,';
const BUY = '2024-03-05,買進,AAPL,10,180.5,1.5,0,,,,,,31.2,定期定額';

let me: number;
let account: number;

beforeAll(() => fillDirectory());

beforeEach(async () => {
  me = freshMemberId();
  account = await newAccount(me);
});

/** Uploads `file` to the member's account: what the 303 says, and that nothing was saved unless it says imported. */
async function importing(file: File | [string, string | File][]) {
  const before = (await storeOf(me).listTransactions(account)).length;
  const res = await upload(me, account, Array.isArray(file) ? file : [['file', file]]);
  expect(res.status).toBe(303);
  expect(res.headers.get('cache-control')).toMatch(/no-store/);
  const answered = await answerOf(res, me);
  if (answered.answer?.kind !== 'imported') expect(await storeOf(me).listTransactions(account)).toHaveLength(before);
  return answered;
}

const kindOf = async (file: File | [string, string | File][]) => (await importing(file)).answer?.kind;
const problemsOf = async (file: File) => (await importing(file)).report?.problems ?? [];

describe('POST /portfolio/accounts/{id}/import', () => {
  it('imports every row into the session member’s account and says how many, back on the account page', async () => {
    const { answer, location } = await importing(csvFile(csv(DEPOSIT, BUY, '2024-05-16,股利,AAPL,,,,,2.4,,,,,31.9,')));
    expect(answer).toEqual({ kind: 'imported', count: 3 });
    expect(location).toBe(`/portfolio/accounts/${account}?import=imported&count=3#csv`);
    expect((await writtenEntries(me, account)).map((entry) => entry.kind)).toEqual(['deposit', 'buy', 'dividend']);
  });

  it('refuses the whole file when any row is bad, naming every bad row (row, column, why) in a report only this member reads', async () => {
    const { answer, report } = await importing(
      csvFile(csv(DEPOSIT, '2024-03-05,買進,ZZZZQ,10,180.5,,,,,,,,31.2,', BUY, '2024-03-06,買進,AAPL,-1,180.5,,,,,,,,31.2,', '2999-01-01,入金,,,,,,5,,,,USD,31,')),
    );
    expect(answer?.kind).toBe('refused');
    expect(report?.total).toBe(3);
    expect(report?.problems.map(({ row, column }) => [row, column])).toEqual([
      [3, '代號'],
      [5, '股數'],
      [6, '日期'],
    ]);
    expect(report?.problems[0]?.message).toContain('查無代號「ZZZZQ」');
    // The report is bound to the member: another member's session finds nothing under the same id.
    if (answer?.kind === 'refused') expect(await answerOf(new Response(null, { headers: { location: `/x?import=refused&report=${answer.report}` } }), freshMemberId())).toMatchObject({ report: null });
  });

  it('names the row of a sale the ledger refuses (more than was held), saving nothing', async () => {
    const { report } = await importing(csvFile(csv(BUY, '2024-03-07,賣出,AAPL,11,190,1.5,0,,,,,,31.2,')));
    expect(report?.problems).toEqual([{ row: 3, column: '', message: expect.stringContaining('AAPL') }]);
  });

  it('keeps the first hundred problems of a long refusal and counts all of them', async () => {
    const rows = Array.from({ length: 250 }, (_, index) => `2024-03-05,買進,AAPL,${index % 2 === 0 ? '-1' : '0'},180.5,,,,,,,,31.2,`);
    const { report } = await importing(csvFile(lines(rows)));
    expect(report?.total).toBe(250);
    expect(report?.problems).toHaveLength(REPORT_PROBLEMS);
    expect(report?.problems.at(-1)?.row).toBe(REPORT_PROBLEMS + 1);
  });

  it('sends a guest to sign in (back to the account), refuses another site’s form, and answers another member’s or an unknown account with a 404', async () => {
    const guest = await upload(null, account, [['file', csvFile(csv(DEPOSIT))]]);
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe(`/auth/portfolio/accounts/${account}`);
    const form = new FormData();
    form.append('file', csvFile(csv(DEPOSIT)));
    expect((await send(me, `/portfolio/accounts/${account}/import`, { method: 'POST', body: form, origin: 'https://evil.example' })).status).toBe(403);
    const other = freshMemberId();
    const theirs = await newAccount(other, { name: '別人的帳戶' });
    await storeOf(me).removeAccount(account);
    for (const id of [String(theirs), '99999', '0', 'abc', '99999999999999999999']) {
      const res = await send(me, `/portfolio/accounts/${id}/import`, { method: 'POST', body: form });
      expect(res.status).toBe(404);
    }
    expect(await storeOf(other).listTransactions(theirs)).toEqual([]);
    expect(await storeOf(me).listTransactions(account)).toEqual([]);
  });

  it('says the directory cannot vouch for a symbol yet, rather than refusing every row, and saves nothing', async () => {
    const res = await upload(me, account, [['file', csvFile(csv(BUY))]], csvApp(me, { directory: null }));
    expect((await answerOf(res, me)).answer).toEqual({ kind: 'directory-unavailable' });
    expect(await storeOf(me).listTransactions(account)).toEqual([]);
  });
});

describe('hostile files: a clear answer each, nothing saved', () => {
  it('imports formula cells in a note as text; a formula where a symbol goes is refused', async () => {
    const notes = ["=cmd|' /c calc'!A1", '+886 2 1234', '-5%', '@SUM(A1:A9)'];
    const rows = notes.map((note) => `2024-01-02,入金,,,,,,1,,,,USD,31,"${note.replaceAll('"', '""')}"`);
    expect((await importing(csvFile(csv(...rows)))).answer).toEqual({ kind: 'imported', count: 4 });
    expect((await writtenEntries(me, account)).map((entry) => entry.note)).toEqual(notes);
    account = await newAccount(me, { name: '另一個帳戶' });
    expect(await problemsOf(csvFile(csv('2024-03-05,買進,"=HYPERLINK(""http://evil.example"")",1,1,,,,,,,,31,')))).toEqual([expect.objectContaining({ row: 2, column: '代號' })]);
  });

  it('answers a 10 MB upload, and one just over 1 MB, with 檔案太大 on the account page', async () => {
    const padding = (bytes: number) => lines(Array.from({ length: Math.ceil(bytes / 40) }, () => DEPOSIT));
    expect(await kindOf(csvFile(padding(10 * 1024 * 1024)))).toBe('too-large');
    expect(await kindOf(csvFile(padding(1024 * 1024 + 2048)))).toBe('too-large');
  });

  it('refuses Big5 and UTF-16 (with its BOM) with the advice to save as CSV UTF-8', async () => {
    // 「日期」 in Big5: bytes that are no UTF-8.
    const big5 = new Uint8Array([0xa4, 0xe9, 0xb4, 0xc1, 0x2c, 0x0d, 0x0a]);
    const text = csv(DEPOSIT);
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let index = 0; index < text.length; index += 1) utf16.set([text.charCodeAt(index) & 0xff, text.charCodeAt(index) >> 8], 2 + index * 2);
    for (const bytes of [big5, utf16]) expect((await problemsOf(csvFile(bytes)))[0]?.message).toContain('CSV UTF-8');
  });

  it('refuses 100,000 rows: by their count when they fit in 1 MB, by size when they do not', async () => {
    const [problem] = await problemsOf(csvFile(`${HEADER}\r\n${',\r\n'.repeat(100_000)}`));
    expect(problem?.message).toBe('檔案有 100,000 列，一次最多匯入 20,000 筆');
    expect(await kindOf(csvFile(lines(Array.from({ length: 100_000 }, () => DEPOSIT))))).toBe('too-large');
  });

  it('reads quotes, commas and line breaks in a field, a BOM or none, the same', async () => {
    const row = '2024-01-02,入金,,,,,,1,,,,USD,31,"他說 ""買"", 然後\r\n第二行"';
    expect(await kindOf(csvFile(csv(row)))).toBe('imported');
    expect(await kindOf(csvFile(csv(row).slice(1)))).toBe('imported');
    expect((await writtenEntries(me, account)).map((entry) => entry.note)).toEqual(['他說 "買", 然後\n第二行', '他說 "買", 然後\n第二行']);
    expect((await problemsOf(csvFile(csv('2024-01-02,入金,,,,,,1,,,,USD,31,"沒有結束'))))[0]?.message).toContain('引號');
  });

  it('refuses an empty file, a header alone, a wrong header and binary junk', async () => {
    expect(await problemsOf(csvFile(''))).toEqual([{ row: 0, column: '', message: '檔案是空的：請選擇有交易的 CSV 檔' }]);
    expect((await problemsOf(csvFile(`${BOM}\r\n`)))[0]?.message).toContain('檔案是空的');
    expect((await problemsOf(csvFile(`${HEADER}\r\n`)))[0]?.message).toContain('沒有交易');
    expect((await problemsOf(csvFile('date,type,symbol\r\n2024-01-02,buy,AAPL\r\n')))[0]).toMatchObject({ row: 1, column: 'date' });
    const junk = new Uint8Array(4096).map((_, index) => (index * 7919) % 256);
    expect((await problemsOf(csvFile(junk, 'photo.png')))[0]?.message).toContain('UTF-8');
  });

  it('answers a form without a file, a file field that is text, nothing chosen, several files, and a body that is no form', async () => {
    expect(await kindOf([['note', 'hello']])).toBe('no-file');
    expect(await kindOf([['file', csv(DEPOSIT)]])).toBe('no-file');
    expect(await kindOf([['file', new File([], '')]])).toBe('no-file');
    expect(
      await kindOf([
        ['file', csvFile(csv(DEPOSIT))],
        ['file', csvFile(csv(BUY), 'b.csv')],
      ]),
    ).toBe('several-files');
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', `file=${encodeURIComponent(csv(DEPOSIT))}`],
      ['text/csv', csv(DEPOSIT)],
      ['multipart/form-data; boundary=x', '--x\r\nbroken'],
    ];
    for (const [type, body] of bodies) {
      const res = await send(me, `/portfolio/accounts/${account}/import`, { method: 'POST', body, headers: { 'content-type': type } });
      expect((await answerOf(res, me)).answer).toEqual({ kind: 'no-file' });
    }
    expect(await storeOf(me).listTransactions(account)).toEqual([]);
  });
});
