import { type Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { cumulativeLayoutShift, observeLayoutShifts, reachForPriceChart, settled } from '../support/e2e/price-chart.ts';
import { expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { sandboxUrl } from './stacks.ts';
import { attr, type ServerPage, serverPage, textOf, theOnly, within } from '../support/e2e/server-page.ts';
import { skeletonHeight } from '../support/e2e/styles.ts';

/**
 * The price tab (lightweight-charts candlesticks + volume, range links, daily table) and the
 * technical-analysis tab (server-rendered SVG panes and signals), against the built worker.
 */

test.afterEach(async () => {
  await setKnobs({});
});

/** Reserved chart heights of src/components/stock/price/PriceChartSection.tsx (laptop from 1024 px). */
const reservedHeight = (page: Page) => ((page.viewportSize()?.width ?? 0) >= 1024 ? 480 : 380);

/** The server's range links, in order. */
const rangeLinks = (page: ServerPage) => within(page.all((element) => element.tagName === 'nav' && attr(element, 'aria-label') === '股價走勢區間')[0], (element) => element.tagName === 'a');
const rangeHref = (page: ServerPage, name: string) =>
  attr(
    rangeLinks(page).find((link) => textOf(link).trim() === name),
    'href',
  );

// @phone: the reserved height has a phone value (380 px below 1024 px) the phone must keep without a shift.
test('the price page draws a canvas chart in a box of the reserved height, with no layout shift', { tag: '@phone' }, async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await observeLayoutShifts(page);
  const response = await page.goto('/stock/NVDA/price');
  expect(response?.status()).toBe(200);
  const frame = page.getByTestId('price-chart-frame');
  await reachForPriceChart(page);
  const box = await frame.boundingBox();
  expect(box?.height).toBe(reservedHeight(page));
  // The chart fills the frame's width (a phone included) and draws on canvases inside it.
  const canvas = frame.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const canvasBox = await canvas.boundingBox();
  expect(canvasBox!.width).toBeGreaterThan(box!.width * 0.6);
  expect(canvasBox!.y + canvasBox!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
  await expect(page.getByTestId('price-chart')).toHaveAttribute('data-interval', '1d');
  await expect(page.getByRole('link', { name: '6個月', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('daily-price-row')).toHaveCount(30);
  await settled(page);
  expect(await cumulativeLayoutShift(page)).toBeLessThan(0.01);
  expect(violations).toEqual([]);
});

test('switching the range updates the URL and the bars client-side without moving the chart', async ({ page }) => {
  await observeLayoutShifts(page);
  await page.goto('/stock/NVDA/price');
  const chart = page.getByTestId('price-chart');
  await reachForPriceChart(page);
  const before = await page.getByTestId('price-chart-frame').boundingBox();
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

  await page.getByRole('link', { name: '5日', exact: true }).click();
  await expect(page).toHaveURL(/\/stock\/NVDA\/price\?range=5D$/);
  await expect(chart).toHaveAttribute('data-interval', '15m');
  await expect(page.getByRole('link', { name: '5日', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('legend-time')).toContainText('美東');
  // Enhanced navigation: the same document, the same chart instance (still ready, never reloaded).
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect(chart).toHaveAttribute('data-status', 'ready');
  expect(await page.getByTestId('price-chart-frame').boundingBox()).toEqual(before);

  await page.getByRole('link', { name: '5年', exact: true }).click();
  await expect(page).toHaveURL(/\?range=5Y$/);
  await expect(chart).toHaveAttribute('data-interval', '1wk');
  await expect(page.getByTestId('legend-time')).toContainText('當週');
  expect(await page.getByTestId('price-chart-frame').boundingBox()).toEqual(before);
  await settled(page);
  expect(await cumulativeLayoutShift(page)).toBeLessThan(0.01);
});

test('the range links work without JavaScript: the server renders the range in the URL', async ({ request }) => {
  // Without JS a click on a range link is a request for its href: what the server sends for the range
  // is what such a reader gets (React cannot reveal the streamed chart section without JS anyway).
  const day = await serverPage(request, '/stock/NVDA/price?range=1D');
  expect(attr(theOnly(day.byTestId('price-chart'), 'price-chart'), 'data-interval')).toBe('5m');
  expect(textOf(theOnly(day.byTestId('legend-time'), 'legend-time'))).toContain('美東');
  expect(textOf(theOnly(day.byTestId('legend-close'), 'legend-close'))).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  const yearHref = rangeHref(day, '1年') as string;
  expect(yearHref).toMatch(/\?range=1Y$/);
  const year = await serverPage(request, yearHref);
  expect(year.status).toBe(200);
  expect(attr(theOnly(year.byTestId('price-chart'), 'price-chart'), 'data-interval')).toBe('1d');
  expect(Number(attr(theOnly(year.byTestId('price-chart'), 'price-chart'), 'data-bars'))).toBeGreaterThan(200);
  // The default range links to the canonical URL, without a query.
  expect(rangeHref(day, '6個月')).toBe('/stock/NVDA/price');
});

test('an unknown or hostile range falls back to the default and is not reflected', async ({ request }) => {
  const page = await serverPage(request, '/stock/NVDA/price?range=%3Cscript%3Ealert(1)%3C/script%3E');
  expect(page.status).toBe(200);
  const current = rangeLinks(page).filter((link) => attr(link, 'aria-current') === 'page');
  expect(current.map((link) => textOf(link).trim())).toEqual(['6個月']);
  expect(page.html).not.toContain('<script>alert(1)</script>');
});

test('the range buttons count months and years: 1日 5日 1個月 6個月 今年 1年 5年', async ({ request }) => {
  const page = await serverPage(request, '/stock/NVDA/price');
  expect(rangeLinks(page).map((link) => textOf(link).trim())).toEqual(['1日', '5日', '1個月', '6個月', '今年', '1年', '5年']);
  expect(rangeHref(page, '1個月')).toBe('/stock/NVDA/price?range=1M');
});

test('a tapped range stays marked on a touch screen (no sticky hover over the selection)', { tag: '@phone' }, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a touch screen: the phone project');
  await page.goto('/stock/NVDA/price');
  await reachForPriceChart(page);
  const link = page.getByRole('link', { name: '1個月', exact: true });
  await link.tap();
  await expect(page).toHaveURL(/\?range=1M$/);
  await expect(link).toHaveAttribute('aria-current', 'page');
  // A phone's browser keeps :hover on the link the finger left; the selection's fill must still show.
  // The headless test browser drops it after a tap, so the pointer is put back where the finger was.
  await link.hover();
  expect(await link.evaluate((el) => el.matches(':hover'))).toBe(true);
  await expect(link).toHaveCSS('background-color', 'rgb(15, 76, 129)');
  await expect(link).toHaveCSS('color', 'rgb(255, 255, 255)');
  // The range left behind is plain again.
  await expect(page.getByRole('link', { name: '6個月', exact: true })).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

/** What the chart shows, from the data attributes its host carries (lightweight-price-chart.ts). */
async function chartState(page: Page) {
  const host = page.getByTestId('price-chart-canvas-host');
  return host.evaluate((el: HTMLElement) => ({
    hostWidth: el.getBoundingClientRect().width,
    canvasWidth: Math.max(...[...el.querySelectorAll('canvas')].map((c) => c.getBoundingClientRect().right)) - el.getBoundingClientRect().left,
    chartWidth: Number(el.dataset.width),
    visibleFrom: Number(el.dataset.visibleFrom),
    visibleTo: Number(el.dataset.visibleTo),
    barSpacing: Number(el.dataset.barSpacing),
    previousClose: el.dataset.previousClose === undefined ? null : Number(el.dataset.previousClose),
  }));
}

test('the chart refits when the window is resized or the phone turned: canvas width follows, every bar stays in view', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto('/stock/NVDA/price?range=1M');
  await reachForPriceChart(page);
  const before = await chartState(page);
  expect(before.canvasWidth).toBeGreaterThan(before.hostWidth - 2);
  const first = before.visibleFrom;
  const last = before.visibleTo;

  // Narrower (a desktop window dragged smaller) or turned to landscape (a phone).
  const size = page.viewportSize()!;
  const next = testInfo.project.name === 'phone' ? { width: size.height, height: size.width } : { width: 900, height: size.height };
  await page.setViewportSize(next);
  await expect.poll(async () => Math.abs((await chartState(page)).canvasWidth - (await chartState(page)).hostWidth)).toBeLessThan(2);
  const after = await chartState(page);
  expect(Math.abs(after.hostWidth - before.hostWidth)).toBeGreaterThan(100);
  expect(after.chartWidth).toBeLessThanOrEqual(after.hostWidth);
  // Refitted: the first and the last bar are both still on screen, the spacing changed with the width.
  expect(after.visibleFrom).toBe(first);
  expect(after.visibleTo).toBe(last);
  expect(after.barSpacing).not.toBe(before.barSpacing);
  // The bars fill the new width (not the old width's spacing with a gap or a cut).
  const bars = Number(await page.getByTestId('price-chart').getAttribute('data-bars'));
  expect(after.barSpacing * bars).toBeGreaterThan(after.chartWidth * 0.8);
  expect(after.barSpacing * bars).toBeLessThan(after.chartWidth * 1.05);
  await expectNoSidewaysScroll(page);
});

test('early in the session the 1D chart spans 09:30–16:00 with the previous close dashed across it', async ({ page }) => {
  // 09:45 New York on Wednesday 25 November 2026: three five-minute bars so far.
  await setKnobs({ marketTime: '2026-11-25T14:45:00Z' });
  const history = (await (await fetch(`${sandboxUrl()}/business/api/Stock/NVDA/PriceHistory?range=1D`, { headers: { 'x-app-id': 'e2e' } })).json()) as { data: { previousClose: number } };
  await page.goto('/stock/NVDA/price?range=1D');
  const chart = page.getByTestId('price-chart');
  await reachForPriceChart(page);
  await expect(chart).toHaveAttribute('data-bars', '3');
  const state = await chartState(page);
  // Chart seconds are the New York wall clock written as UTC (decision 012).
  expect(state.visibleFrom).toBe(Date.UTC(2026, 10, 25, 9, 30) / 1000);
  expect(state.visibleTo).toBe(Date.UTC(2026, 10, 25, 15, 55) / 1000);
  // 78 five-minute slots share the width: candles keep a normal width instead of filling the chart.
  expect(state.barSpacing).toBeGreaterThan(2);
  expect(state.barSpacing).toBeLessThan(state.chartWidth / 70);
  expect(state.previousClose).toBe(history.data.previousClose);
  await expect(page.getByTestId('legend-time')).toHaveText('2026/11/25 09:40 美東');

  // 5D is unchanged: fitted to its bars, no baseline.
  await page.getByRole('link', { name: '5日', exact: true }).click();
  await expect(chart).toHaveAttribute('data-interval', '15m');
  await expect.poll(async () => (await chartState(page)).previousClose).toBeNull();
});

// Hover needs a mouse: desktop only (phones tap the chart), so not @phone.
test('the crosshair legend shows the hovered bar’s values', async ({ page }) => {
  await page.goto('/stock/NVDA/price?range=1M');
  // The legend shows the last bar until a bar is hovered (read before the pointer reaches the chart).
  const lastBar = await page.getByTestId('legend-time').textContent();
  await reachForPriceChart(page);
  const legend = page.getByTestId('price-chart-legend');
  const host = await page.getByTestId('price-chart-canvas-host').boundingBox();
  await page.mouse.move(host!.x + host!.width * 0.3, host!.y + host!.height * 0.5);
  await expect(legend).toHaveAttribute('data-hovering', 'true');
  await expect(page.getByTestId('legend-time')).not.toHaveText(lastBar ?? '');
  await expect(page.getByTestId('legend-time')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
  for (const name of ['開', '高', '低', '收', '漲跌', '量']) await expect(legend).toContainText(name);
  await expect(page.getByTestId('legend-close')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByTestId('legend-volume')).toHaveText(/^[\d,.]+[萬億兆]$|^[\d,]+$/);
  await page.mouse.move(0, 0);
  await expect(legend).toHaveAttribute('data-hovering', 'false');
  await expect(page.getByTestId('legend-time')).toHaveText(lastBar ?? '');
});

test('the TradingView attribution is visible and links to tradingview.com', async ({ page }) => {
  await page.goto('/stock/NVDA/price');
  const link = page.getByRole('link', { name: 'Charts by TradingView', exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://www.tradingview.com/');
  await expect(page.getByTestId('chart-attribution')).toContainText('TradingView, Inc.');
});

test('the daily table lists 30 sessions, newest first, and scrolls sideways on a phone', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto('/stock/NVDA/price');
  const rows = page.getByTestId('daily-price-row');
  await expect(rows).toHaveCount(30);
  const dates = await rows.locator('th').allTextContents();
  expect(dates.every((d) => /^\d{4}\/\d{2}\/\d{2}$/.test(d))).toBe(true);
  expect([...dates].sort().reverse()).toEqual(dates);
  await expect(rows.first().locator('td').nth(4)).toHaveText(/^[+−]?\d+\.\d{2}%$|^-$/);
  if (testInfo.project.name === 'phone') {
    const scroller = page.getByRole('region', { name: /每日股價表/ });
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
});

test('an index has a price page: /stock/.DJI/price', async ({ page }) => {
  const response = await page.goto('/stock/.DJI/price');
  expect(response?.status()).toBe(200);
  await reachForPriceChart(page);
  await expect(page.getByTestId('legend-close')).toHaveText(/^\d{1,3}(,\d{3})+\.\d{2}$/);
  await expect(page.getByTestId('daily-price-row')).toHaveCount(30);
});

test('technical analysis shows the four panes and the current signals in Chinese', async ({ page }) => {
  await observeLayoutShifts(page);
  const response = await page.goto('/stock/NVDA/technical-analysis');
  expect(response?.status()).toBe(200);
  for (const pane of ['pane-price', 'pane-rsi', 'pane-macd', 'pane-kd']) {
    await expect(page.getByTestId(pane).locator('svg path').first()).toBeAttached();
  }
  await expect(page.getByTestId('pane-price')).toContainText('MA20');
  await expect(page.getByTestId('pane-macd')).toContainText('DIF');
  await expect(page.getByTestId('pane-kd')).toContainText('K');
  const signals = page.getByTestId('technical-signal');
  await expect(signals).toHaveCount(4);
  await expect(signals.nth(0)).toContainText(/20 日均線|均線/);
  await expect(signals.nth(1)).toContainText(/RSI (超買|超賣|中性)/);
  await expect(signals.nth(2)).toContainText(/MACD 柱狀體/);
  await expect(signals.nth(3)).toContainText(/KD|K 值/);
  // Values sit beside the words, e.g. "K 63.20／D 58.10".
  await expect(signals.nth(3)).toContainText(/K \d+\.\d{2}／D \d+\.\d{2}/);
  // Server-rendered: the panes ship no script of their own, and nothing shifts.
  await settled(page);
  expect(await cumulativeLayoutShift(page)).toBeLessThan(0.01);
});

// @phone: the signal cards stack in one column on a phone, so the skeleton has a phone height of its own.
test('the technical-analysis skeleton has the final height of its section', { tag: '@phone' }, async ({ page }) => {
  // Slow business answers: the guard waits, then the skeleton streams, then the panes (long enough for the
  // style sheet to arrive in between on a loaded machine).
  await setKnobs({ latency: 'business=3500' });
  await page.goto('/stock/NVDA/technical-analysis', { waitUntil: 'commit' });
  const section = page.getByTestId('stock-technical');
  await expect(section.getByRole('status')).toBeVisible({ timeout: 10_000 });
  // Styled (it was once measured unstyled, 22 px off) and still loading.
  const skeleton = await skeletonHeight(page, section, 'the panes');
  await expect(page.getByTestId('technical-analysis')).toBeVisible({ timeout: 10_000 });
  expect(Math.abs((await section.boundingBox())!.height - skeleton)).toBeLessThanOrEqual(1);
});
