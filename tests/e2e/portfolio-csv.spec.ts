import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { signInContext } from '../support/e2e/sign-in.ts';
import { PHONE_VIEWPORT } from '../support/e2e/viewports.ts';

/**
 * 我的持股's CSV round trip for real, in Chromium at 390 px (once: the desktop project at the phone's
 * width): a member uploads a file with one bad row and sees every problem named with nothing saved,
 * one of 24 MB and is told so, fixes the row, imports, and the export downloads the same rows. The hostile files, the limits and the
 * byte-level round trip are the workerd tests' (functions/portfolio-import.worker.test.ts,
 * functions/portfolio-export.worker.test.ts).
 */
test.use({ viewport: PHONE_VIEWPORT });

const HEADER = '日期,類別,代號,股數,價格,手續費,其他費用,金額,預扣稅,分割前,分割後,幣別,匯率,備註';
const GOOD = ['2024-01-02,入金,,,,,,300000,,,,TWD,31.25,', '2024-03-05,買進,AAPL,10,180.5,1.5,0,,,,,,31.2,"定期定額, 第一次"', '2024-05-16,股利,AAPL,,,,,2.4,0.72,,,,31.9,'];
/** The same purchase with two mistakes: a negative share count and a date in the future. */
const BAD = '2999-03-05,買進,AAPL,-10,180.5,1.5,0,,,,,,31.2,"定期定額, 第一次"';
const file = (rows: string[]) => ({ name: '交易.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`) });

test('a member imports a CSV with a bad row, fixes it, imports it, and exports the same rows', async ({ page }) => {
  await signInContext(page.context(), 'writer');
  await page.goto('/portfolio');
  const name = `CSV ${Date.now()}`;
  const form = page.getByTestId('new-account-form');
  await form.getByLabel('帳戶名稱').fill(name);
  await form.getByTestId('new-account-submit').click();
  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/portfolio\/accounts\/\d+$/);

  const section = page.getByTestId('portfolio-csv');
  await section.getByTestId('csv-import-file').setInputFiles(file([GOOD[0]!, BAD, GOOD[2]!]));
  await section.getByTestId('csv-import-submit').click();
  await expect(page).toHaveURL(/\?import=refused&report=[0-9a-f-]{36}#csv$/);
  const problems = section.getByTestId('csv-import-problem');
  await expect(problems).toHaveText([/^第 3 列「日期」：/, /^第 3 列「股數」：/]);
  await expect(section.getByTestId('csv-import-notice')).toContainText('這次沒有匯入任何交易：檔案有 2 個問題');
  await expect(section.getByTestId('csv-export')).toHaveText('匯出 CSV（0 筆）');
  await expectNoSidewaysScroll(page);
  // The refusal's colours in both themes (the dark one follows the system).
  await expectNoSeriousA11yViolations(page, '[data-testid="portfolio-csv"]');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page, '[data-testid="portfolio-csv"]');

  // 24 MB: the page says 檔案太大. The edge reads such an upload to its end; answered early, the local
  // stack's proxy resets the connection past about 16 MB and the member sees a network error.
  await page.emulateMedia({ colorScheme: 'light' });
  const huge = Buffer.from(`${HEADER}\r\n${`${GOOD[0]}\r\n`.repeat(550_000)}`);
  await section.getByTestId('csv-import-file').setInputFiles({ name: '全部.csv', mimeType: 'text/csv', buffer: huge });
  await section.getByTestId('csv-import-submit').click();
  await expect(section.getByTestId('csv-import-notice')).toContainText('檔案太大（上限 1 MB）');

  await section.getByTestId('csv-import-file').setInputFiles(file(GOOD));
  await section.getByTestId('csv-import-submit').click();
  await expect(section.getByTestId('csv-import-notice')).toHaveText('已匯入 3 筆');
  await expect(section.getByTestId('csv-export')).toHaveText('匯出 CSV（3 筆）');

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByTestId('csv-export').click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^我的持股-${name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const exported = await readFile((await download.path()) ?? '');
  expect(exported.equals(file(GOOD).buffer)).toBe(true);
});
