import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { sandboxUrl } from './stacks.ts';

/**
 * An ADR against its Taiwan listing on the info tab. The figures on the page are checked
 * against the sandbox's own answers (its Taiwan closes, its USD/TWD, the ADR's last bar), so the page is
 * shown to do the arithmetic, not just to print something. The e2e stacks' market clock starts on
 * Wednesday 25 November 2026, 10:30 Taipei: Taiwan's last close and rate are Tuesday's, as is the ADR's.
 */

test.afterEach(async () => {
  await setKnobs({});
});

async function sandboxJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${sandboxUrl()}${path}`, init);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const number = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

test("TSM: 2330's close in TWD, USD/TWD, parity and the premium, with a year of premiums", { tag: '@phone' }, async ({ page }, testInfo) => {
  const [closes, rates, adr] = await Promise.all([
    sandboxJson<{ closes: { date: string; close: number }[] }>('/taiwan-market/api/closes/2330'),
    sandboxJson<{ rates: { date: string; rate: number }[] }>('/taiwan-market/api/fx/usd-twd'),
    sandboxJson<{ bars: { date: string; close: number }[] }>('/business/api/Stock/TSM/PriceHistory?range=1Y', { headers: { 'x-app-id': 'usstock-web' } }),
  ]);
  const close = closes.closes.at(-1)!;
  const rate = rates.rates.at(-1)!;
  const last = adr.bars.at(-1)!;
  expect([close.date, rate.date, last.date]).toEqual(['2026-11-24', '2026-11-24', '2026-11-24']);
  const parity = (close.close * 5) / rate.rate;
  const premium = (last.close / parity - 1) * 100;

  await page.goto('/stock/TSM/info');
  const section = page.getByTestId('stock-info-adr');
  await expect(section.getByRole('heading', { name: '台積電（2330）台股對照' })).toBeVisible();
  const figure = (name: string) => section.locator(`[data-figure="${name}"]`);
  await expect(figure('taiwan-close')).toContainText('台股收盤（2330）');
  await expect(figure('taiwan-close')).toContainText('元');
  await expect(figure('taiwan-close')).toContainText('2026/11/24');
  expect(number(await figure('taiwan-close').locator('dd').first().textContent())).toBe(close.close);
  expect(number(await figure('rate').locator('dd').first().textContent())).toBeCloseTo(rate.rate, 3);
  expect(number(await figure('parity').locator('dd').first().textContent())).toBeCloseTo(parity, 2);
  const premiumText = await figure('premium').locator('dd').first().textContent();
  expect(premiumText).toMatch(/^溢價 \d+\.\d{2}%$/);
  expect(number(premiumText)).toBeCloseTo(premium, 2);
  await expect(section.getByTestId('adr-close-used')).toHaveText('ADR 價格對照同日台股收盤價與匯率。');
  // The chart is server SVG, described in words.
  await expect(section.getByTestId('adr-premium-chart').locator('svg path[data-chart-part="line"]')).toBeVisible();
  await expect(section.getByTestId('adr-premium-summary')).toContainText('溢價最高');

  // A phone shows the four figures two by two, inside the column; a wider screen in one row.
  const boxes = await Promise.all(['taiwan-close', 'rate', 'parity', 'premium'].map(async (name) => (await figure(name).boundingBox())!));
  const rows = new Set(boxes.map((box) => Math.round(box.y))).size;
  expect(rows).toBe(isPhone(testInfo) ? 2 : 1);
  const sectionBox = (await section.boundingBox())!;
  for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(sectionBox.x + sectionBox.width + 0.5);
  await expectNoSidewaysScroll(page);
});

test('a Taiwan holiday while New York trades names the close used; a stock without a Taiwan listing has no section; the service down leaves the page whole and says so', async ({ page }) => {
  // Friday 9 October 2026, 17:00 New York: New York traded, Taiwan was closed (國慶日補假).
  await setKnobs({ marketTime: '2026-10-09T21:00:00Z' });
  await page.goto('/stock/TSM/info');
  await expect(page.getByTestId('adr-close-used')).toHaveText('台股 2026/10/09 休市（國慶日補假），採用 2026/10/08 收盤價與匯率換算。');
  await expect(page.getByTestId('adr-parity').locator('[data-figure="taiwan-close"]')).toContainText('2026/10/08');

  await page.goto('/stock/NVDA/info');
  await expect(page.getByTestId('stock-info-chart')).toBeVisible();
  await expect(page.getByTestId('stock-info-adr')).toHaveCount(0);

  // The pairs are kept at the edge (the stack's first Cron Trigger filled them): with the service down the
  // section stays, its body says in text that the data is missing, and every other section is still there.
  await setKnobs({ fail: 'taiwan-market' });
  const res = await page.goto('/stock/TSM/info');
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('compact-chart')).toBeVisible();
  const section = page.getByTestId('stock-info-adr');
  await expect(section.getByRole('heading', { name: '台積電（2330）台股對照' })).toBeVisible();
  await expect(section.getByTestId('adr-parity-error')).toContainText('台股對照資料暫時無法載入，請稍後再試。');
});
