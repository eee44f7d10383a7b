import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { sandboxUrl } from '../../e2e/stacks.ts';

/** Shared steps of the find-and-follow specs: the header search on either layout, axe. */

export const isPhone = (testInfo: TestInfo): boolean => testInfo.project.name === 'phone';

/**
 * The stock search's combobox, ready to type into: the header field on a desktop, the full-screen
 * panel's field on a phone (opened with its button, with the keyboard when `keyboard`).
 */
export async function openStockSearch(page: Page, testInfo: TestInfo, { keyboard = false } = {}): Promise<Locator> {
  if (isPhone(testInfo)) {
    const button = page.getByTestId('search-panel-button');
    await expect(button).toHaveAttribute('data-hydrated', 'true');
    if (keyboard) {
      await button.focus();
      await page.keyboard.press('Enter');
    } else {
      await button.click();
    }
    const input = page.getByTestId('search-panel').getByRole('combobox');
    await expect(input).toBeFocused();
    return input;
  }
  const form = page.getByTestId('header-search');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  const input = form.getByRole('combobox');
  if (keyboard) {
    // Tab from the top of the page until the field has the focus, as a keyboard user would. After a
    // client-side navigation the focus (and Chromium's starting point for Tab) sits down the page, on
    // what the site focused: focusing the body itself moves the starting point back to the top.
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    for (let i = 0; i < 40 && !(await input.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  } else {
    await input.click();
  }
  await expect(input).toBeFocused();
  return input;
}

/** The listbox the combobox controls. */
export const listboxOf = async (page: Page, input: Locator): Promise<Locator> => page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);

/** axe-core's own build: injected into a page by the test, never shipped (no CSP grant is needed through the debugger protocol). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the page as it is now: no serious or critical violation. axe-core runs in the page
 * itself, injected once per document (and into each frame, which axe.run then visits too), asked for
 * violations only. (@axe-core/playwright re-injected the 500 kB source and opened a blank page to
 * finish every run: 3–5 s a call here against 0.2–0.9 s for the run itself.) It runs axe's default
 * rules, or only `rules` where a caller knows the others have nothing new to say (page-width's dark
 * pass: support/axe-rules.ts).
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string, rules?: readonly string[]): Promise<void> {
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    const ready = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!ready) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
  const serious = await page.evaluate(
    async ({ context, ruleIds }) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }> } };
      const { violations } = await axe.run(context ?? document, { resultTypes: ['violations'], ...(ruleIds ? { runOnly: { type: 'rule', values: ruleIds } } : {}) });
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 5)
              .join(' | ')}`,
        );
    },
    { context: include ?? null, ruleIds: rules ? [...rules] : null },
  );
  expect(serious, 'axe serious/critical violations').toEqual([]);
}

/**
 * The page is never wider than its viewport (no sideways scrolling on a phone). Measured against the
 * viewport the test set, not `window.innerWidth`: a phone (the emulated Pixel) widens its layout
 * viewport to fit a page that is too wide, so innerWidth grows with the fault.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const viewportWidth = page.viewportSize()?.width ?? 0;
  const { documentWidth, bodyWidth, innerWidth } = await page.evaluate(() => ({
    documentWidth: document.documentElement.scrollWidth,
    bodyWidth: document.body.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(documentWidth, 'document width equals the viewport width').toBe(viewportWidth);
  expect(bodyWidth, 'body width').toBeLessThanOrEqual(viewportWidth);
  expect(innerWidth, 'the layout viewport did not widen to fit the page').toBe(viewportWidth);
}

/**
 * Fires the worker's Cron Trigger (the symbol directory's refresh) as the platform would, through
 * Miniflare's /cdn-cgi/handler/scheduled, and waits until the suggestions answer from the directory.
 */
export async function refreshDirectory(request: APIRequestContext): Promise<void> {
  const res = await request.get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('17 * * * *')}`);
  expect(res.status()).toBe(200);
  await expect.poll(async () => ((await (await request.get('/api/stock-suggestions?q=nvda')).json()) as { items: unknown[] }).items.length, { timeout: 15_000 }).toBeGreaterThan(0);
}

/** Lists a new security in the running sandbox (an IPO since the directory's last refresh). */
export async function listNewSecurity(stock: { id: string; name: string; customName?: string }): Promise<void> {
  const res = await fetch(`${sandboxUrl()}/__sandbox/listings`, { method: 'POST', body: JSON.stringify({ exchange: 3, price: 12, capB: 2, ...stock }) });
  expect(res.status).toBe(201);
}
