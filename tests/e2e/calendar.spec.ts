import { expect, test } from '../support/e2e/worker-tab.ts';
import { signInContext } from '../support/e2e/sign-in.ts';

/**
 * /calendar (decision 040) against the built worker and the stack's sandbox. The stack's
 * market clock starts on 25 November 2026, so the week of 23 November holds dividends, Thanksgiving
 * (休市) and the early close of the day after (提早收盤). Hostile queries are HTTP checks; the journeys
 * (week ↔ month, a day to its week, a row to its stock) run in Chromium, the phone's through its list.
 */
const WEEK = '/calendar?date=2026-11-23';

test.describe('calendar', () => {
  test('hostile queries get a redirect to the URL they mean, never a 5xx; a guest asking for 只看自選股 is told to sign in', async ({ request }) => {
    const cases: Array<[string, number, string]> = [
      ['/calendar?view=year', 308, '/calendar'],
      ['/calendar?date=2026-11-27', 308, '/calendar?date=2026-11-23'],
      ['/calendar?view=month&date=2026-11-27', 308, '/calendar?view=month&date=2026-11-01'],
      ['/calendar?date=2026-02-30', 308, '/calendar'],
      ['/calendar?date=2026-11-23&date=2026-11-30', 308, '/calendar'],
      ['/calendar?date=%3Cscript%3E', 308, '/calendar'],
      ['/calendar?date=9999-01-04', 307, '/calendar'],
      ['/calendar?view=week&mine=yes', 308, '/calendar'],
    ];
    for (const [path, status, to] of cases) {
      const res = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
      expect(res.status(), path).toBe(status);
      expect(new URL(res.headers().location ?? '', 'http://x').pathname + new URL(res.headers().location ?? '', 'http://x').search, path).toBe(to);
    }
    const mine = await request.get(`${WEEK}&mine=1`);
    expect(mine.status()).toBe(200);
    const html = await mine.text();
    expect(html).toContain('「只看自選股」需要先登入');
    expect(html).toContain('data-testid="calendar-row"');
    expect(html).toContain('noindex');
  });

  test('week and month: navigate, open a day from the month, and a row goes to its stock', async ({ page }) => {
    await page.goto(WEEK);
    await expect(page.getByTestId('calendar-period')).toHaveText('2026/11/23 – 2026/11/29');
    const thanksgiving = page.locator('[data-testid="calendar-day"][data-date="2026-11-26"]');
    await expect(thanksgiving.getByTestId('calendar-market-row')).toHaveText(/休市\s*美股休市：感恩節/);
    await expect(page.locator('[data-date="2026-11-27"]').getByTestId('calendar-market-row')).toContainText('提早收盤：11/28 02:00 台北（13:00 美東）');

    await page.getByTestId('calendar-next').click();
    await expect(page).toHaveURL(/\/calendar\?date=2026-11-30$/);
    await expect(page.getByTestId('calendar-period')).toHaveText('2026/11/30 – 2026/12/06');
    await page.getByTestId('calendar-previous').click();
    await expect(page).toHaveURL(/\/calendar\?date=2026-11-23$/);

    await page.getByTestId('calendar-view-month').click();
    await expect(page).toHaveURL(/\/calendar\?view=month&date=2026-11-01$/);
    await expect(page.getByTestId('calendar-period')).toHaveText('2026 年 11 月');
    await expect(page.getByTestId('calendar-month-day')).toHaveCount(30);
    await page.locator('[data-testid="calendar-month-day"][data-date="2026-11-24"]').click();
    await expect(page).toHaveURL(/\/calendar\?date=2026-11-23$/);

    const row = page.getByTestId('calendar-row').first();
    const href = await row.getAttribute('href');
    expect(href).toMatch(/^\/stock\/[^/]+\/info$/);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('on a phone: 行事曆 in the drawer; the month lists its days, a day opens its week, a row its stock @phone', async ({ page, isMobile }) => {
    await page.goto('/');
    // The header has the link from laptop width up, the drawer below it.
    const entry = isMobile ? page.getByTestId('drawer-calendar') : page.getByTestId('header-calendar');
    if (isMobile) await page.getByTestId('drawer-button').click();
    await entry.click();
    await expect(page).toHaveURL(/\/calendar$/);
    await page.goto('/calendar?view=month&date=2026-11-01');
    const day = page.locator('[data-testid="calendar-month-day"][data-date="2026-11-23"]');
    await expect(day).toContainText('11/23（一）');
    await day.click();
    await expect(page).toHaveURL(/\/calendar\?date=2026-11-23$/);
    const row = page.getByTestId('calendar-row').first();
    const href = await row.getAttribute('href');
    await row.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("a member's 只看自選股 lists the watchlist's stocks only", async ({ page }) => {
    await signInContext(page.context(), '編輯小組');
    // AON goes ex-dividend on 23 November in the sandbox; the member's list is left as it was found.
    const toggle = page.getByTestId('stock-info-bar').getByTestId('watchlist-toggle');
    await page.goto('/stock/AON/info');
    await expect(toggle).toHaveAttribute('data-hydrated', 'true');
    const wasListed = (await toggle.getAttribute('data-in-list')) === 'true';
    if (!wasListed) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('data-in-list', 'true');
      await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
    }
    try {
      await page.goto(WEEK);
      const all = await page.getByTestId('calendar-row').count();
      await page.getByTestId('calendar-mine').click();
      await expect(page).toHaveURL(/\/calendar\?date=2026-11-23&mine=1$/);
      await expect(page.getByTestId('calendar-mine')).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('[data-testid="calendar-row"][href="/stock/AON/info"]')).toHaveCount(1);
      expect(await page.getByTestId('calendar-row').count()).toBeLessThan(all);
    } finally {
      if (!wasListed) {
        await page.goto('/stock/AON/info');
        await expect(toggle).toHaveAttribute('data-hydrated', 'true');
        await toggle.click();
        await expect(toggle).toHaveAttribute('data-in-list', 'false');
      }
    }
  });
});
