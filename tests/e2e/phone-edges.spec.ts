import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { reachForPriceChart } from '../support/e2e/price-chart.ts';
import { PHONE_VIEWPORT } from '../support/e2e/viewports.ts';
import { edgeShade, expectCue, expectCueFollowsScroll, overflows, scrollSideways } from '../support/e2e/edge-shade.ts';
import { forgetCanvasText, recordCanvasText, timeAxisLabels } from '../support/e2e/chart-labels.ts';

/**
 * Nothing a phone cuts at its edges goes without a sign. Rows of tabs and wide tables that scroll
 * sideways show a shadow at an edge where more lies (src/components/ui/scroll-cue.ts), read from the
 * pixels a reader sees; the price chart's time labels lie wholly inside its axis. On the phone project
 * at the 390 px (where the rows and tables must overflow), on the desktop at 1440 px (where
 * what fits shows no cue).
 */

async function atProjectWidth(page: Page, testInfo: TestInfo): Promise<void> {
  if (isPhone(testInfo)) await page.setViewportSize(PHONE_VIEWPORT);
}

/** A line of pixels `offset` px below the top of `element`, in the window. */
const lineBelowTop = (element: Locator, offset: number) => async () => ((await element.boundingBox())?.y ?? 0) + offset;

test('the stock tabs show a shadow where more tabs lie, on either side, and none where the row ends', { tag: '@phone' }, async ({ page }, testInfo) => {
  await atProjectWidth(page, testInfo);
  await page.goto('/stock/NVDA/info');
  const tabs = page.getByTestId('stock-tabs');
  await expect(tabs).toHaveAttribute('data-hydrated', 'true');
  const row = tabs.locator('ul');
  // 4 px into the 44 px line: above the tab's text, clear of its underline.
  const scrolls = await expectCueFollowsScroll(page, row, lineBelowTop(row, 4), 'stock tabs');
  expect(scrolls, '股利, 討論區, 法說會 and 技術分析 lie past a phone’s edge').toBe(isPhone(testInfo));

  // The last tab open: the row was scrolled to bring it into view, so the cue is on the left.
  await page.goto('/stock/NVDA/technical-analysis');
  await expect(tabs).toHaveAttribute('data-hydrated', 'true');
  const active = row.getByRole('link', { name: '技術分析' });
  await expect(active).toHaveAttribute('aria-current', 'page');
  const [rowBox, activeBox] = [await row.boundingBox(), await active.boundingBox()];
  expect(activeBox!.x).toBeGreaterThanOrEqual(rowBox!.x);
  expect(activeBox!.x + activeBox!.width).toBeLessThanOrEqual(rowBox!.x + rowBox!.width + 0.5);
  const scrolledTo = await row.evaluate((element) => ({ left: element.scrollLeft, end: element.scrollWidth - element.clientWidth }));
  const shade = await edgeShade(page, row, await lineBelowTop(row, 4)());
  expectCue(shade, { left: scrolledTo.left > 0, right: scrolledTo.left < scrolledTo.end - 1 }, 'stock tabs on 技術分析');
  expect(scrolledTo.left > 0, 'scrolled to 技術分析 on a phone').toBe(isPhone(testInfo));
  await expectNoSidewaysScroll(page);
});

test('the finance statements fit a phone’s row of pills, and would scroll with the same shadow', { tag: '@phone' }, async ({ page }, testInfo) => {
  await atProjectWidth(page, testInfo);
  await page.goto('/stock/NVDA/finance/income-statement');
  const pills = page.getByTestId('finance-tabs').locator('ul');
  // 1 px into the row's 4 px above its pills.
  expect(await expectCueFollowsScroll(page, pills, lineBelowTop(pills, 1), 'finance pills'), 'all four statements in view').toBe(false);
});

test('the category menu fits its row or scrolls it with the same shadow', { tag: '@phone' }, async ({ page }, testInfo) => {
  await atProjectWidth(page, testInfo);
  await page.goto('/category/analysis');
  const menu = page.getByTestId('category-menu');
  const mains = menu.locator('ul').first();
  // 3 px into the links' 8 px top padding.
  const mainsScroll = await expectCueFollowsScroll(page, mains, lineBelowTop(mains, 3), 'main categories');
  expect(mainsScroll, 'the six main categories are wider than a phone').toBe(isPhone(testInfo));
  // The sub-items: 1 px into the row's 4 px above its pills.
  const subs = page.getByTestId('category-submenu');
  await expectCueFollowsScroll(page, subs, lineBelowTop(subs, 1), 'sub-categories');
  await expectNoSidewaysScroll(page);
});

/** Scrolls the window so that `table`'s header row stands at 45 % of its height, clear of the sticky header and tabs. */
async function bringHeaderToMiddle(table: Locator): Promise<void> {
  await table.evaluate(async (element) => {
    const header = element.querySelector('thead tr') as HTMLElement;
    window.scrollBy({ top: header.getBoundingClientRect().top - window.innerHeight * 0.45, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const { path, table } of [
  { path: '/stock/NVDA/price', table: 'daily-price-table' },
  { path: '/stock/NVDA/finance/income-statement', table: 'statement-table' },
  // Only some 30 px too wide at 390 px: the cue shows in full all the same.
  { path: '/stock/NVDA/dividend', table: 'dividend-table' },
]) {
  test(`${path}: a wide table shows the shadow on its header and its rows until it is scrolled to its end`, { tag: '@phone' }, async ({ page }, testInfo) => {
    await atProjectWidth(page, testInfo);
    await page.goto(path);
    const tableElement = page.getByTestId(table);
    await expect(tableElement).toBeVisible();
    const box = tableElement.locator('xpath=..');
    await expect(box).toHaveAttribute('role', 'region');
    const scrolls = await overflows(box);
    if (isPhone(testInfo)) expect(scrolls, 'the table is wider than a phone').toBe(true);
    await bringHeaderToMiddle(tableElement);
    const header = tableElement.locator('thead tr');
    const firstRow = tableElement.locator('tbody tr').first();
    // The left edge's shadow lies under the sticky first column (its hairline marks that edge): none seen.
    for (const [where, expected] of [
      ['start', { left: false, right: scrolls }],
      ['end', { left: false, right: false }],
    ] as const) {
      await scrollSideways(box, where);
      expectCue(await edgeShade(page, box, await lineBelowTop(header, 2)()), expected, `${table} header row at its ${where}`);
      expectCue(await edgeShade(page, box, await lineBelowTop(firstRow, 2)()), expected, `${table} first row at its ${where}`);
    }
    await expectNoSidewaysScroll(page);
  });
}

test('the price chart’s time labels lie wholly inside its axis in every range, the first and the last', { tag: '@phone' }, async ({ page }, testInfo) => {
  await recordCanvasText(page);
  await atProjectWidth(page, testInfo);
  await page.goto('/stock/NVDA/price');
  await reachForPriceChart(page);
  // The pointer away: no crosshair label on the axis, only the tick labels.
  await page.mouse.move(0, 0);
  const chart = page.getByTestId('price-chart');
  for (const range of ['1日', '5日', '1個月', '6個月', '5年']) {
    const bars = await chart.getAttribute('data-bars');
    await forgetCanvasText(page);
    await page.getByRole('link', { name: range, exact: true }).click();
    await expect(chart).not.toHaveAttribute('data-bars', bars ?? '');
    const labels = await timeAxisLabels(page);
    expect(labels.length, `${range}: the axis has labels`).toBeGreaterThanOrEqual(2);
    // The first and the last were the ones cut. Half a pixel of slack: the library rounds a label's place to the pixel grid.
    for (const label of labels) {
      expect(label.left, `${range}: 「${label.text}」 starts inside the axis`).toBeGreaterThanOrEqual(-0.5);
      expect(label.right, `${range}: 「${label.text}」 ends inside the axis`).toBeLessThanOrEqual(label.axisWidth + 0.5);
    }
  }
});
