import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attrOf, renderPageHtml, squashed } from '@tests/page-html';
import { freshMemberId, memberAuth, newAccount } from '@tests/portfolio-csv-app';
import { storeOf } from '@tests/member-stores';
import { keepImportReport } from '@/lib/portfolio/import-report';
import { runWithRequestAuth } from '@/lib/server/request-auth';
import { CSV_HEADER, type CsvProblem } from '@/lib/portfolio/transactions-csv';
import { loadPortfolio } from '../portfolio-data';
import { CsvSection } from './CsvSection';
import { REPORT_GONE_TEXT } from './csv-text';

/**
 * The account page's CSV section rendered as its request renders it, in workerd, for a member of its own
 * against the real store: the export link and the import form (no JavaScript needed), and what
 * the last import came to, read from the query and, for a refusal, from the member's own report.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());
const { default: AccountPage } = await import('@/pages/(default)/portfolio/accounts/[id]');

const as = <T,>(memberId: number, fn: () => T): T => runWithRequestAuth(memberAuth(memberId), fn);
const page = (id: number, query = '') => as(me, () => renderPageHtml(`/portfolio/accounts/${id}${query ? `?${query}` : ''}`, () => AccountPage({ id: String(id), query })));
const texts = (elements: Parameters<typeof squashed>[0][]) => elements.map((element) => squashed(element));

let me: number;
let account: number;
beforeEach(async () => {
  me = freshMemberId();
  account = await newAccount(me);
});

describe('the CSV section of an account', () => {
  it('offers the export as a download and an import form that posts the file without JavaScript, with the header to start from', async () => {
    await storeOf(me).importTransactions(account, [
      { kind: 'deposit', date: '2024-01-02', symbol: '', shares: '', price: '', fee: '', otherFees: '', amount: '100', withheld: '', splitFrom: '', splitTo: '', currency: 'USD', fx: '31', note: '' },
    ]);
    const html = await page(account);
    const link = html.byTestId('csv-export')[0];
    expect(attrOf(link, 'href')).toBe(`/portfolio/accounts/${account}/export.csv`);
    expect(attrOf(link, 'download')).not.toBeUndefined();
    expect(squashed(link)).toBe('匯出 CSV（1 筆）');
    const form = html.byTestId('csv-import-form')[0];
    expect([attrOf(form, 'action'), attrOf(form, 'method'), attrOf(form, 'enctype')]).toEqual([`/portfolio/accounts/${account}/import`, 'post', 'multipart/form-data']);
    const input = html.byTestId('csv-import-file')[0];
    expect([attrOf(input, 'type'), attrOf(input, 'name')]).toEqual(['file', 'file']);
    expect(squashed(html.byTestId('portfolio-csv')[0])).toContain(CSV_HEADER.join(','));
    expect(html.byTestId('csv-import-notice')).toHaveLength(0);
  });

  it('says 已匯入 N 筆, or why nothing was saved, from the query', async () => {
    expect(texts((await page(account, 'import=imported&count=1234')).byTestId('csv-import-notice'))).toEqual(['已匯入 1,234 筆']);
    expect(texts((await page(account, 'import=too-large')).byTestId('csv-import-notice'))[0]).toContain('檔案太大（上限 1 MB）');
    // A query this site never writes says nothing.
    expect((await page(account, 'import=imported&count=-1&text=請撥打')).byTestId('csv-import-notice')).toHaveLength(0);
  });

  it('lists a refusal’s problems (row, column, why), the first hundred with a count of the rest, to the member who imported only', async () => {
    const problems: CsvProblem[] = [
      { row: 0, column: '', message: '檔案有問題' },
      ...Array.from({ length: 149 }, (_, index) => ({ row: index + 2, column: '代號', message: `查無代號「X${index}」：請確認是美股代號` })),
    ];
    const report = await keepImportReport(me, problems);
    const html = await page(account, `import=refused&report=${report}`);
    expect(squashed(html.byTestId('csv-import-notice')[0])).toContain('這次沒有匯入任何交易：檔案有 150 個問題');
    const listed = texts(html.byTestId('csv-import-problem'));
    expect(listed).toHaveLength(100);
    expect(listed.slice(0, 2)).toEqual(['檔案：檔案有問題', '第 2 列「代號」：查無代號「X0」：請確認是美股代號']);
    expect(texts(html.byTestId('csv-import-more'))).toEqual(['還有 50 個問題未列出']);
    // Another member with the same link, or an id that names no report: the report is not theirs to read.
    const loaded = (await loadPortfolio(storeOf(me))).find((candidate) => candidate.account.id === account);
    if (!loaded) throw new Error('the account is gone');
    const other = await as(freshMemberId(), () => renderPageHtml(`/portfolio/accounts/${account}`, () => <CsvSection account={loaded} query={`import=refused&report=${report}`} />));
    expect(texts(other.byTestId('csv-import-notice'))).toEqual([REPORT_GONE_TEXT]);
    expect(texts((await page(account, 'import=refused&report=00000000-0000-4000-8000-000000000000')).byTestId('csv-import-notice'))).toEqual([REPORT_GONE_TEXT]);
  });
});
