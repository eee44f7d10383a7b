import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { sandboxUrl } from './stacks.ts';
import { expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { reachForPriceChart } from '../support/e2e/price-chart.ts';

/**
 * Live quotes, the reader's view: prices that move while New York trades, on the built stack (both
 * Workers in one `wrangler dev`, the sandbox's feed ticking once a second). The sandbox's market clock
 * runs from an instant the test picks (the marketClockStart knob), so an open market, its opening bell
 * and a lost feed can be watched at any hour. The stack's live grace is 0.5 s (playwright.config.ts).
 */

/**
 * Wednesday 2026-11-25, 10:04 in New York: the regular session, in minutes when the sandbox's NVDA
 * moves a cent every two or three seconds (its path is deterministic; at 10:00 it stands still for 20 s).
 */
const MORNING = '2026-11-25T15:04:00Z';

/** Runs the sandbox's market clock from `at`; `also` keeps it running from where it is while other knobs change. */
async function runMarketFrom(at: string) {
  const setAt = Date.now();
  await setKnobs({ marketClockStart: at });
  return (others: Parameters<typeof setKnobs>[0]) => setKnobs({ ...others, marketClockStart: new Date(Date.parse(at) + Date.now() - setAt).toISOString() });
}

const feedSubscriptions = async (symbol: string): Promise<number> => {
  const stats = (await (await fetch(`${sandboxUrl()}/__sandbox/quote-feed`)).json()) as { subscriptions: Record<string, number> };
  return stats.subscriptions[symbol] ?? 0;
};

/** Waits until the text of `testId` differs from what it was: a price moved without a reload. */
async function expectToMove(page: Page, testId: string): Promise<void> {
  const before = await page.getByTestId(testId).first().textContent();
  await expect.poll(() => page.getByTestId(testId).first().textContent(), { timeout: 20_000, message: `${testId} never moved from ${before}` }).not.toBe(before);
}

test.afterEach(() => setKnobs({}));

test('three tabs on NVDA see its price move without a reload, over one feed subscription that ends when they close', async ({ browser }) => {
  await runMarketFrom(MORNING);
  // Three windows, each shown (tabs of one window behind the front one are hidden, and pause: below).
  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext()));
  try {
    const tabs = await Promise.all(contexts.map((context) => context.newPage()));
    await Promise.all(tabs.map((tab) => tab.goto('/stock/NVDA/info')));
    // The month chart's data: its last close is today's price (a cent's move may not move the drawn line by a pixel).
    const chartAndPrice = () =>
      tabs[0]!.evaluate(() => [
        (JSON.parse(document.querySelector('[data-testid="compact-chart"]')?.getAttribute('data-chart') ?? '{}') as { closes: number[] }).closes.at(-1),
        document.querySelector('[data-testid="stock-quote"] [data-testid="stock-price"]')?.textContent?.replace(/,/g, ''),
      ]);
    const [closeBefore] = await chartAndPrice();
    // The three see the same quotes: they move together.
    await Promise.all(tabs.map((tab) => expectToMove(tab, 'stock-price')));
    for (const tab of tabs) {
      expect(await tab.evaluate(() => document.visibilityState)).toBe('visible');
      // The summary follows the same quotes as the bar (which alone shows the price): one as-of time;
      // the badge says the session; nobody is told each tick.
      const asOf = (testId: string) => tab.getByTestId(testId).locator('time').first().textContent();
      await expect.poll(async () => (await asOf('summary-as-of')) === (await asOf('stock-quote-as-of'))).toBe(true);
      await expect(tab.getByTestId('session-badge')).toHaveText(/^盤中/);
      expect(await tab.locator('[aria-live] [data-live], [data-live][aria-live]').count()).toBe(0);
    }
    expect(await feedSubscriptions('NVDA')).toBe(1);
    // The month chart's last close moved with the price, and is the price (read in one go: both change
    // in the same frame's handling).
    await expect.poll(async () => (await chartAndPrice())[0], { timeout: 20_000 }).not.toBe(closeBefore);
    const [lastClose, price] = await chartAndPrice();
    expect(Number(lastClose).toFixed(2)).toBe(price);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
  // The last reader gone, the room lets its feed subscription go after the grace.
  await expect.poll(() => feedSubscriptions('NVDA'), { timeout: 30_000 }).toBe(0);
});

test('a quote that comes before React has hydrated the part that shows it waits for it: no hydration error', async ({ browser }) => {
  // React hydrates a page's Suspense boundaries after its root, and an idle moment (the live runtime's
  // start) can come first: a page from the page cache with its script cached met a quote in 1 load of 60
  // here, and React failed hydration with #418 ("25.31" rendered, "25.30" found). This holds React off
  // for certain (hydration waits for a painted frame, src/waku.client.tsx: frames are held), starts the
  // built live runtime as its gate would, and lets React go once a quote with another price has come.
  await runMarketFrom(MORNING);
  const runtime = readdirSync(join('dist', 'public', 'assets')).find((name) => /^live-runtime-[\w-]+\.js$/.test(name));
  expect(runtime, 'the live runtime chunk in the build').toBeTruthy();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const held = window as unknown as { holdFrames: boolean };
      held.holdFrames = true;
      const frame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) =>
        frame(function wait(time) {
          if (held.holdFrames) frame(wait);
          else callback(time);
        });
    });
    await page.goto('/stock/NVDA/info', { waitUntil: 'domcontentloaded' });
    // The bar's quote (still in its streamed segment: React's reveal waits for a frame too).
    const price = page.getByTestId('stock-quote').getByTestId('stock-price');
    const rendered = Number((await price.textContent())?.replace(/,/g, ''));
    const live = await page.evaluate(
      async ({ url, rendered }) => {
        const { startLiveQuotes } = (await import(url)) as { startLiveQuotes: () => () => void };
        return new Promise<number>((resolve) => {
          window.addEventListener('live-quote', (event) => {
            const { symbol, price } = (event as CustomEvent<{ symbol: string; price: number }>).detail;
            if (symbol === 'NVDA' && price !== rendered) resolve(price);
          });
          startLiveQuotes();
        });
      },
      { url: `/assets/${runtime}`, rendered },
    );
    // Not hydrated yet: the server's price stays until React has been there.
    expect(await page.evaluate(() => Object.keys(document.querySelector('[data-testid="stock-quote"] [data-testid="stock-price"]') ?? {}).some((key) => key.startsWith('__react')))).toBe(false);
    expect(Number((await price.textContent())?.replace(/,/g, ''))).toBe(rendered);
    await page.evaluate(() => ((window as unknown as { holdFrames: boolean }).holdFrames = false));
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
    // Then the live price, written into what React hydrated (the next tick may have moved it on).
    await expect.poll(async () => Number((await price.textContent())?.replace(/,/g, '')), { timeout: 10_000 }).not.toBe(rendered);
    expect(live).not.toBe(rendered);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('home: the index cards move (the movers are a snapshot of their 資料時間), and the page stays inside a phone’s width @phone', async ({ page }) => {
  await runMarketFrom(MORNING);
  await page.goto('/');
  await expectToMove(page, 'index-price');
  await expectNoSidewaysScroll(page);
});

test('the price tab’s chart: the last bar’s close in the legend follows the live price', async ({ page }) => {
  await runMarketFrom(MORNING);
  await page.goto('/stock/NVDA/price?range=1D');
  await reachForPriceChart(page);
  // Off the chart, the legend shows the last bar.
  await page.mouse.move(1, 1);
  await expect(page.getByTestId('price-chart-legend')).toHaveAttribute('data-hovering', 'false');
  await expectToMove(page, 'legend-close');
  await expect.poll(async () => (await page.getByTestId('legend-close').textContent())?.includes((await page.getByTestId('stock-price').textContent()) ?? '?')).toBe(true);
});

test('outside market hours the page opens no socket and loads no live code; it keeps its as-of time', async ({ page }) => {
  // Saturday 2026-11-21, noon in New York.
  await setKnobs({ marketTime: '2026-11-21T17:00:00Z' });
  const sockets: string[] = [];
  const liveCode: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('request', (request) => request.url().includes('live-runtime') && liveCode.push(request.url()));
  await page.goto('/stock/NVDA/info');
  await expect(page.getByTestId('stock-quote-as-of')).toHaveText(/^收盤 11\/20 16:00 美東$/);
  // Past the idle period after load that the live gate waits for (IDLE_TIMEOUT_MS is 2 s), and a client navigation.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 3_000 })));
  await page.getByRole('link', { name: '股價走勢' }).first().click();
  await expect(page).toHaveURL(/\/stock\/NVDA\/price$/);
  await page.waitForTimeout(800);
  expect(sockets).toEqual([]);
  expect(liveCode).toEqual([]);
});

test('the session badge changes at the opening bell without a reload, and the pre-market line goes', async ({ page }) => {
  // 09:29:57 in New York.
  await runMarketFrom('2026-11-25T14:29:57Z');
  await page.goto('/stock/NVDA/info');
  await expect(page.getByTestId('session-badge')).toHaveText(/^盤前/);
  await expect(page.getByTestId('stock-extended-hours')).toBeVisible();
  await expect(page.getByTestId('session-badge')).toHaveText(/^盤中/, { timeout: 20_000 });
  await expect(page.getByTestId('session-badge')).toHaveAttribute('data-session', 'intraDay');
  await expect(page.getByTestId('stock-quote-as-of')).toHaveText(/^盤中 11\/25 09:30 美東$/);
  await expect(page.getByTestId('stock-extended-hours')).toBeHidden();
  await expect(page.getByTestId('summary-extended-hours')).toBeHidden();
});

test('a lost feed keeps the last price, marked 延遲, and the live price comes back with the feed; the price notice says which', async ({ page }) => {
  const keepRunning = await runMarketFrom(MORNING);
  // What the reader reads of the notice (the text CSS shows).
  const notice = () => expect(page.getByTestId('price-delay-notice'));
  await page.goto('/stock/NVDA/info');
  await expectToMove(page, 'stock-price');
  await notice().toHaveText('股價即時更新中，僅供參考，不構成投資建議。', { useInnerText: true });
  // The feed refuses new clients, then drops the ones it has (an upstream outage).
  await keepRunning({ fail: 'business' });
  await fetch(`${sandboxUrl()}/__sandbox/quote-feed/drop`, { method: 'POST' });
  await expect(page.getByTestId('stock-quote-as-of')).toHaveText(/^延遲 /, { timeout: 10_000 });
  await expect(page.getByTestId('summary-as-of')).toHaveText(/^延遲 · /);
  await expect(page.getByTestId('stock-price')).toHaveText(/^\d[\d,]*\.\d\d$/);
  await notice().toHaveText('股價資訊可能延遲至少 15 分鐘，僅供參考，不構成投資建議。', { useInnerText: true });
  await keepRunning({});
  await expect(page.getByTestId('stock-quote-as-of')).toHaveText(/^盤中 /, { timeout: 20_000 });
  await expectToMove(page, 'stock-price');
  await notice().toHaveText(/^股價即時更新中/, { useInnerText: true });
});

test('the price flashes in the Taiwan colours only for readers who allow motion; a hidden tab closes its socket and comes back with fresh quotes', async ({ page }) => {
  await page.addInitScript(() => {
    const original = Element.prototype.animate;
    (window as unknown as { flashes: string[] }).flashes = [];
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const first = (args[0] as Keyframe[] | null)?.[0];
      (window as unknown as { flashes: string[] }).flashes.push(String(first?.backgroundColor));
      return original.apply(this, args);
    };
  });
  await runMarketFrom(MORNING);
  const sockets: { closed: boolean }[] = [];
  page.on('websocket', (socket) => {
    const entry = { closed: false };
    sockets.push(entry);
    socket.on('close', () => (entry.closed = true));
  });
  // playwright.config.ts asks for reduced motion: the price moves, nothing flashes.
  await page.goto('/stock/NVDA/info');
  await expectToMove(page, 'stock-price');
  expect(await page.evaluate(() => (window as unknown as { flashes: string[] }).flashes)).toEqual([]);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expectToMove(page, 'stock-price');
  const flashes = await page.evaluate(() => (window as unknown as { flashes: string[] }).flashes);
  expect(flashes.length).toBeGreaterThan(0);
  // Rise red (#ff635b) or fall green (#38b47e), faded.
  for (const colour of flashes) expect(colour).toMatch(/^#(ff635b|38b47e)40$/);

  // Hidden, the tab lets its socket go; shown again, it opens a new one, and the price moves on.
  const open = sockets.length;
  expect(sockets.at(-1)?.closed).toBe(false);
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await expect.poll(() => sockets[open - 1]?.closed).toBe(true);
  expect(sockets).toHaveLength(open);
  await setVisibility('visible');
  await expect.poll(() => sockets.length).toBe(open + 1);
  await expectToMove(page, 'stock-price');
});
