import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { appOrigin } from './stacks.ts';

/**
 * The screener as a reader uses it, with JavaScript: a preset, a typed range whose count shows before
 * it is applied, a sort, a column — each applied in place (no reload), the URL kept in step and Back
 * restoring the screen before; then the URL shared into a browser without JavaScript shows the same
 * rows. What the server answers for each URL (canonical 308s, notices, hostile queries) is proved by
 * the render test (src/components/screener/screener-page.worker.test.tsx); the page's width, its table's
 * sticky first column and scroll cue, and axe by page-width.spec.ts.
 */
const rowIds = (page: Page) => page.getByTestId('screener-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-stock-id')));
const path = (page: Page) => {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
};

test('open 月配息, add 殖利率 ≥ 5 %, sort by yield, add the P/E column, Back; the shared URL shows the same rows without JavaScript', { tag: '@phone' }, async ({ page, browser }) => {
  await page.goto('/screener/monthly-dividend');
  const form = page.getByTestId('screener-form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const before = Number(await page.getByTestId('screener-count').getAttribute('data-total'));

  // A typed range: its count shows before it is applied, and the page stays as it was.
  const yieldMin = form.getByRole('textbox', { name: '殖利率最低（%）', exact: true });
  await yieldMin.fill('5');
  await expect(page.getByTestId('screener-pending-count')).toHaveText(/^套用後 [\d,]+ 檔符合$/);
  expect(path(page)).toBe('/screener/monthly-dividend');
  await yieldMin.press('Enter');
  await expect.poll(() => path(page)).toBe('/screener/monthly-dividend?yield=5-');
  const narrowed = Number(await page.getByTestId('screener-count').getAttribute('data-total'));
  expect(narrowed).toBeLessThan(before);
  expect(narrowed).toBeGreaterThan(0);

  // Sort by yield (the preset's own sort, so its header turns it round), then add 本益比.
  await page
    .getByRole('columnheader', { name: /殖利率/ })
    .getByRole('link')
    .click();
  await expect.poll(() => path(page)).toBe('/screener/monthly-dividend?yield=5-&dir=asc');
  await expect(page.getByRole('columnheader', { name: /殖利率/ })).toHaveAttribute('aria-sort', 'ascending');
  // The column chooser unfolds (once more if the sort's render, still landing on a busy machine, folded it again).
  const columnChooser = form.locator('details[data-group="columns"]');
  const peColumn = form.getByRole('checkbox', { name: '本益比', exact: true });
  await expect(async () => {
    if (!(await columnChooser.evaluate((details) => (details as HTMLDetailsElement).open))) await columnChooser.locator('> summary').click();
    await expect(peColumn).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await peColumn.check();
  await expect.poll(() => path(page)).toBe('/screener/monthly-dividend?yield=5-&dir=asc&cols=price,chg,yield,exdiv,type,aum,pe');
  // The chooser stays open for the next column, 本益比 ticked in it (it once folded under the pointer after each).
  await expect(peColumn).toBeChecked();
  await expect(page.locator('th[data-column="pe"]')).toBeVisible();
  const shared = page.url();
  const rows = await rowIds(page);
  expect(rows.length).toBeGreaterThan(0);

  // Back: the screen before, its table and its form, still the same document.
  await page.goBack();
  await expect.poll(() => path(page)).toBe('/screener/monthly-dividend?yield=5-&dir=asc');
  await expect(page.locator('th[data-column="pe"]')).toHaveCount(0);
  await expect(form.locator('input[name="cols"][value="pe"]')).not.toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // The shared URL in a fresh browser without JavaScript: the same rows, in the same order.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: appOrigin() });
  try {
    const reader = await plain.newPage();
    const response = await reader.goto(shared);
    expect(response?.status()).toBe(200);
    expect(await rowIds(reader)).toEqual(rows);
    await expect(reader.locator('th[data-column="pe"]')).toBeVisible();
  } finally {
    await plain.close();
  }
});

test('選股 is in the phone drawer', { tag: '@phone' }, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the drawer is the phone header');
  await page.goto('/');
  await page.getByTestId('drawer-button').click();
  await page.getByTestId('drawer-screener').click();
  await expect(page).toHaveURL(/\/screener$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('美股選股');
});

test('without JavaScript the form is a GET form: 套用條件 lands on the canonical URL with the notice of a bad value', async ({ browser }) => {
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: appOrigin() });
  try {
    const page = await plain.newPage();
    await page.goto('/screener');
    await page.locator('details[data-group="valuation"] > summary').click();
    await page.getByRole('textbox', { name: '本益比最低（倍）', exact: true }).fill('30');
    await page.getByRole('textbox', { name: '本益比最高（倍）', exact: true }).fill('5');
    await page.getByTestId('screener-apply').click();
    await expect(page).toHaveURL(/\/screener\?dropped=/);
    await expect(page.getByTestId('screener-notices')).toContainText('本益比');
    await expect(page.getByTestId('screener-count')).toHaveText(/^[\d,]+ 檔符合$/);
  } finally {
    await plain.close();
  }
});
