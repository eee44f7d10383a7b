import { expect, test } from '../support/e2e/worker-tab.ts';
import { CRAWLER_UA, refreshArticleIndex, timeToHeaders } from '../support/e2e/article-index.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { waitForStyles } from '../support/e2e/styles.ts';

/**
 * The article index at the edge (decision 029): an article page of a listed id sends its first byte
 * without waiting for the article service; malformed ids never wait; unlisted ids and crawlers wait
 * for the service's true answer. The sandbox's latency knob makes the difference measurable.
 */

const FREE = 101;
const LATENCY_MS = 2_000;
const FREE_TITLE = '11 月第三週美股盤勢總覽：AI 股回檔整理，降息預期再度升溫';

// The index lives in the stack's KV and nothing in this file changes it: one refresh serves every test.
test.beforeAll(async () => {
  await refreshArticleIndex(FREE);
});

test.afterEach(async () => {
  await setKnobs({});
});

test('a listed article answers 200 long before the article service, then the article streams in', async () => {
  await setKnobs({ latency: `article=${LATENCY_MS}` });
  for (const path of [`/article/${FREE}`, `/onlyarticlecontent/${FREE}`]) {
    const { ms, response } = await timeToHeaders(path);
    expect(response.status, path).toBe(200);
    expect(ms, `${path}: headers before the service answers`).toBeLessThan(LATENCY_MS / 2);
    // The first bytes already carry the title; the article follows in the same response.
    const html = await response.text();
    expect(html, path).toContain(`<title>${FREE_TITLE}｜美股通</title>`);
    expect(html, path).toContain('data-testid="article-skeleton"');
    expect(html, path).toContain('data-testid="article-body"');
  }
});

test('malformed ids are a 404 at once; an id the index does not list waits for the service and is a 404', async () => {
  await setKnobs({ latency: `article=${LATENCY_MS}` });
  for (const path of ['/article/abc', '/article/0101', '/onlyarticlecontent/1e3']) {
    const { ms, response } = await timeToHeaders(path);
    expect(response.status, path).toBe(404);
    expect(ms, `${path}: no upstream call`).toBeLessThan(LATENCY_MS / 2);
  }
  const unknown = await timeToHeaders('/article/987654321');
  expect(unknown.response.status).toBe(404);
  expect(unknown.ms, 'an unlisted id asks the service').toBeGreaterThanOrEqual(LATENCY_MS);
});

test('a crawler waits for the article: the true status before the first byte', async () => {
  await setKnobs({ latency: `article=${LATENCY_MS}` });
  const { ms, response } = await timeToHeaders(`/article/${FREE}`, { 'user-agent': CRAWLER_UA });
  expect(response.status).toBe(200);
  expect(ms).toBeGreaterThanOrEqual(LATENCY_MS);
  const html = await response.text();
  expect(html).not.toContain('data-testid="article-skeleton"');
  expect(html).toContain(FREE_TITLE);
});

test("the skeleton has the article's shape: nothing a reader sees moves when the article arrives", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Slower than the page's own loading on a busy machine, under the upstream timeout (5 s).
  await setKnobs({ latency: 'article=4000' });
  await page.goto(`/article/${FREE}`, { waitUntil: 'commit' });
  const skeleton = page.getByTestId('article-skeleton');
  await expect(skeleton).toBeVisible();
  // The boxes are the page's only once its style sheet applies (it loads while the skeleton is shown).
  await waitForStyles(page);
  await expect(skeleton, 'the article is still on its way: the skeleton can be measured').toBeVisible();
  // One look at the skeleton's boxes (the article may arrive any moment after).
  const boxes = (root: string, title: string, time: string) =>
    page.evaluate(
      ([rootSel, titleSel, timeSel]) => {
        const box = (selector: string) => {
          const rect = document.querySelector(selector)?.getBoundingClientRect();
          return rect && { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        };
        return { title: box(titleSel ?? ''), time: box(timeSel ?? ''), card: box(rootSel ?? ''), text: document.querySelector(titleSel ?? '')?.textContent, docTitle: document.title };
      },
      [root, title, time],
    );
  const before = await boxes('[data-testid="article-skeleton"]', '[data-testid="article-skeleton"] h1', '[data-testid="article-skeleton"] time');
  expect(before.card, 'measured while the skeleton was shown').toBeTruthy();
  expect(before.text).toBe(FREE_TITLE);
  expect(before.docTitle).toBe(`${FREE_TITLE}｜美股通`);
  await expect(page.getByTestId('article-body')).toBeVisible({ timeout: 10_000 });
  await expect(skeleton).toHaveCount(0);
  const after = await boxes('[data-testid="article"]', '[data-testid="article-title"]', '[data-testid="article-published"]');
  expect(after.title).toEqual(before.title);
  expect(after.time).toEqual(before.time);
  expect({ ...after.card, height: 0 }).toEqual({ ...before.card, height: 0 });
  // The cover's box was reserved at its own proportions.
  await expect(page.getByTestId('article-cover')).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
  expect(shifts).toBeLessThan(0.02);
  await expect(page).toHaveTitle(`${FREE_TITLE}｜美股通`);
  expect(await page.locator('title').count()).toBe(1);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
