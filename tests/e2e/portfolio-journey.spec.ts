import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { signInContext } from '../support/e2e/sign-in.ts';

/**
 * 我的持股 as a member uses it, at 390 px and 1,440 px: an account with the default fee rule, a year of
 * trades and dividends imported from a CSV, the holdings with their NT$ gain split into price and rate (the
 * two parts add up to the gain to the cent on the page), a part of a lot sold through 記一筆, the sale's
 * realised gain and the year's dividends, and the export: the imported rows and the sale, as written.
 * The forms, the refusals and the hostile files are the other portfolio specs' and the workerd tests'.
 */
const HEADER = '日期,類別,代號,股數,價格,手續費,其他費用,金額,預扣稅,分割前,分割後,幣別,匯率,備註';
const YEAR = [
  '2025-12-01,入金,,,,,,600000,,,,TWD,31.1,',
  '2025-12-02,買進,AAPL,20,190.5,15,0,,,,,,31.1,"定期定額, 第一次"',
  '2025-12-03,買進,KO,50,62.3,15,0,,,,,,31.05,',
  '2026-01-05,買進,TSM,15,210,15,0.5,,,,,,31.4,',
  '2026-02-12,股利,AAPL,,,,,5.2,1.56,,,,31.6,',
  '2026-04-01,股利,KO,,,,,25.5,7.65,,,,31.9,',
  '2026-09-10,股利,TSM,,,,,10.5,3.15,,,,30.8,',
];
/** What 記一筆 writes for the sale below: the fee by the account's rule (0.25 % of US$1,840 is under the US$15 minimum). */
const SALE = '2026-11-20,賣出,AAPL,8,230,15,0,,,,,,31.3,';
const csv = (rows: string[]) => `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;
/** NT$ text as shown ('+NT$4,620.00', '−NT$1,276.50') in integer cents. */
const cents = (text: string) => {
  const match = /^([+−-]?)NT\$([\d,]+)\.(\d{2})$/u.exec(text.trim());
  if (!match) throw new Error(`not an NT$ amount: ${text}`);
  const value = Number(match[2]?.replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] === '−' || match[1] === '-' ? -value : value;
};

test('a member imports a year, sees the NT$ gain split into price and rate, sells part of a lot, and exports it all back', { tag: '@phone' }, async ({ page }, testInfo) => {
  if (isPhone(testInfo)) await page.setViewportSize({ width: 390, height: 844 });
  await signInContext(page.context(), '編輯小組');
  const name = `國泰複委託 ${testInfo.project.name} ${Date.now()}`;

  await page.goto('/portfolio');
  const newAccount = page.getByTestId('new-account-form');
  if (!(await newAccount.isVisible())) await page.getByTestId('new-account-open').click();
  await newAccount.getByLabel('帳戶名稱').fill(name);
  await page.getByTestId('new-account-submit').click();
  await page.getByTestId('portfolio-account').filter({ hasText: name }).getByTestId('portfolio-account-open').click();
  const accountPath = new URL(page.url()).pathname;
  const accountId = accountPath.split('/').pop();

  await page.getByTestId('csv-import-file').setInputFiles({ name: '2026.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(YEAR)) });
  await page.getByTestId('csv-import-submit').click();
  await expect(page.getByTestId('csv-import-notice')).toHaveText(`已匯入 ${YEAR.length} 筆`);

  // Every holding's NT$ gain is its price part plus its rate part, to the cent, as the page prints them.
  // Every row once in the document: the answer's address ends in #csv, and a page opened at a fragment
  // hydrates its streamed sections from the server's HTML, no second copy of them (decision 056).
  const rows = page.getByTestId('holding-row');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    const [gain, price, rate] = await Promise.all(['unrealised-twd', 'price-effect-twd', 'fx-effect-twd'].map((figure) => row.locator(`[data-figure="${figure}"]`).innerText()));
    expect(cents(gain ?? ''), (await row.getAttribute('data-symbol')) ?? undefined).toBe(cents(price ?? '') + cents(rate ?? ''));
  }
  // One AAPL row.
  await expect(rows.filter({ hasText: 'AAPL' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'AAPL' })).toContainText('US$191.25');
  await expectNoSidewaysScroll(page);

  // Sell 8 of the 20 AAPL through 記一筆, the fee and the form's other defaults left to the server.
  await page.goto(`/portfolio/add?symbol=AAPL&account=${accountId}`);
  const form = page.getByTestId('entry-form');
  await form.getByRole('radio', { name: '賣出' }).check();
  await form.getByLabel('日期', { exact: true }).fill('2026-11-20');
  await form.getByLabel('股數', { exact: true }).fill('8');
  await form.getByLabel('每股價格（US$）').fill('230');
  await form.getByLabel('匯率（1 美元兌新台幣）').fill('31.3');
  await page.getByTestId('entry-submit').click();
  await expect(page.getByTestId('portfolio-notice')).toContainText('賣出 AAPL 8 股');

  // The sale at the average cost (US$191.25 a share): proceeds 8 × 230 − 15, cost 8 × 191.25.
  await expect(page.getByTestId('realised-row')).toHaveCount(1);
  await expect(page.getByTestId('realised-row')).toContainText('US$1,825.00');
  await expect(page.getByTestId('realised-row')).toContainText('US$1,530.00');
  await expect(page.getByTestId('realised-row')).toContainText('+US$295.00');
  await expect(page.getByTestId('holding-row').filter({ hasText: 'AAPL' })).toContainText('12');
  // The year's dividends: 41.20 gross, 12.36 withheld, 28.84 received.
  await expect(page.getByTestId('dividends-year')).toContainText('US$41.20');
  await expect(page.getByTestId('dividends-year')).toContainText('US$12.36');
  await expect(page.getByTestId('dividends-year')).toContainText('US$28.84');
  await expectNoSidewaysScroll(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-export').click()]);
  expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(csv([...YEAR, SALE]));

  // Leave nothing behind for the next spec of this member.
  await page.goto('/portfolio');
  const account = page.getByTestId('portfolio-account').filter({ hasText: name });
  await account.getByTestId('portfolio-account-remove').click();
  await account.getByTestId('portfolio-account-remove-confirm').click();
  await expect(page.getByTestId('portfolio-notice')).toContainText('已刪除帳戶');
});
