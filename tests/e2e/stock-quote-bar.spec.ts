import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { expectNotClipped, SESSIONS, silenceLiveQuotes } from '../support/e2e/quote-clock.ts';
import { attr, serverPage, textOf, within } from '../support/e2e/server-page.ts';

/**
 * The info bar from a phone's width to a laptop's (nothing over another, nothing cut), a
 * split among the corporate events, and each part's own error when the business service is down.
 */

test.beforeEach(({ page }) => silenceLiveQuotes(page));

test.afterEach(async () => {
  await setKnobs({});
});

test.describe('the bar between phone and laptop widths', () => {
  // 390: a phone's bar (the session tests above run at 1440 only).
  for (const width of [390, 576, 600, 800, 1024]) {
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
        page.getByTestId('stock-compare-link'),
        // 記一筆 and 設定通知: beside 比較 from tablet width; a phone's bar has no room, so they sit under the bar there.
        ...(width >= 576 ? [bar.getByTestId('stock-add-entry-link'), bar.getByTestId('stock-alert-link')] : []),
      ];
      if (width < 576) {
        await expect(bar.getByTestId('stock-add-entry-link')).toBeHidden();
        await expect(bar.getByTestId('stock-alert-link')).toBeHidden();
        for (const name of [/^記一筆/, /^設定 .* 的到價通知$/]) {
          const below = await page.getByRole('link', { name }).boundingBox();
          expect(below?.y).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0));
        }
      }
      const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }));
      for (const [i, a] of boxes.entries()) {
        expect(a.width, `part ${i} is shown`).toBeGreaterThan(0);
        expect(
          a.x >= (barBox?.x ?? 0) && a.x + a.width <= (barBox?.x ?? 0) + (barBox?.width ?? 0) && a.y >= (barBox?.y ?? 0) && a.y + a.height <= (barBox?.y ?? 0) + (barBox?.height ?? 0),
          `part ${i} inside the bar`,
        ).toBe(true);
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

test.describe('events and failures', () => {
  test('an announced split is listed as 股票分割 among the upcoming events', async ({ request }) => {
    await setKnobs({ marketTime: SESSIONS[1]?.at ?? null });
    const page = await serverPage(request, '/stock/CI/info');
    const upcoming = page.all((element) => attr(element, 'data-group') === 'upcoming');
    const splits = upcoming.flatMap((group) => within(group, (element) => attr(element, 'data-event-type') === 'split'));
    expect(splits).toHaveLength(1);
    expect(textOf(splits[0])).toContain('股票分割');
    expect(textOf(splits[0])).toContain('2026/12/28');
    expect(textOf(splits[0])).toContain('1 股分割為 3 股');
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
