import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from '../support/e2e/find.ts';

/**
 * What only a browser shows on the info tab of an ETF (SPY) and of an index
 * (.GSPC, .DJI): the sections revealed, the sector bars drawn, links followed by a click (client-side
 * navigation), no sideways scroll and axe. What the server writes (the fund's facts, holdings and
 * sectors, the movers, the sorted and paged constituents and their links, hostile queries) is checked
 * in workerd: src/components/stock/fund/fund-info.worker.test.tsx and
 * src/components/stock/index-members/index-info.worker.test.tsx.
 */

test.describe('ETF info tab (SPY)', () => {
  test('the sections show, the sector bars are drawn (the largest the longest), a holding opens its page', async ({ page }) => {
    test.slow(); // axe over a long page
    expect((await page.goto('/stock/SPY/info'))?.status()).toBe(200);
    await expect(page.getByTestId('fund-overview')).toBeVisible();
    for (const id of ['stock-info-fund', 'stock-info-holdings', 'stock-info-sectors']) await expect(page.getByTestId(id)).toBeVisible();
    await expect(page.getByTestId('stock-info-statistics').locator('dl')).toBeVisible();
    // Streamed in and revealed: a section React holds back for its batched reveal is in the document, hidden, with no size.
    await expect(page.getByTestId('fund-sectors')).toBeVisible();
    // Each bar is drawn (a picture, not only numbers), the largest the longest.
    const bars = page.getByTestId('fund-sector').locator('[aria-hidden="true"] > span');
    const widths = await bars.evaluateAll((spans) => spans.map((bar) => bar.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThanOrEqual(8);
    expect(widths.every((width) => width > 0)).toBe(true);
    expect(widths[0]).toBe(Math.max(...widths));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // A holding's link is a real page.
    await page.getByTestId('fund-holding').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('輝達');
  });
});

test.describe('index info tab (.GSPC, .DJI)', () => {
  test('the % change header sorts both ways and the pager moves, in place, keeping the sort', async ({ page }) => {
    test.slow(); // axe over a long page
    expect((await page.goto('/stock/.GSPC/info'))?.status()).toBe(200);
    await expect(page.getByTestId('index-movers')).toBeVisible();
    await expect(page.getByTestId('constituent-row')).toHaveCount(50);
    const header = page.locator('th[data-sort="changePercent"]');
    await header.getByRole('link').click();
    await expect(page).toHaveURL(/\?sort=changePercent&order=desc#constituents$/);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await header.getByRole('link').click();
    await expect(page).toHaveURL(/\?sort=changePercent&order=asc#constituents$/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await expect(page.getByTestId('constituents-prev')).toHaveCount(0);
    await page.getByTestId('constituents-next').click();
    await expect(page).toHaveURL(/\?sort=changePercent&order=asc&page=2#constituents$/);
    await expect(page.getByTestId('constituents-page')).toHaveText('第 2 / 11 頁');
    await expect(page.getByTestId('constituent-row')).toHaveCount(50);
    await page.getByTestId('constituents-prev').click();
    await expect(page).toHaveURL(/\?sort=changePercent&order=asc#constituents$/);
    await expect(page.getByTestId('constituents-page')).toHaveText('第 1 / 11 頁');

    // A page past the last one leads back to the first.
    expect((await page.goto('/stock/.GSPC/info?page=12'))?.status()).toBe(200);
    await page.getByTestId('constituents-first').click();
    await expect(page.getByTestId('constituent-row')).toHaveCount(50);
  });

  // Their tables are the workerd test's; the status is the whole stack's (a request, no browser).
  test('bad sort, order or page values answer 200', async ({ request }) => {
    for (const query of ['sort=evil&order=%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-1', 'sort=__proto__&page=1e9', 'order=asc&sort=constructor&page=0', 'page=abc&sort=&order=']) {
      expect((await request.get(`/stock/.GSPC/info?${query}`)).status(), query).toBe(200);
    }
  });

  test('.DJI: its 30 members fit the page and pass axe', async ({ page }) => {
    test.slow(); // axe over a long page
    expect((await page.goto('/stock/.DJI/info'))?.status()).toBe(200);
    await expect(page.getByTestId('constituent-row')).toHaveCount(30);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
