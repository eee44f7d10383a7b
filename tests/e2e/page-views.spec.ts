import { type Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { recordDataLayer } from '../support/e2e/data-layer.ts';
import { budgetFor, inGroups } from '../support/e2e/page-groups.ts';

/**
 * Page views on every page type: one `page_view` in window.dataLayer per view,
 * a second after the page finished, on first loads and client navigations, with every field. The
 * timing rules are unit-tested (src/components/analytics/page-view.test.ts); here the real pages.
 */

const FIELDS = ['event', 'path', 'fullPath', 'title', 'contentGroup', 'author', 'tags', 'stockTags'];

/**
 * Waits for the page's view, then moves the page's clock (page.clock.install() first) on by 1.5 s, which
 * fires every timer due by then: exactly one view, with every field, in its shape, and no second report.
 */
async function theOnlyView(page: Page, recorder: Awaited<ReturnType<typeof recordDataLayer>>, count = 1) {
  // Asked every 200 ms: the view comes a second after the page, and expect.poll's default backs off to 1 s.
  await expect.poll(async () => (await recorder.pageViews()).length, { timeout: 12_000, intervals: [200] }).toBe(count);
  await page.clock.fastForward(1_500);
  const views = await recorder.pageViews();
  expect(views, 'no second report of the same view').toHaveLength(count);
  const view = views.at(-1)!.event;
  expect(Object.keys(view).sort()).toEqual([...FIELDS].sort());
  expect(view.event).toBe('page_view');
  expect(typeof view.title).toBe('string');
  expect(view.title, 'the title of the page').not.toBe('');
  expect(typeof view.author).toBe('string');
  expect(Array.isArray(view.tags)).toBe(true);
  expect(Array.isArray(view.stockTags)).toBe(true);
  return view as { path: string; fullPath: string; title: string; contentGroup: string; author: string; tags: string[]; stockTags: string[] };
}

/**
 * First loads of the page kinds whose view is put together differently: a path-only page (home), a
 * stock page (its stock tag, an index's with its #), the pages whose details stream in from the server
 * (an article, /onlyarticlecontent, an author's name) and both 404s. Which group and stock tags every
 * other path gets is content-group.test.ts's table; the client navigations below add AAPL's tabs.
 */
const FIRST_LOADS = [
  { url: '/', group: 'home' },
  { url: '/stock/.DJI/price', group: 'stock/price', stockTags: ['#DJI'] },
  { url: '/article/101', group: 'article', author: '美股編輯室', stockTags: ['#GSPC', '#IXIC', 'NVDA'] },
  { url: '/onlyarticlecontent/101', group: 'article-only', author: '', stockTags: ['#GSPC', '#IXIC', 'NVDA'] },
  { url: '/author/1', group: 'author', author: true },
  { url: '/no/such/page', group: 'not-found' },
  { url: '/article/99999999', group: 'not-found' },
] as const;

test.describe('page views', () => {
  // First loads a few to a tab, a `test.step` each (support/page-groups.ts).
  for (const group of inGroups(FIRST_LOADS)) {
    test(group.map((expected) => `${expected.url}: one view, group ${expected.group}`).join(' · ') + ', every field', async ({ page }) => {
      test.setTimeout(budgetFor(group.length));
      // Both apply to every document the tab loads: each page starts with an empty record.
      const recorder = await recordDataLayer(page);
      await page.clock.install();
      for (const expected of group) await test.step(expected.url, () => firstLoad(page, recorder, expected));
    });
  }

  test('client navigations report one view each, for the page they land on', async ({ page }) => {
    const recorder = await recordDataLayer(page);
    await page.clock.install();
    await page.goto('/stock/AAPL/info');
    await theOnlyView(page, recorder);
    await expect(page.getByTestId('stock-tabs')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await page.getByTestId('stock-tabs').getByRole('link', { name: '股價走勢' }).click();
    await expect(page).toHaveURL(/\/stock\/AAPL\/price$/);
    const price = await theOnlyView(page, recorder, 2);
    expect(price).toMatchObject({ path: '/stock/AAPL/price', contentGroup: 'stock/price', stockTags: ['AAPL'] });
    expect(price.title).toBe(await page.title());

    // A range is another address (?range=…): a view of its own, with its query in fullPath.
    await page.getByRole('navigation', { name: '股價走勢區間' }).getByRole('link', { name: '1年' }).click();
    await expect(page).toHaveURL(/range=1Y/);
    const range = await theOnlyView(page, recorder, 3);
    expect(range.fullPath).toMatch(/^\/stock\/AAPL\/price\?.*range=1Y/);

    // Back is a navigation too.
    await page.goBack();
    await expect(page).toHaveURL(/\/stock\/AAPL\/price$/);
    const back = await theOnlyView(page, recorder, 4);
    expect(back.fullPath).toBe('/stock/AAPL/price');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('a view left before its second is up is not reported', async ({ page }) => {
    const recorder = await recordDataLayer(page);
    await page.clock.install();
    await page.goto('/stock/AAPL/info');
    await theOnlyView(page, recorder);
    await expect(page.getByTestId('stock-tabs')).toHaveAttribute('data-hydrated', 'true');
    // The page's clock stands still: the news tab's second cannot run out before the reader moves on.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByTestId('stock-tabs').getByRole('link', { name: '新聞' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await page.getByTestId('stock-tabs').getByRole('link', { name: '公司簡介' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.clock.resume();
    const last = await theOnlyView(page, recorder, 2);
    expect(last.contentGroup).toBe('stock/profile');
  });
});

/** One first load of `expected.url`: exactly one view, with every field, of this page. */
async function firstLoad(page: Page, recorder: Awaited<ReturnType<typeof recordDataLayer>>, expected: (typeof FIRST_LOADS)[number]): Promise<void> {
  await page.goto(expected.url);
  const view = await theOnlyView(page, recorder);
  const url = new URL(page.url());
  expect(view.path).toBe(decodeURIComponent(url.pathname));
  expect(view.fullPath).toBe(`${decodeURIComponent(url.pathname)}${url.search}`);
  expect(view.contentGroup).toBe(expected.group);
  if ('stockTags' in expected) expect(view.stockTags).toEqual(expected.stockTags);
  if ('author' in expected) {
    if (expected.author === true) expect(view.author).not.toBe('');
    else expect(view.author).toBe(expected.author);
  }
  if (expected.group !== 'article' && expected.group !== 'article-only') expect(view.title).toBe(await page.title());
  if (expected.group === 'article' || expected.group === 'article-only') {
    expect(view.tags.length).toBeGreaterThan(0);
    expect(view.title).toBe(await page.getByTestId('article-title').textContent());
  }
}
