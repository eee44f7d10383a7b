import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './find-support.ts';
import { setKnobs } from './sandbox-knobs.ts';
import { attr, serverPage, theOnly, within } from './support/server-page.ts';

/**
 * Issue 14 §3: what the info tab shows for an ETF (SPY: fees, assets, NAV and premium/discount,
 * the ten largest holdings, sector weights) and for an index (.GSPC, .DJI: the day's movers and the
 * sortable, paged constituents), at phone and desktop width.
 */

/** "−8.09%", "+2.93%", "1,234.50", "6.60%" → the number. */
const numberOf = (text: string): number => Number(text.replace(/\u2212/g, '-').replace(/[+,%\s]/g, ''));
const PERCENT = /^[+\u2212]?\d{1,3}(,\d{3})*\.\d{2}%$/;

const sortedDescending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] as number) >= value);
const sortedAscending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] as number) <= value);

/** The % change column (4th: name, price, change, % change, market cap, weight) of the constituents table. */
const percentColumn = async (page: Page) => (await page.getByTestId('constituent-row').locator('td:nth-child(4)').allTextContents()).map(numberOf);
const weightColumn = async (page: Page) => (await page.getByTestId('constituent-row').locator('td:nth-child(6)').allTextContents()).map(numberOf);
const rowIds = (page: Page) => page.getByTestId('constituent-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));

async function expectFactValue(overview: Locator, key: string, pattern: RegExp) {
  await expect(overview.locator(`[data-fact="${key}"] dd`).first()).toHaveText(pattern);
}

test.describe('ETF info tab (SPY)', () => {
  test('shows expense ratio, assets, NAV with its date, premium/discount and the index it tracks', async ({ page }) => {
    expect((await page.goto('/stock/SPY/info'))?.status()).toBe(200);
    const overview = page.getByTestId('fund-overview');
    await expect(overview).toBeVisible();
    await expectFactValue(overview, 'expenseRatio', /^0\.09%$/);
    await expectFactValue(overview, 'assets', /^\d{1,3}\.\d{2}b$/);
    await expectFactValue(overview, 'nav', /^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(overview.locator('[data-fact="nav"] dd').nth(1)).toHaveText(/^\d{4}\/\d{2}\/\d{2} 收盤$/);
    await expectFactValue(overview, 'premiumDiscount', /^(溢價|折價|平價) \d+\.\d{2}%$/);
    await expectFactValue(overview, 'inceptionDate', /^1993\/01\/22$/);
    await expect(overview.locator('[data-fact="trackedIndex"]').getByRole('link', { name: 'S&P 500' })).toHaveAttribute('href', '/stock/.GSPC/info');
    await expectNoSidewaysScroll(page);
    // Issue 27 §8: a fund is not a company.
    const tabs = page.getByTestId('stock-tabs');
    await expect(tabs.getByRole('link', { name: '基金簡介' })).toHaveAttribute('href', '/stock/SPY/profile');
    await expect(tabs.getByRole('link', { name: '公司簡介' })).toHaveCount(0);
  });

  test('lists its ten largest holdings with weights, largest first, each linking to its page', async ({ page }) => {
    await page.goto('/stock/SPY/info');
    const holdings = page.getByTestId('fund-holding');
    await expect(holdings).toHaveCount(10);
    const weights = (await holdings.locator('td').allTextContents()).map((text) => text.trim());
    for (const weight of weights) expect(weight).toMatch(/^\d{1,2}\.\d{2}%$/);
    expect(sortedDescending(weights.map(numberOf))).toBe(true);
    const hrefs = await holdings.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(10);
    for (const href of hrefs) expect(href).toMatch(/^\/stock\/[A-Z][A-Z0-9.]*\/info$/);
    expect(hrefs[0]).toBe('/stock/NVDA/info');

    // A holding's link is a real page.
    await holdings.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('輝達');
  });

  test('shows its sector weights as bars that add up to 100 %', async ({ page }) => {
    test.slow(); // axe over a long page
    await page.goto('/stock/SPY/info');
    // Streamed in and revealed: a section React holds back for its batched reveal is in the document, hidden, with no size.
    await expect(page.getByTestId('fund-sectors')).toBeVisible();
    const sectors = page.getByTestId('fund-sector');
    expect(await sectors.count()).toBeGreaterThanOrEqual(8);
    await expect(sectors.first()).toContainText('資訊科技');
    const weights = (await sectors.locator('[data-weight]').allTextContents()).map(numberOf);
    expect(sortedDescending(weights)).toBe(true);
    expect(Math.abs(weights.reduce((sum, weight) => sum + weight, 0) - 100)).toBeLessThan(0.2);
    // Each bar is drawn (a picture, not only numbers), the largest the longest.
    const widths = await sectors.locator('[aria-hidden="true"] > span').evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().width));
    expect(widths.every((width) => width > 0)).toBe(true);
    expect(widths[0]).toBe(Math.max(...widths));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('none of the fund sections shows a P/E', async ({ page }) => {
    await page.goto('/stock/SPY/info');
    for (const id of ['stock-info-fund', 'stock-info-holdings', 'stock-info-sectors']) {
      await expect(page.getByTestId(id)).toBeVisible();
      await expect(page.getByTestId(id)).not.toContainText('本益比');
    }
  });

  test('the key statistics show no P/E or EPS for a fund', async ({ page }) => {
    await page.goto('/stock/SPY/info');
    const statistics = page.getByTestId('stock-info-statistics');
    await expect(statistics.locator('dl')).toBeVisible();
    await expect(statistics).not.toContainText('本益比', { timeout: 1000 });
    await expect(statistics).not.toContainText('EPS', { timeout: 1000 });
  });

  test('a bond fund says it holds no stocks instead of an empty table', async ({ page }) => {
    await page.goto('/stock/TLT/info');
    await expect(page.getByTestId('fund-overview').locator('[data-fact="assetClass"] dd')).toHaveText('債券');
    await expect(page.getByTestId('stock-info-holdings').locator('[data-empty-state="noResult"]')).toContainText('不持有個股');
  });
});

test.describe('index info tab (.GSPC, .DJI)', () => {
  // Prices move every second of a session: the market clock stands still, so two pages (and the
  // movers beside the sorted table) are compared at the same instant. This minute, not a fixed day:
  // the sandbox has today's members' series ready (built at its start), another day's it would
  // build on the first call.
  test.beforeEach(async () => {
    await setKnobs({ marketTime: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString() });
  });
  test.afterEach(async () => {
    await setKnobs({});
  });

  test('.GSPC shows the day\'s five biggest gainers and losers, in order', async ({ page }) => {
    test.slow(); // axe over a long page
    expect((await page.goto('/stock/.GSPC/info'))?.status()).toBe(200);
    // Issue 27 §8: an index has points, not a share price.
    await expect(page.getByTestId('stock-tabs').getByRole('link', { name: '指數走勢' })).toHaveAttribute('href', '/stock/.GSPC/price');
    await expect(page.getByTestId('stock-tabs').getByRole('link', { name: '股價走勢' })).toHaveCount(0);
    const gainers = page.getByTestId('index-gainers').getByTestId('mover');
    const losers = page.getByTestId('index-losers').getByTestId('mover');
    await expect(page.getByTestId('index-movers')).toBeVisible();
    const up = (await gainers.locator('[data-change-percent]').allTextContents()).map((text) => text.trim());
    const down = (await losers.locator('[data-change-percent]').allTextContents()).map((text) => text.trim());
    // Five each on any ordinary day of 503 stocks (fewer only if fewer rose or fell: checked against the table below).
    expect(up.length).toBeLessThanOrEqual(5);
    expect(down.length).toBeLessThanOrEqual(5);
    expect(up.length + down.length).toBeGreaterThanOrEqual(5);
    for (const text of [...up, ...down]) expect(text).toMatch(PERCENT);
    const upValues = up.map(numberOf);
    const downValues = down.map(numberOf);
    expect(upValues.every((value) => value > 0)).toBe(true);
    expect(downValues.every((value) => value < 0)).toBe(true);
    expect(sortedDescending(upValues)).toBe(true);
    expect(sortedAscending(downValues)).toBe(true);
    // They are the extremes of the whole index: the table sorted by % change starts with them.
    await page.goto('/stock/.GSPC/info?sort=changePercent&order=desc');
    expect((await percentColumn(page)).slice(0, 5).filter((value) => value > 0)).toEqual(upValues);
    await page.goto('/stock/.GSPC/info?sort=changePercent&order=asc');
    expect((await percentColumn(page)).slice(0, 5).filter((value) => value < 0)).toEqual(downValues);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the constituents table sorts by % change both ways from its header', async ({ page }) => {
    await page.goto('/stock/.GSPC/info');
    await expect(page.getByTestId('constituent-row')).toHaveCount(50);
    // The index's own order first: by weight.
    expect(sortedDescending(await weightColumn(page))).toBe(true);
    const header = page.locator('th[data-sort="changePercent"]');
    await header.getByRole('link').click();
    await expect(page).toHaveURL(/\?sort=changePercent&order=desc#constituents$/);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = await percentColumn(page);
    expect(descending).toHaveLength(50);
    expect(sortedDescending(descending)).toBe(true);
    expect(descending[0]).toBeGreaterThan(descending[49] as number);

    await header.getByRole('link').click();
    await expect(page).toHaveURL(/\?sort=changePercent&order=asc#constituents$/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await percentColumn(page);
    expect(sortedAscending(ascending)).toBe(true);
    expect(ascending[0]).toBeLessThan(descending[49] as number);
    await expectNoSidewaysScroll(page);
  });

  test('pages through the 503 members 50 at a time, keeping the sort', async ({ page }) => {
    await page.goto('/stock/.GSPC/info?sort=changePercent&order=asc');
    const firstPage = await rowIds(page);
    const lastOnFirst = (await percentColumn(page))[49] as number;
    await expect(page.getByTestId('constituents-page')).toHaveText('第 1 / 11 頁');
    await expect(page.getByTestId('constituents-prev')).toHaveCount(0);
    await page.getByTestId('constituents-next').click();
    await expect(page).toHaveURL(/\?sort=changePercent&order=asc&page=2#constituents$/);
    await expect(page.getByTestId('constituents-page')).toHaveText('第 2 / 11 頁');
    const secondPage = await rowIds(page);
    expect(secondPage).toHaveLength(50);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    const second = await percentColumn(page);
    expect(sortedAscending(second)).toBe(true);
    expect(second[0]).toBeGreaterThanOrEqual(lastOnFirst);
    await page.getByTestId('constituents-prev').click();
    await expect(page).toHaveURL(/\?sort=changePercent&order=asc#constituents$/);
    expect(await rowIds(page)).toEqual(firstPage);
  });

  test('the last page holds the rest, and a page past it says so with the way back', async ({ page }) => {
    await page.goto('/stock/.GSPC/info?page=11');
    await expect(page.getByTestId('constituent-row')).toHaveCount(3);
    await expect(page.getByTestId('constituents-next')).toHaveCount(0);
    expect((await page.goto('/stock/.GSPC/info?page=12'))?.status()).toBe(200);
    await expect(page.getByTestId('stock-info-constituents').locator('[data-empty-state="noResult"]')).toContainText('沒有第 12 頁');
    await page.getByTestId('constituents-first').click();
    await expect(page.getByTestId('constituent-row')).toHaveCount(50);
  });

  test('bad sort, order or page values fall back to the default view with a 200', async ({ page }) => {
    for (const query of ['sort=evil&order=%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-1', 'sort=__proto__&page=1e9', 'order=asc&sort=constructor&page=0', 'page=abc&sort=&order=']) {
      const response = await page.goto(`/stock/.GSPC/info?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByTestId('constituent-row'), query).toHaveCount(50);
      await expect(page.getByTestId('constituents-page'), query).toHaveText('第 1 / 11 頁');
      const weights = await weightColumn(page);
      // order=asc alone is honoured (a valid value); everything else is the default.
      expect(query.startsWith('order=asc') ? sortedAscending(weights) : sortedDescending(weights), query).toBe(true);
    }
  });

  test('sorting and paging are plain links the server answers without JavaScript', async ({ request, page }) => {
    // The links are the server's (read from its HTML, as a browser without JavaScript gets them). What each
    // link answers is read after a full page load of it (a document request, not a client navigation):
    // a row whose cells arrived in a later streamed segment is split across hidden <div>s in the HTML
    // until React's script joins it, so only a browser reads the table reliably.
    const sortLinks = (await serverPage(request, '/stock/.GSPC/info')).all((element) => element.tagName === 'th' && attr(element, 'data-sort') === 'changePercent');
    const sortHref = attr(theOnly(within(theOnly(sortLinks, 'sort header'), (element) => element.tagName === 'a'), 'sort link'), 'href');
    expect(sortHref).toBe('/stock/.GSPC/info?sort=changePercent&order=desc#constituents');
    const nextHref = attr(theOnly((await serverPage(request, sortHref ?? '')).byTestId('constituents-next'), 'next link'), 'href');
    expect(nextHref).toBe('/stock/.GSPC/info?sort=changePercent&order=desc&page=2#constituents');

    await page.goto(sortHref ?? '');
    await expect(page.getByTestId('constituent-row')).toHaveCount(50);
    expect(sortedDescending(await percentColumn(page))).toBe(true);
    await page.goto(nextHref ?? '');
    await expect(page.getByTestId('constituent-row')).toHaveCount(50);
    const second = await percentColumn(page);
    expect(second).toHaveLength(50);
    expect(sortedDescending(second)).toBe(true);
  });

  test('.DJI has its 30 members on one page, each linking to its stock page', async ({ page }) => {
    test.slow(); // axe over a long page
    expect((await page.goto('/stock/.DJI/info'))?.status()).toBe(200);
    const rows = page.getByTestId('constituent-row');
    await expect(rows).toHaveCount(30);
    await expect(page.getByTestId('constituents-meta')).toContainText('共 30 檔');
    await expect(page.getByTestId('constituents-next')).toHaveCount(0);
    const ids = await rowIds(page);
    for (const id of ['AAPL', 'MSFT', 'NVDA', 'JPM', 'WMT']) expect(ids).toContain(id);
    const weights = await weightColumn(page);
    expect(Math.abs(weights.reduce((sum, weight) => sum + weight, 0) - 100)).toBeLessThan(0.2);
    await expect(rows.first().getByRole('link')).toHaveAttribute('href', `/stock/${ids[0]}/info`);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
