import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, isPhone } from './find-support.ts';
import { setKnobs } from './sandbox-knobs.ts';
import { sandboxUrl } from './stacks.ts';

/**
 * Issue 14 §1–2: the quote block (info bar and the info tab's summary: as-of time on both clocks,
 * the pre-market / after-hours price, the 52-week range bar, average volume, the next earnings
 * release), the key-statistics grid with no empty cell, and the corporate events. The sandbox's
 * market clock is frozen (marketTime knob) on Wednesday 25 November 2026, so each session is seen.
 */

test.afterEach(async () => {
  await setKnobs({});
});

interface SessionCase {
  session: 'preMarket' | 'intraDay' | 'afterHours';
  at: string;
  badge: string;
  /** The as-of line of the summary: which price, on the New York and the Taipei clock. */
  asOf: string;
  /** The extended-hours price's time (none in the session). */
  extendedAt: string | null;
}

const SESSIONS: SessionCase[] = [
  { session: 'preMarket', at: '2026-11-25T13:00:00Z', badge: '盤前', asOf: '收盤 · 11/24 16:00 美東 · 11/25 05:00 台北', extendedAt: '11/25 08:00 美東' },
  { session: 'intraDay', at: '2026-11-25T17:00:00Z', badge: '盤中', asOf: '盤中 · 11/25 12:00 美東 · 11/26 01:00 台北', extendedAt: null },
  { session: 'afterHours', at: '2026-11-25T22:30:00Z', badge: '盤後', asOf: '收盤 · 11/25 16:00 美東 · 11/26 05:00 台北', extendedAt: '11/25 17:30 美東' },
];

interface SandboxKeypoints {
  price: number;
  week52Low: number;
  week52High: number;
  extendedHours: { session: string; price: number; change: number } | null;
}

/** The sandbox's own answer at the frozen clock, to compare the page with. */
async function sandboxKeypoints(id: string): Promise<SandboxKeypoints> {
  const res = await fetch(`${sandboxUrl()}/business/api/Stock/Keypoints`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-id': 'usstock-web' },
    body: JSON.stringify(id),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: SandboxKeypoints }).data;
}

const amount = (text: string | null): number => Number((text ?? '').replace(/[^\d.−-]/g, '').replace('−', '-'));

/** Nothing in the element is cut off (its text fits its box). */
async function expectNotClipped(locator: Locator): Promise<void> {
  const { scrollWidth, clientWidth } = await locator.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}

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

      // The summary dates the price on both clocks.
      await expect(page.getByTestId('summary-as-of')).toHaveText(c.asOf);
      expect(amount(await page.getByTestId('summary-price').textContent())).toBe(expected.price);
      expect(amount(await page.getByTestId('stock-price').textContent())).toBe(expected.price);

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
        await expect(barExtended).toHaveCount(0);
        await expect(summaryExtended).toHaveCount(0);
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
    const price = amount(await page.getByTestId('summary-price').textContent());
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

  test('average volume, the year so far and the next earnings release with its New York time', async ({ page }) => {
    await setKnobs({ marketTime: SESSIONS[1]?.at ?? null });
    await page.goto('/stock/NVDA/info');
    const facts = page.getByTestId('quote-summary').locator('[data-fact]');
    await expect(facts).toHaveCount(3);
    await expect(facts.nth(0)).toHaveText(/^平均成交量（3 個月）\d+\.\d{2}[kmb]$/);
    await expect(facts.nth(1)).toHaveText(/^今年以來漲跌[+−]?\d+\.\d{2}%$/);
    await expect(facts.nth(2)).toHaveText(/^下次財報\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 美東（盤[前後]）$/);
    // The same release is the first earnings event still to come.
    const nextEarnings = page.locator('[data-group="upcoming"] [data-event-type="earnings"]').first();
    const date = (await nextEarnings.getAttribute('data-date'))?.replaceAll('-', '/');
    await expect(facts.nth(2)).toContainText(date ?? 'missing');
  });

  test('events: upcoming first, soonest first, then recent ones, newest first, each named in Chinese', async ({ page }) => {
    await setKnobs({ marketTime: SESSIONS[1]?.at ?? null });
    await page.goto('/stock/NVDA/info');
    const events = page.getByTestId('stock-info-events');
    await expect(events.getByRole('heading', { level: 2, name: '重要事件' })).toBeVisible();
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

  test('the key statistics fill every row', async ({ page }, testInfo) => {
    await setKnobs({ marketTime: SESSIONS[1]?.at ?? null });
    await page.goto('/stock/NVDA/info');
    await expectNoEmptyCell(page, testInfo, 12);
    await expect(page.locator('[data-stat="peRatio"] dd')).toHaveText(/^\d+\.\d{2}$/);
  });

  test('nothing moves when the quote block and the events arrive', async ({ page }) => {
    await setKnobs({ marketTime: SESSIONS[2]?.at ?? null, latency: 'business=1500' });
    await page.goto('/stock/NVDA/info', { waitUntil: 'commit' });
    const ids = ['stock-quote-summary', 'stock-info-statistics', 'stock-info-events'];
    const heights = () => Promise.all(ids.map(async (id) => (await page.getByTestId(id).boundingBox())?.height));
    await expect(page.getByTestId('stock-quote-summary').getByRole('status')).toBeVisible();
    await expect(page.getByTestId('stock-info-events').getByRole('status')).toBeVisible();
    const barBefore = (await page.getByTestId('stock-info-bar').boundingBox())?.height;
    const before = await heights();
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
  test('SPY: no P/E or EPS, no earnings; its distributions and events; every row full', async ({ page }, testInfo) => {
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

  test('.GSPC: index statistics, no extended-hours price even in the pre-market, no events section', async ({ page }, testInfo) => {
    await setKnobs({ marketTime: SESSIONS[0]?.at ?? null });
    await page.goto('/stock/.GSPC/info');
    await expect(page.getByTestId('quote-summary')).toBeVisible();
    await expect(page.getByTestId('session-badge')).toHaveAttribute('data-session', 'preMarket');
    await expect(page.getByTestId('stock-extended-hours')).toHaveCount(0);
    await expect(page.getByTestId('summary-extended-hours')).toHaveCount(0);
    await expect(page.getByTestId('summary-as-of')).toHaveText('收盤 · 11/24 16:00 美東 · 11/25 05:00 台北');
    await expectNoEmptyCell(page, testInfo, 6);
    expect(await page.locator('[data-stat]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-stat')))).toEqual([
      'open',
      'high',
      'low',
      'previousClose',
      'volume',
      'amplitude',
    ]);
    await expect(page.getByTestId('week52-range').getByRole('img')).toHaveAttribute('aria-label', /^52 週區間：最低 [\d,]+\.\d{2}，最高 [\d,]+\.\d{2}；目前價格/);
    await expect(page.getByTestId('stock-info-events')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '重要事件' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
});

test.describe('the bar between phone and laptop widths', { tag: '@any-viewport' }, () => {
  for (const width of [576, 600, 800, 1024]) {
    test(`${width} px: name, quote, badge, as-of time and toggle all inside the bar, none over another`, async ({ page }) => {
      await setKnobs({ marketTime: SESSIONS[2]?.at ?? null });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/stock/BRK.B/info');
      await expect(page.getByTestId('stock-extended-hours')).toBeVisible();
      const bar = page.getByTestId('stock-info-bar');
      const barBox = await bar.boundingBox();
      expect(barBox?.height).toBe(82);
      const parts = [
        bar.getByRole('heading', { level: 1 }),
        page.getByTestId('stock-quote'),
        page.getByTestId('session-badge'),
        bar.getByTestId('stock-quote-as-of'),
        page.getByTestId('watchlist-slot'),
      ];
      const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }));
      for (const [i, a] of boxes.entries()) {
        expect(a.width, `part ${i} is shown`).toBeGreaterThan(0);
        expect(a.x >= (barBox?.x ?? 0) && a.x + a.width <= (barBox?.x ?? 0) + (barBox?.width ?? 0) && a.y >= (barBox?.y ?? 0) && a.y + a.height <= (barBox?.y ?? 0) + (barBox?.height ?? 0), `part ${i} inside the bar`).toBe(true);
        for (const [j, b] of boxes.entries()) {
          if (j <= i) continue;
          const apart = a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;
          expect(apart, `parts ${i} and ${j} do not overlap`).toBe(true);
        }
      }
      // The name is readable, not cut to a character.
      const name = bar.getByRole('heading', { level: 1 }).locator('span').first();
      await expectNotClipped(name);
      await expectNotClipped(page.getByTestId('stock-quote'));
      // The summary's lines are whole too (its columns are narrowest at 1024 px).
      await expectNotClipped(page.getByTestId('summary-as-of'));
      for (const value of await page.getByTestId('quote-summary').locator('[data-fact] dd').all()) await expectNotClipped(value);
      await expectNoSidewaysScroll(page);
    });
  }
});

test.describe('events and failures', { tag: '@any-viewport' }, () => {
  test('an announced split is listed as 股票分割 among the upcoming events', async ({ page }) => {
    await setKnobs({ marketTime: SESSIONS[1]?.at ?? null });
    await page.goto('/stock/CI/info');
    const split = page.locator('[data-group="upcoming"] [data-event-type="split"]');
    await expect(split).toHaveCount(1);
    await expect(split).toContainText('股票分割');
    await expect(split).toContainText('2026/12/28');
    await expect(split).toContainText('1 股分割為 3 股');
  });

  test('with the business service down, each part says so and the badge reads the clock', async ({ page }) => {
    await setKnobs({ fail: 'business' });
    await page.goto('/stock/NVDA/info');
    await expect(page.getByTestId('stock-quote-error')).toBeVisible();
    await expect(page.getByTestId('session-badge')).toHaveText(/^(盤前|盤中|盤後|休市)/);
    await expect(page.getByTestId('stock-quote-summary').locator('[data-empty-state="error"]')).toContainText('報價暫時無法載入');
    await expect(page.getByTestId('stock-info-statistics').locator('[data-empty-state="error"]')).toBeVisible();
    await expect(page.getByTestId('stock-info-events').locator('[data-empty-state="error"]')).toContainText('重要事件暫時無法載入');
  });
});
