import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { sandboxUrl } from './stacks.ts';
import { expectNotClipped, SESSIONS, silenceLiveQuotes } from '../support/e2e/quote-clock.ts';
import { waitForStyles } from '../support/e2e/styles.ts';

/**
 * The quote block (info bar and the info tab's summary: as-of time on both clocks,
 * the pre-market / after-hours price, the 52-week range bar, average volume, the next earnings
 * release), the key-statistics grid with no empty cell, and the corporate events. The sandbox's
 * market clock is frozen (marketTime knob) on Wednesday 25 November 2026, so each session is seen.
 */

test.beforeEach(({ page }) => silenceLiveQuotes(page));

test.afterEach(async () => {
  await setKnobs({});
});

interface SandboxKeypoints {
  price: number;
  week52Low: number;
  week52High: number;
  extendedHours: { session: string; price: number; change: number } | null;
}

/** The sandbox's own answer at the frozen clock, to compare the page with. */
async function sandboxKeypoints(id: string): Promise<SandboxKeypoints> {
  const res = await fetch(`${sandboxUrl()}/business/api/Stock/Keypoints`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-app-id': 'usstock-web' }, body: JSON.stringify(id) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: SandboxKeypoints }).data;
}

const amount = (text: string | null): number => Number((text ?? '').replace(/[^\d.−-]/g, '').replace('−', '-'));

/** Every grid row is full: its cells run from the grid's first column to its last, gap to gap. */
async function expectNoEmptyCell(page: Page, testInfo: TestInfo, expectedCells: number): Promise<void> {
  const grid = page.getByTestId('stock-info-statistics').locator('dl');
  await expect(grid.locator('> div')).toHaveCount(expectedCells);
  const { cells, gap, left, right } = await grid.evaluate((dl) => {
    const style = getComputedStyle(dl);
    const box = dl.getBoundingClientRect();
    return {
      cells: [...dl.children].map((cell) => {
        const rect = cell.getBoundingClientRect();
        return { top: Math.round(rect.top), left: rect.left, right: rect.right };
      }),
      gap: Number.parseFloat(style.columnGap),
      left: box.left + Number.parseFloat(style.paddingLeft),
      right: box.right - Number.parseFloat(style.paddingRight),
    };
  });
  const byTop = new Map<number, typeof cells>();
  for (const cell of cells) byTop.set(cell.top, [...(byTop.get(cell.top) ?? []), cell]);
  const rows = [...byTop.values()];
  expect(rows[0], 'cells in the first row').toHaveLength(isPhone(testInfo) ? 2 : 3);
  for (const row of rows) {
    row.sort((a, b) => a.left - b.left);
    expect(row[0]?.left ?? 0).toBeCloseTo(left, 0);
    expect(row.at(-1)?.right ?? 0).toBeCloseTo(right, 0);
    for (let i = 1; i < row.length; i++) expect((row[i]?.left ?? 0) - (row[i - 1]?.right ?? 0)).toBeCloseTo(gap, 0);
  }
}

/**
 * The tallest empty stretch (px) down the left half of a box (where its lines start), between its
 * content edge, the lines of text drawn in it and its graphics (the range bar): the shape of a hole.
 */
async function largestGapDownTheLeft(box: Locator): Promise<number> {
  return box.evaluate((element) => {
    const style = getComputedStyle(element);
    const outer = element.getBoundingClientRect();
    const top = outer.top + Number.parseFloat(style.paddingTop);
    const bottom = outer.bottom - Number.parseFloat(style.paddingBottom);
    const left = outer.left;
    const middle = outer.left + outer.width / 2;
    const spans: [number, number][] = [];
    const keep = (rect: DOMRect) => {
      if (rect.width > 0 && rect.height > 0 && rect.left < middle && rect.right > left && rect.top < bottom) spans.push([rect.top, Math.min(rect.bottom, bottom)]);
    };
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) keep(rect);
    }
    for (const graphic of element.querySelectorAll('[role="img"]')) keep(graphic.getBoundingClientRect());
    spans.sort((a, b) => a[0] - b[0]);
    let gap = 0;
    let reached = top;
    for (const [from, to] of spans) {
      gap = Math.max(gap, from - reached);
      reached = Math.max(reached, to);
    }
    return Math.max(gap, bottom - reached);
  });
}

test.describe('NVDA through the day', () => {
  for (const c of SESSIONS) {
    test(`${c.badge}: the badge, the bar and the summary agree; the extended-hours price only outside the session`, async ({ page }) => {
      await setKnobs({ marketTime: c.at });
      const expected = await sandboxKeypoints('NVDA');
      await page.goto('/stock/NVDA/info');
      const bar = page.getByTestId('stock-info-bar');
      const summary = page.getByTestId('quote-summary');
      await expect(summary).toBeVisible();

      // The badge is the quote's own session.
      await expect(page.getByTestId('session-badge')).toHaveAttribute('data-session', c.session);
      await expect(page.getByTestId('session-badge')).toHaveText(new RegExp(`^${c.badge}`));
      await expect(page.getByTestId('stock-quote')).toHaveAttribute('data-session', c.session);
      await expect(bar.getByTestId('stock-quote-as-of')).toHaveText(c.asOf.split(' · ').slice(0, 2).join(' '));

      // The bar shows the price; the summary under it dates it on both clocks and does not repeat it.
      expect(amount(await page.getByTestId('stock-price').textContent())).toBe(expected.price);
      await expect(page.getByTestId('summary-as-of')).toHaveText(c.asOf);
      await expect(summary.getByTestId('summary-price')).toHaveCount(0);

      const barExtended = bar.getByTestId('stock-extended-hours');
      const summaryExtended = page.getByTestId('summary-extended-hours');
      if (c.extendedAt) {
        expect(expected.extendedHours?.session).toBe(c.session);
        await expect(barExtended).toHaveAttribute('data-session', c.session);
        await expect(barExtended).toContainText(`${c.badge} `);
        expect(amount(await barExtended.locator('span').nth(1).textContent())).toBe(expected.extendedHours?.price);
        await expect(summaryExtended).toHaveAttribute('data-session', c.session);
        await expect(summaryExtended).toContainText(c.extendedAt);
        await expect(summaryExtended).toContainText(c.badge);
        await expectNotClipped(barExtended);
      } else {
        expect(expected.extendedHours).toBeNull();
        // Rendered hidden, for the live runtime to show when the extended hours begin (decision 036).
        await expect(barExtended).toBeHidden();
        await expect(summaryExtended).toBeHidden();
      }

      // The bar keeps its 82 px and everything in it fits.
      const barBox = await bar.boundingBox();
      expect(barBox?.height).toBe(82);
      for (const part of [page.getByTestId('stock-quote'), page.getByTestId('session-badge'), bar.getByTestId('stock-quote-as-of')]) {
        const box = await part.boundingBox();
        expect(box && barBox && box.y >= barBox.y && box.y + box.height <= barBox.y + barBox.height && box.x + box.width <= barBox.x + barBox.width).toBe(true);
      }
      await expectNotClipped(bar.getByTestId('stock-quote-as-of'));
      await expectNoSidewaysScroll(page);
    });
  }

  test('the 52-week bar puts the price where the numbers say, and says it in words', async ({ page }) => {
    await setKnobs({ marketTime: SESSIONS[2]?.at ?? null });
    await page.goto('/stock/NVDA/info');
    const range = page.getByTestId('week52-range');
    await expect(range).toBeVisible();
    const low = amount(await page.getByTestId('week52-low').textContent());
    const high = amount(await page.getByTestId('week52-high').textContent());
    const price = amount(await page.getByTestId('stock-price').textContent());
    expect(low).toBeLessThanOrEqual(price);
    expect(price).toBeLessThanOrEqual(high);
    const track = range.getByRole('img');
    await expect(track).toHaveAttribute('aria-label', new RegExp(`最低 ${low.toFixed(2)}，最高 ${high.toFixed(2)}；目前價格 ${price.toFixed(2)}`));
    const trackBox = await track.boundingBox();
    const markerBox = await page.getByTestId('week52-marker').boundingBox();
    if (!trackBox || !markerBox) throw new Error('no bar');
    const expectedCentre = trackBox.x + ((price - low) / (high - low)) * trackBox.width;
    expect(Math.abs(markerBox.x + markerBox.width / 2 - expectedCentre)).toBeLessThan(1.5);
  });

  test('the quote summary has no hole: the extended-hours room holds the hours until a price takes it, and nothing moves then', async ({ page }) => {
    const layouts: Record<string, { card: number; range: number }> = {};
    for (const c of [SESSIONS[1]!, SESSIONS[2]!]) {
      await setKnobs({ marketTime: c.at });
      await page.goto('/stock/NVDA/info');
      const summary = page.getByTestId('quote-summary');
      await expect(summary).toBeVisible();
      // One of the two is the line in that room: the schedule in the session, the price after it.
      await expect(page.getByTestId('summary-extended-schedule')).toBeVisible({ visible: c.extendedAt === null });
      await expect(page.getByTestId('summary-extended-hours')).toBeVisible({ visible: c.extendedAt !== null });
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await largestGapDownTheLeft(summary), `${c.badge} at ${width} px`).toBeLessThan(2 * 20);
        const card = await summary.boundingBox();
        const range = await page.getByTestId('week52-range').boundingBox();
        layouts[`${c.session} ${width}`] = { card: card?.height ?? 0, range: (range?.y ?? 0) - (card?.y ?? 0) };
      }
    }
    // The after-hours price took the schedule's room: the card and what is under the line stay put.
    for (const width of [390, 1440]) expect(layouts[`afterHours ${width}`], `${width} px`).toEqual(layouts[`intraDay ${width}`]);
  });

  // Average volume, the year so far and the next earnings release: src/components/stock/stock-tab-pages.worker.test.tsx.
  test('events: upcoming first, soonest first, then recent ones, newest first, each named in Chinese', async ({ page }) => {
    await setKnobs({ marketTime: SESSIONS[1]?.at ?? null });
    await page.goto('/stock/NVDA/info');
    const events = page.getByTestId('stock-info-events');
    await expect(events.getByRole('heading', { level: 2, name: '重要事件' })).toBeVisible();
    await expect(events.locator('[data-testid="corporate-event"]').first()).toBeVisible();
    const upcoming = await events.locator('[data-group="upcoming"] [data-testid="corporate-event"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-date') ?? ''));
    const recent = await events.locator('[data-group="recent"] [data-testid="corporate-event"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-date') ?? ''));
    expect(upcoming.length).toBeGreaterThan(0);
    expect(recent.length).toBeGreaterThan(0);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(recent).toEqual([...recent].sort().reverse());
    expect(upcoming[0]! > '2026-11-25').toBe(true);
    expect(recent[0]! <= '2026-11-25').toBe(true);
    // The folded older events continue the recent ones.
    const older = await events.locator('[data-group="older"] [data-testid="corporate-event"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-date') ?? ''));
    expect([...recent, ...older]).toEqual([...recent, ...older].sort().reverse());
    await events.getByText(/^顯示較早的 \d+ 項事件$/).click();
    await expect(events.locator('[data-group="older"]')).toBeVisible();

    const types = await events.locator('[data-testid="corporate-event"] > span:first-child').allTextContents();
    expect(new Set(types)).toEqual(new Set(['財報', '除息', '股利發放', '股東會']));
    for (const row of await events.locator('[data-event-type="earnings"]').all()) {
      await expect(row).toContainText(/\d{4}\/\d{2}\/\d{2}\d{2}:\d{2} 美東公布 \d{4} 年第.季財報（盤[前後]）/);
    }
    await expectNoSidewaysScroll(page);
  });

  test('the info tab passes axe in the after-hours', async ({ page }) => {
    await setKnobs({ marketTime: SESSIONS[2]?.at ?? null });
    await page.goto('/stock/NVDA/info');
    await expect(page.getByTestId('summary-extended-hours')).toBeVisible();
    await expect(page.getByTestId('corporate-events')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });

  // @phone: the grid has two columns on a phone, three wider; each must leave no cell empty.
  test('the key statistics fill every row', { tag: '@phone' }, async ({ page }, testInfo) => {
    await setKnobs({ marketTime: SESSIONS[1]?.at ?? null });
    await page.goto('/stock/NVDA/info');
    await expectNoEmptyCell(page, testInfo, 12);
    await expect(page.locator('[data-stat="peRatio"] dd')).toHaveText(/^\d+\.\d{2}$/);
  });

  // @phone: the sections' reserved heights are the phone's own below the breakpoints.
  test('nothing moves when the quote block and the events arrive', { tag: '@phone' }, async ({ page }) => {
    // Long enough for the page and its style sheet to arrive before the quote on a loaded machine.
    await setKnobs({ marketTime: SESSIONS[2]?.at ?? null, latency: 'business=3500' });
    await page.goto('/stock/NVDA/info', { waitUntil: 'commit' });
    const ids = ['stock-quote-summary', 'stock-info-statistics', 'stock-info-events'];
    const heights = () => Promise.all(ids.map(async (id) => (await page.getByTestId(id).boundingBox())?.height));
    await expect(page.getByTestId('stock-quote-summary').getByRole('status')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('stock-info-events').getByRole('status')).toBeVisible({ timeout: 10_000 });
    // Skeletons are measured styled (a box laid out before the sheet applies has the browser's defaults).
    await waitForStyles(page);
    const barBefore = (await page.getByTestId('stock-info-bar').boundingBox())?.height;
    const before = await heights();
    // The proof that the skeletons were still there when measured.
    await expect(page.getByTestId('stock-quote-summary').getByRole('status')).toBeVisible({ timeout: 1 });
    await expect(page.getByTestId('stock-info-events').getByRole('status')).toBeVisible({ timeout: 1 });
    await expect(page.getByTestId('quote-summary')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('corporate-events')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('stock-info-statistics').locator('dl')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('stock-extended-hours')).toBeVisible();
    expect(await heights()).toEqual(before);
    // And what arrived fits the room it was given (a fixed height must not cut anything off).
    for (const box of [page.getByTestId('quote-summary'), page.getByTestId('stock-info-statistics').locator('dl'), page.getByTestId('corporate-events')]) {
      const { scrollHeight, clientHeight } = await box.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
      expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
    }
    expect(barBefore).toBe(82);
    expect((await page.getByTestId('stock-info-bar').boundingBox())?.height).toBe(82);
  });
});

test.describe('an ETF and an index', () => {
  test('SPY: no P/E or EPS, no earnings; its distributions and events; every row full', { tag: '@phone' }, async ({ page }, testInfo) => {
    await setKnobs({ marketTime: SESSIONS[0]?.at ?? null });
    await page.goto('/stock/SPY/info');
    await expect(page.getByTestId('quote-summary')).toBeVisible();
    await expectNoEmptyCell(page, testInfo, 10);
    for (const stat of ['peRatio', 'eps', 'marketCap']) await expect(page.locator(`[data-stat="${stat}"]`)).toHaveCount(0);
    await expect(page.getByTestId('stock-info-statistics')).not.toContainText('本益比');
    await expect(page.getByTestId('stock-info-statistics')).not.toContainText('EPS');
    await expect(page.locator('[data-stat="annualDividend"] dt')).toHaveText('年化配息');
    await expect(page.getByTestId('quote-summary').locator('[data-fact]')).toHaveCount(2);
    await expect(page.getByTestId('quote-summary')).not.toContainText('下次財報');
    // A fund trades in the pre-market too.
    await expect(page.getByTestId('summary-extended-hours')).toHaveAttribute('data-session', 'preMarket');
    await expect(page.getByTestId('stock-extended-hours')).toBeVisible();
    const types = new Set(await page.locator('[data-testid="corporate-event"] > span:first-child').allTextContents());
    expect([...types].every((type) => type === '除息' || type === '股利發放')).toBe(true);
    expect(types.size).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test('.GSPC: index statistics, no extended-hours price even in the pre-market, no events section', { tag: '@phone' }, async ({ page }, testInfo) => {
    await setKnobs({ marketTime: SESSIONS[0]?.at ?? null });
    await page.goto('/stock/.GSPC/info');
    await expect(page.getByTestId('quote-summary')).toBeVisible();
    await expect(page.getByTestId('session-badge')).toHaveAttribute('data-session', 'preMarket');
    await expect(page.getByTestId('stock-extended-hours')).toBeHidden();
    await expect(page.getByTestId('summary-extended-hours')).toHaveCount(0);
    await expect(page.getByTestId('summary-as-of')).toHaveText('收盤 · 11/24 16:00 美東 · 11/25 05:00 台北');
    await expectNoEmptyCell(page, testInfo, 6);
    expect(await page.locator('[data-stat]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-stat')))).toEqual(['open', 'high', 'low', 'previousClose', 'volume', 'amplitude']);
    await expect(page.getByTestId('week52-range').getByRole('img')).toHaveAttribute('aria-label', /^52 週區間：最低 [\d,]+\.\d{2}，最高 [\d,]+\.\d{2}；目前價格/);
    await expect(page.getByTestId('stock-info-events')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '重要事件' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
