import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { signInContext } from '../support/e2e/sign-in.ts';
import { PHONE_VIEWPORT } from '../support/e2e/viewports.ts';
import { sandboxUrl } from './stacks.ts';

/**
 * 我的持股's overview of a large portfolio, in Chromium at 390 px (the desktop project at the phone's
 * width): it lists the 50 largest holdings and the newest 20 sales, says how many there are, and
 * 顯示全部 N 檔 / 顯示最近 N 筆 open the full view (?all=1) at their section. Which rows, the totals over
 * all of them and the links' texts are the workerd tests' (holdings-section.worker.test.tsx); here the
 * journey by link, with the page no wider than the phone in both themes. The demo member 華爾街觀察家 is
 * no other portfolio spec's; the counts are read from the page, so a retry's second account does not matter.
 */
test.use({ viewport: PHONE_VIEWPORT });

const HEADER = '日期,類別,代號,股數,價格,手續費,其他費用,金額,預扣稅,分割前,分割後,幣別,匯率,備註';
const HOLDINGS = 55;

/** The first `count` stocks of the sandbox's directory (an import checks each symbol against it). */
async function listedSymbols(count: number): Promise<string[]> {
  const symbols: string[] = [];
  for (const group of ['A', 'B', 'C']) {
    const res = await fetch(`${sandboxUrl()}/business/api/Stock/Directory?group=${group}`, { headers: { 'x-app-id': 'e2e' } });
    const { data } = (await res.json()) as { data: { items: { id: string }[] } };
    symbols.push(...data.items.map((item) => item.id).filter((id) => /^[A-Z]+$/.test(id)));
  }
  return [...new Set(symbols)].slice(0, count);
}

test('a member with many holdings sees the 50 largest and the newest 20 sales, and opens the rest by their links', async ({ page }) => {
  const symbols = await listedSymbols(HOLDINGS);
  expect(symbols).toHaveLength(HOLDINGS);
  const rows = [
    ...symbols.map((symbol, index) => `2024-01-02,買進,${symbol},30,${10 + index},0,0,,,,,,31.2,`),
    // 22 sales of one share each, on 22 days.
    ...Array.from({ length: 22 }, (_, index) => `2024-03-${String(index + 1).padStart(2, '0')},賣出,${symbols[0]},1,19,0,0,,,,,,31.5,`),
  ];
  const csv = { name: '交易.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`) };
  await signInContext(page.context(), 'author');
  await page.goto('/portfolio');
  const name = `大帳戶 ${Date.now()}`;
  const form = page.getByTestId('new-account-form');
  if (!(await form.isVisible())) await page.getByTestId('new-account-open').click();
  await form.getByLabel('帳戶名稱').fill(name);
  await form.getByTestId('new-account-submit').click();
  await page.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/portfolio\/accounts\/\d+$/);
  const section = page.getByTestId('portfolio-csv');
  await section.getByTestId('csv-import-file').setInputFiles(csv);
  await section.getByTestId('csv-import-submit').click();
  await expect(section.getByTestId('csv-import-notice')).toHaveText(`已匯入 ${rows.length} 筆`);

  await page.goto('/portfolio');
  const holdings = page.getByTestId('holding-row');
  await expect(holdings).toHaveCount(50);
  const showAll = page.getByTestId('holdings-show-all');
  const total = Number(/顯示全部 (\d+) 檔/.exec(await showAll.innerText())?.[1]);
  expect(total).toBeGreaterThanOrEqual(HOLDINGS);
  await expect(page.getByTestId('holdings-shown')).toContainText(`只列市值最大的 50 檔（共 ${total} 檔）`);
  await expect(page.getByTestId('realised-row')).toHaveCount(20);
  const sales = Number(/共 (\d+) 筆/.exec(await page.getByTestId('realised-shown').innerText())?.[1]);
  expect(sales).toBeGreaterThanOrEqual(22);
  await expect(page.getByTestId('realised-show-more')).toHaveText(`顯示最近 ${Math.min(100, sales)} 筆`);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, '[data-testid="portfolio-holdings"]');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page, '[data-testid="portfolio-holdings"]');
  await page.emulateMedia({ colorScheme: 'light' });

  await showAll.click();
  await expect(page).toHaveURL(/\/portfolio\?all=1#portfolio-holdings$/);
  await expect(holdings).toHaveCount(total);
  await expect(page.getByTestId('realised-row')).toHaveCount(Math.min(100, sales));
  await expect(page.getByTestId('holdings-show-fewer')).toHaveText('只列市值最大的 50 檔');
  await expectNoSidewaysScroll(page);

  await page.getByTestId('holdings-show-fewer').click();
  await expect(holdings).toHaveCount(50);
  await page.getByTestId('realised-show-more').click();
  await expect(page).toHaveURL(/\/portfolio\?all=1#portfolio-income$/);
  await expect(page.getByTestId('realised-row')).toHaveCount(Math.min(100, sales));
});
