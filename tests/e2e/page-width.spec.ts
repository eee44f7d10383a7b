import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { reachForPriceChart } from '../support/e2e/price-chart.ts';
import { expectNoSeriousA11yViolations } from '../support/e2e/find.ts';
import { COLOUR_RULES } from '../support/e2e/axe-rules.ts';
import { budgetFor, inGroups } from '../support/e2e/page-groups.ts';
import { signInContext } from '../support/e2e/sign-in.ts';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../support/e2e/viewports.ts';
import { apart, checkEachTable, expectDocumentFitsViewport, expectTablesScrollInTheirBoxes } from '../support/e2e/table.ts';

/**
 * No page is wider than the window (390 px on the phone project, 1440 on the
 * desktop), every data table scrolls inside its own named box with its first column sticky and a
 * scroll hint that shows only while there is more to the right, and the price-delay notice never
 * lies over a table header or a chart legend. Axe runs in the light and the dark theme.
 */

/**
 * Each page is opened once, at 1440 px, and checked; then the same page is resized to the issue's
 * phone, 390 px, and checked again, axe at each width. (A layout that only follows a resize badly would
 * fail here though a phone opening the page at 390 px might not: the stricter case.) Page width has no
 * other source here: the site reads no user agent for layout, and its only hover rules add a hover.
 *
 * A test visits a few pages in one tab, one `test.step` each (a failure names its page): the tab's
 * renderer keeps axe-core and the site's scripts compiled from one page to the next, which makes these
 * checks cheaper than a new browser context per page (decision 033). A guest's cookies are cleared
 * before each page, so each is a first visit.
 */
const WIDTHS = [
  { name: '1440 px', viewport: DESKTOP_VIEWPORT },
  { name: '390 px', viewport: PHONE_VIEWPORT },
] as const;
type Width = (typeof WIDTHS)[number];

/** Runs `check` at 1440 px, then resizes the page to 390 px and runs it again, once the new layout is drawn. */
async function atBothWidths(page: Page, check: (width: Width) => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize(width.viewport);
    // The resize's layout, resize observers (the chart refits in them) and paint are done after two frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await test.step(width.name, () => check(width));
  }
}

/**
 * Axe in the light theme, then in the dark one (decision 042), on the page already loaded:
 * the dark theme is put on as a reader's choice puts it (`data-theme="dark"` on <html>, which the
 * colours follow at once), with no reload, and without `page.emulateMedia`, which would spend the
 * kept tab (support/worker-tab.ts). The dark colour scheme is checked first, so a theme that did not
 * apply cannot pass as dark; the page is light again afterwards. The dark pass runs the colour rules
 * only: the theme changes nothing but colours (panda.config.test.ts), so every
 * other rule would repeat the light pass's answer.
 */
async function expectAxeCleanInBothThemes(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  try {
    expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme), 'the dark theme applies').toBe('dark');
    await test.step('dark theme', () => expectNoSeriousA11yViolations(page, undefined, COLOUR_RULES));
  } finally {
    await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
  }
}

/** sandbox/content/articles/comparisons.ts: tables of 9 and 8 (+12 in the paid body) columns, a long URL, a panorama. */
const WIDE_FREE = 147;
const WIDE_PAID = 148;
/** The demo account that signs in here (no other spec keeps its watchlist or unlocks): it may also preview author 1. */
const MEMBER = '華爾街觀察家';

// prettier-ignore
const NVDA_TABS = [
  'info', 'price', 'news', 'finance/income-statement', 'finance/balance-sheet', 'finance/cash-flow', 'finance/financial-ratio',
  'profile', 'dividend', 'discussion', 'earningsCall', 'technical-analysis',
];
const INDEX_TABS = ['info', 'price', 'news', 'discussion', 'technical-analysis'];

/** Every page type a guest can open. */
const GUEST_PAGES = [
  '/',
  ...NVDA_TABS.map((tab) => `/stock/NVDA/${tab}`),
  '/stock/SPY/info',
  // An ADR with a Taiwan listing: its parity section.
  '/stock/TSM/info',
  ...INDEX_TABS.map((tab) => `/stock/.GSPC/${tab}`),
  '/article',
  `/article/${WIDE_FREE}`,
  `/article/${WIDE_PAID}`,
  `/onlyarticlecontent/${WIDE_FREE}`,
  `/onlyarticlecontent/${WIDE_PAID}`,
  '/category/analysis',
  '/tag/半導體',
  '/author/2',
  '/search/輝達',
  '/compare?ids=NVDA,AMD',
  '/screener',
  '/screener/high-dividend',
  '/calendar?date=2026-11-23',
  '/calendar?view=month&date=2026-11-01',
  '/auth/stock/NVDA/info',
  '/no/such/page',
];

/**
 * Opens a page and waits for all of it: the kept tab's `goto` waits for every streamed section to be
 * revealed (support/worker-tab.ts), and the price chart, which the browser draws later, is drawn.
 * (Not `networkidle`: a signed-in page polls its session every second here.)
 */
async function open(page: Page, path: string): Promise<void> {
  // A page of a group opens at 1440 px though the one before it was left at 390.
  await page.setViewportSize(WIDTHS[0].viewport);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(path === '/no/such/page' ? 404 : 200);
  // The page itself, not a page it redirected to (a member whose session ended is sent home from /watchlist).
  expect(new URL(page.url()).pathname + new URL(page.url()).search, path).toBe(new URL(path, page.url()).pathname + new URL(path, page.url()).search);
  const chart = page.getByTestId('price-chart');
  if ((await chart.count()) > 0) await reachForPriceChart(page);
}

/** Pages with wide tables: each table scrolls in its box, hints while more lies to the right (checkEachTable). */
const TABLE_PAGES = new Set([
  '/stock/NVDA/price',
  '/stock/NVDA/dividend',
  '/stock/NVDA/profile',
  '/stock/NVDA/finance/income-statement',
  `/article/${WIDE_FREE}`,
  '/screener',
  '/screener/high-dividend',
]);

test.describe('no page is wider than the window, its tables scroll in their boxes, and axe finds nothing serious', () => {
  // Read-only guest pages: they may run on every worker at once (each has its own stack), which keeps
  // this file, the longest of the suite, from holding one worker while the others wait.
  test.describe.configure({ mode: 'parallel' });
  // Three pages a test: with axe in both themes at both widths, four took up to 29.6 s (a test over 30 s fails the run).
  for (const paths of inGroups(GUEST_PAGES, 3)) {
    test(paths.join(' · '), async ({ page }) => {
      test.setTimeout(budgetFor(paths.length));
      for (const path of paths) {
        await test.step(path, async () => {
          await page.context().clearCookies();
          await open(page, path);
          await atBothWidths(page, async (width) => {
            await expectDocumentFitsViewport(page);
            const boxes = await expectTablesScrollInTheirBoxes(page);
            if (TABLE_PAGES.has(path)) {
              expect(boxes.length, 'the page has its tables').toBeGreaterThan(0);
              const scrollable = await checkEachTable(page, boxes);
              // The point of it all: on a phone these tables are wider than their boxes.
              if (width.viewport.width === 390) expect(scrollable, 'tables wider than their box at 390 px').toBeGreaterThan(0);
            }
            // Every page type at both widths, not only the pages that were touched; both themes.
            await expectAxeCleanInBothThemes(page);
          });
        });
      }
    });
  }
});

test.describe('a member’s pages', () => {
  test.describe.configure({ mode: 'parallel' });
  // Each worker has a stack (and a sandbox) of its own: the member's unlock and watchlist are made on it once.
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await signInContext(context, MEMBER);
      await unlock(page, WIDE_PAID);
      await followNvda(page);
    } finally {
      await context.close();
    }
  });

  const MEMBER_PAGES = [
    `/article/${WIDE_PAID}`,
    `/onlyarticlecontent/${WIDE_PAID}`,
    '/watchlist',
    '/article/purchase',
    '/article/preview?articleId=190&authorId=1',
    '/article/mine?authorId=1',
    // 通知 (price alerts): the list with its push section, 設定通知, and a refusal with its reasons.
    '/alerts',
    '/alerts/new?symbol=NVDA',
    '/alerts/new?answer=refused&why=check&symbol=NVDA&kind=above&threshold=-5&repeat=once',
  ];
  for (const paths of inGroups(MEMBER_PAGES, 3)) {
    test(paths.join(' · '), async ({ page }) => {
      test.setTimeout(budgetFor(paths.length));
      await signInContext(page.context(), MEMBER, paths[0]);
      for (const path of paths) {
        await test.step(path, async () => {
          await open(page, path);
          // The watchlist's table is drawn on the client after the list arrives: wait for it, not for the load.
          if (path === '/watchlist') await expect(page.getByTestId('watchlist')).toBeVisible();
          await atBothWidths(page, async (width) => {
            await expectDocumentFitsViewport(page);
            const boxes = await expectTablesScrollInTheirBoxes(page);
            if (path === `/article/${WIDE_PAID}`) {
              expect(boxes.length, 'the unlocked body has both its tables').toBe(2);
              // The unlocked paid article's 12-column table scrolls at any width.
              expect(await checkEachTable(page, boxes), `the full table is wider than its box at ${width.name}`).toBeGreaterThan(0);
            }
            if (path === '/watchlist') expect(boxes.map((box) => box.name)).toContain('watchlist');
            await expectAxeCleanInBothThemes(page);
          });
        });
      }
    });
  }
});

test.describe('the price-delay notice', () => {
  test.describe.configure({ mode: 'parallel' });
  const NOTICE_PAGES = ['/stock/NVDA/price', '/stock/NVDA/dividend', '/stock/NVDA/profile', '/stock/NVDA/finance/income-statement', '/stock/NVDA/technical-analysis'];
  for (const paths of inGroups(NOTICE_PAGES, 3)) {
    test(`${paths.join(' · ')}: never over a table header or a chart legend, wherever they are scrolled`, async ({ page }) => {
      test.setTimeout(budgetFor(paths.length));
      for (const path of paths) await test.step(path, () => noticeNeverCovers(page, path));
    });
  }

  test('sits in a reserved slot: the server’s page, the shown notice and the closed one take the same room', async ({ page, browser }) => {
    const serverHeight = new Map<number, number>();
    for (const { viewport } of WIDTHS) serverHeight.set(viewport.width, await slotHeightWithoutScript(browser, viewport));
    await open(page, '/stock/NVDA/price');
    const notice = page.getByTestId('price-delay-notice');
    const slot = page.getByTestId('price-delay-slot');
    await atBothWidths(page, async ({ viewport }) => {
      await expect(notice).toBeVisible();
      const shown = (await slot.boundingBox())!;
      expect(shown.height, 'the slot keeps the server’s height when the notice appears').toBe(serverHeight.get(viewport.width));
      const noticeBox = (await notice.boundingBox())!;
      expect(noticeBox.y).toBeGreaterThanOrEqual(shown.y);
      expect(noticeBox.y + noticeBox.height, 'the notice fits in its slot').toBeLessThanOrEqual(shown.y + shown.height + 0.5);
      await expect(notice).toContainText('股價資訊可能延遲至少 15 分鐘，僅供參考，不構成投資建議。');
      await expectNoSeriousA11yViolations(page, '[data-testid="price-delay-slot"]');
    });

    // Closed at 390 px (where the page was left), then read at both widths.
    await page.getByTestId('price-delay-close').click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('closedStockPriceTips'))).not.toBeNull();
    await atBothWidths(page, async ({ viewport }) => {
      expect((await slot.boundingBox())!.height, 'closing moves nothing').toBe(serverHeight.get(viewport.width));
    });
  });
});

/** The price-delay notice on `path` never lies over a table header or a chart legend, scrolled to the end, centre or start. */
async function noticeNeverCovers(page: Page, path: string): Promise<void> {
  await open(page, path);
  const notice = page.getByTestId('price-delay-notice');
  await atBothWidths(page, async () => {
    await expect(notice).toBeVisible();
    const targets = page.locator('thead, [data-testid="price-chart-legend"], [data-testid^="pane-"] > figcaption');
    const count = await targets.count();
    expect(count, 'the page has table headers or chart legends').toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const target = targets.nth(i);
      if (!(await target.isVisible())) continue;
      for (const block of ['end', 'center', 'start'] as const) {
        await target.evaluate((element, where) => element.scrollIntoView({ block: where, behavior: 'instant' }), block);
        const [noticeBox, targetBox] = [await notice.boundingBox(), await target.boundingBox()];
        expect(apart(noticeBox!, targetBox!), `notice and target ${i} at ${block}`).toBe(true);
        const covered = await target.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const onTop = document.elementFromPoint(rect.left + rect.width / 2, Math.min(rect.top + rect.height / 2, window.innerHeight - 1));
          return onTop !== null && onTop.closest('[data-testid="price-delay-notice"]') !== null;
        });
        expect(covered, `notice drawn over target ${i} at ${block}`).toBe(false);
      }
    }
  });
}

/** The slot as the server sends it (no script: the notice hidden, as for a reader who closed it). */
async function slotHeightWithoutScript(browser: Browser, viewport: { width: number; height: number }): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    const page = await context.newPage();
    await page.goto('/stock/NVDA/price');
    await expect(page.getByTestId('price-delay-notice')).toBeHidden();
    const height = (await page.getByTestId('price-delay-slot').boundingBox())?.height ?? 0;
    expect(height, 'the server reserves the notice’s room').toBeGreaterThan(30);
    return height;
  } finally {
    await context.close();
  }
}

/** Opens a paid article and unlocks it with pCoin (the sandbox keeps unlocks for the run: the second project finds it open). */
async function unlock(page: Page, id: number): Promise<void> {
  await open(page, `/article/${id}`);
  const article = page.getByTestId('article');
  if ((await article.getAttribute('data-locked')) === 'true') {
    await expect(page.getByTestId('paywall-unlock')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('paywall-unlock').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '確認' }).click();
  }
  await expect(article).toHaveAttribute('data-locked', 'false');
  await expect(page.getByTestId('article-body')).toBeVisible();
}

/** Puts NVDA on the member's watchlist (once), so /watchlist shows its table. */
async function followNvda(page: Page): Promise<void> {
  await open(page, '/stock/NVDA/info');
  const toggle = page.getByTestId('stock-info-bar').getByTestId('watchlist-toggle');
  await expect(toggle).toHaveAttribute('data-hydrated', 'true');
  if ((await toggle.getAttribute('data-in-list')) !== 'true') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-in-list', 'true');
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  }
}
