import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { listNewSecurity, refreshDirectory } from '../support/e2e/find.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { RETURN_HOME_SECONDS, RETURN_HOME_STATE } from '../../src/lib/http/return-home-timer.ts';
import { attr, jsonLdTypes, metaContent, type ServerPage, serverPage, textOf, theOnly, within } from '../support/e2e/server-page.ts';

/**
 * Stock routes: canonical URLs, the route guard, blocked tabs, the stock layout
 * (info bar, tabs that keep the scroll position, price-delay notice), the info page and its SEO.
 */

const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.afterEach(async () => {
  await setKnobs({});
});

/** Status and target path of a request that is not followed. */
async function peek(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { maxRedirects: 0, headers });
  const location = res.headers()['location'];
  return { status: res.status(), location: location ? new URL(location, 'http://x').pathname : undefined, body: await res.text() };
}

test.describe('canonical URLs', () => {
  test('a respelled id or a bare /stock/{id} answers 308 to the canonical path', async ({ request }) => {
    for (const [from, to] of [
      ['/stock/nvda/price', '/stock/NVDA/price'],
      ['/stock/nvda', '/stock/NVDA/info'],
      ['/stock/NVDA', '/stock/NVDA/info'],
      ['/stock/.dji/info', '/stock/.DJI/info'],
      ['/stock/.dji', '/stock/.DJI/info'],
      ['/stock/%23DJI/news', '/stock/.DJI/news'],
      ['/stock/brk.b/info', '/stock/BRK.B/info'],
      ['/stock/aapl/finance/cash-flow', '/stock/AAPL/finance/cash-flow'],
    ] as const) {
      const res = await peek(request, from);
      expect(res.status, from).toBe(308);
      expect(res.location, from).toBe(to);
    }
  });

  test('/stock with no id goes home', async ({ request }) => {
    const res = await peek(request, '/stock');
    expect([307, 308]).toContain(res.status);
    expect(res.location).toBe('/');
    // Followed as a browser follows it.
    expect((await serverPage(request, '/stock')).path).toBe('/');
  });

  test('following a lowercase URL lands on the canonical page', async ({ request }) => {
    const page = await serverPage(request, '/stock/bf.b/info');
    expect(page.status).toBe(200);
    expect(page.path).toBe('/stock/BF.B/info');
    expect(textOf(theOnly(page.byTestId('stock-symbol'), 'stock-symbol'))).toBe('BF.B');
  });
});

/** The server's tab links of a stock page: their texts, and the current one. */
const tabLinks = (page: ServerPage) => within(page.byTestId('stock-tabs')[0], (element) => element.tagName === 'a');
const heading = (page: ServerPage) =>
  textOf(
    theOnly(
      page.all((element) => element.tagName === 'h1'),
      'h1',
    ),
  );

test.describe('indices and dotted symbols', () => {
  test("'.DJI' shows the #DJI index, without the tabs an index cannot show", async ({ request }) => {
    const page = await serverPage(request, '/stock/.DJI/info');
    expect(page.status).toBe(200);
    expect(textOf(theOnly(page.byTestId('stock-symbol'), 'stock-symbol'))).toBe('#DJI');
    expect(heading(page)).toContain('道瓊工業指數');
    const tabs = tabLinks(page);
    expect(tabs.map((tab) => textOf(tab).trim())).toEqual(['總覽', '指數走勢', '新聞', '討論區', '技術分析']);
    expect(tabs.filter((tab) => attr(tab, 'aria-current') === 'page').map((tab) => textOf(tab).trim())).toEqual(['總覽']);
  });

  test('BRK.B works and keeps its dot in every tab link', async ({ request }) => {
    const page = await serverPage(request, '/stock/BRK.B/info');
    expect(page.status).toBe(200);
    expect(textOf(theOnly(page.byTestId('stock-symbol'), 'stock-symbol'))).toBe('BRK.B');
    expect(heading(page)).toContain('波克夏');
    expect(
      attr(
        tabLinks(page).find((tab) => textOf(tab).trim() === '股價走勢'),
        'href',
      ),
    ).toBe('/stock/BRK.B/price');
  });
});

test.describe('blocked tabs go to info', () => {
  test('an index has no finance, profile, dividend or earnings call; an ETF no finance or earnings call', async ({ request }) => {
    for (const path of ['/stock/.DJI/finance', '/stock/.DJI/finance/cash-flow', '/stock/.DJI/profile', '/stock/.DJI/dividend', '/stock/.DJI/earningsCall']) {
      expect(await peek(request, path), path).toMatchObject({ status: 307, location: '/stock/.DJI/info' });
    }
    for (const path of ['/stock/SPY/finance', '/stock/SPY/finance/income-statement', '/stock/SPY/earningsCall']) {
      expect(await peek(request, path), path).toMatchObject({ status: 307, location: '/stock/SPY/info' });
    }
  });

  test('one hop from a lowercase blocked URL, and an ETF keeps profile and dividend', async ({ request }) => {
    expect(await peek(request, '/stock/.dji/finance/balance-sheet')).toMatchObject({ status: 307, location: '/stock/.DJI/info' });
    expect((await peek(request, '/stock/SPY/profile')).status).toBe(200);
    expect((await peek(request, '/stock/SPY/dividend')).status).toBe(200);
    const spy = await serverPage(request, '/stock/SPY/info');
    expect(tabLinks(spy).map((tab) => textOf(tab).trim())).toEqual(['總覽', '股價走勢', '新聞', '基金簡介', '股利', '討論區', '技術分析']);
  });
});

test.describe('the route guard', () => {
  test('an unknown id answers 404 with the 404 page, whose search finds the stock meant', async ({ page }) => {
    const response = await page.goto('/stock/NOPE1/info');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '找不到這個網頁' })).toBeVisible();
    const search = page.getByTestId('stock-not-found-search');
    await search.getByRole('searchbox').fill('nvda');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);
  });

  test("the unknown stock's 404 goes home after its delay, unless the reader is using it", async ({ page }) => {
    // The page's clock, so the delay costs nothing; `navigate` fires the moment the page asks to leave.
    await page.clock.install();
    const leaving = () => page.evaluate(() => (window as { leaving?: boolean }).leaving === true);
    const watchLeaving = () => page.evaluate(() => navigation.addEventListener('navigate', () => ((window as { leaving?: boolean }).leaving = true)));
    const notice = page.getByTestId('stock-not-found-return-home');
    const root = page.locator('html');

    // Untouched: the notice shows while the timer runs, and the page goes home when it ends.
    expect((await page.goto('/stock/NOPE1/info'))?.status()).toBe(404);
    await expect(root).toHaveAttribute(RETURN_HOME_STATE, 'armed');
    await expect(notice).toBeVisible();
    await page.clock.runFor(RETURN_HOME_SECONDS * 1_000);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('index-card')).toHaveCount(4);

    // The reader focuses the search box: the timer is gone and the notice stops promising it.
    await page.goto('/stock/NOPE1/info');
    await watchLeaving();
    await page.getByTestId('stock-not-found-search').getByRole('searchbox').focus();
    await expect(root).toHaveAttribute(RETURN_HOME_STATE, 'cancelled');
    await expect(notice).toBeHidden();
    await page.clock.runFor(2 * RETURN_HOME_SECONDS * 1_000);
    expect(await leaving()).toBe(false);
    await expect(page).toHaveURL(/\/stock\/NOPE1\/info$/);
  });

  test("a '.' id that is no index is unknown (/stock/.AAPL)", async ({ request }) => {
    expect((await peek(request, '/stock/.AAPL/info')).status).toBe(404);
    expect((await peek(request, '/stock/.AAPL')).status).toBe(404);
  });

  test('crawlers keep the plain 404 (no page, no redirect home)', async ({ request }) => {
    const res = await peek(request, '/stock/NOPE1/info', { 'user-agent': BOT_UA });
    expect(res.status).toBe(404);
    expect(res.body).toBe('Page Not Found: /stock/NOPE1/info');
  });

  test('an unknown tab is a 404', async ({ request }) => {
    expect((await peek(request, '/stock/NVDA/unknown-tab')).status).toBe(404);
    expect((await peek(request, '/stock/NVDA/finance/unknown-statement')).status).toBe(404);
  });

  test('hostile ids get a 404 or a redirect, never a 5xx, and are never reflected', async ({ request }) => {
    const hostile = [
      '/stock/<script>alert(1)</script>',
      '/stock/%3Cscript%3Ealert(1)%3C%2Fscript%3E/info',
      '/stock/%3Cb%3Ex%3C%2Fb%3E',
      '/stock/%00',
      '/stock/%00/info',
      `/stock/${'A'.repeat(200)}`,
      `/stock/${'a'.repeat(200)}/info`,
      '/stock/%E0%A4%A/info',
      '/stock/..%2F..%2Fetc/info',
      '/stock/%22onmouseover%3Dalert(1)/info',
      '/stock/.../info',
    ];
    for (const path of hostile) {
      const res = await peek(request, path);
      expect(res.status, path).toBeLessThan(500);
      expect([404, 307, 308], path).toContain(res.status);
      expect(res.body, path).not.toContain('<script>alert(1)');
      expect(res.body, path).not.toContain('<b>x</b>');
      expect(res.body, path).not.toContain('"onmouseover');
    }
    // Followed to the end, as a browser would.
    const followed = await serverPage(request, '/stock/<script>alert(1)</script>');
    expect(followed.status).toBe(404);
    expect(followed.html).not.toContain('<script>alert(1)</script>');
  });

  test('a failing business service leaves the page up with each section saying so; the name still comes from the directory', async ({ page, request }) => {
    await refreshDirectory(request);
    await setKnobs({ fail: 'business' });
    const response = await page.goto('/stock/NVDA/info');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('stock-info-bar').getByRole('heading', { level: 1 })).toContainText('輝達');
    await expect(page.getByTestId('stock-quote-error')).toBeVisible();
    await expect(page.getByTestId('stock-info-statistics').locator('[data-empty-state="error"]')).toBeVisible();
    await expect(page.getByTestId('stock-info-articles').getByTestId('stock-article').first()).toBeVisible();
  });

  test('a symbol listed since the last refresh works at once (upstream lookup), and is searchable after the next one', async ({ request }) => {
    await refreshDirectory(request);
    const id = 'ZZIPOD';
    await listNewSecurity({ id, name: 'Zz IPO Holdings Inc.', customName: '新上市控股' });
    const page = await serverPage(request, `/stock/${id}/info`);
    expect(page.status).toBe(200);
    expect(textOf(within(theOnly(page.byTestId('stock-info-bar'), 'stock-info-bar'), (element) => element.tagName === 'h1')[0])).toContain('新上市控股');
    const before = (await (await request.get(`/api/stock-suggestions?q=${id}`)).json()) as { items: { id: string }[] };
    expect(before.items.map((item) => item.id)).not.toContain(id);
    await refreshDirectory(request);
    await expect.poll(async () => ((await (await request.get(`/api/stock-suggestions?q=${id}`)).json()) as { items: { id: string }[] }).items[0]?.id).toBe(id);
  });

  test('a symbol the directory lacks, with the business service down, renders provisionally with noindex and a 503', async ({ page, request }) => {
    await refreshDirectory(request);
    const id = 'ZZNEWD';
    await listNewSecurity({ id, name: 'Zz New Listing Corp.' });
    await setKnobs({ fail: 'business' });
    const response = await page.goto(`/stock/${id}/info`);
    // The record itself could not be had: 503 with Retry-After for crawlers, the sections' error states for people.
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('60');
    await expect(page.getByTestId('stock-quote-error')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // An id unknown everywhere is still a 404 once the service answers again.
    await setKnobs({});
    expect((await peek(request, '/stock/ZZZZQX/info')).status).toBe(404);
  });
});

test.describe('stock layout', () => {
  test('the info bar is 82 px high with name, symbol, exchange, quote, session and watchlist slot', async ({ page }) => {
    await page.goto('/stock/NVDA/info');
    const bar = page.getByTestId('stock-info-bar');
    expect((await bar.boundingBox())?.height).toBe(82);
    await expect(bar.getByRole('heading', { level: 1 })).toContainText('輝達');
    await expect(page.getByTestId('stock-symbol')).toHaveText('NVDA');
    await expect(bar).toContainText('那斯達克');
    await expect(page.getByTestId('stock-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    const direction = await bar.locator('[data-direction]').getAttribute('data-direction');
    const colour = await bar.locator('[data-direction]').evaluate((el) => getComputedStyle(el).color);
    // The text shades of the rise/fall hues (AA contrast): riseText #c8322b, fallText #187a4e, stableText #5d6776.
    expect(colour).toBe({ rise: 'rgb(200, 50, 43)', fall: 'rgb(24, 122, 78)', stable: 'rgb(93, 103, 118)' }[direction ?? 'stable']);
    await expect(page.getByTestId('session-badge')).toHaveText(/^(盤前|盤中|盤後|休市)/);
    const slot = await page.getByTestId('watchlist-slot').boundingBox();
    expect(slot).toMatchObject({ width: 96, height: 36 });
    // Still 82 once everything has streamed in.
    expect((await bar.boundingBox())?.height).toBe(82);
  });

  test('switching tabs navigates client-side and keeps the scroll position', async ({ page }) => {
    await page.goto('/stock/NVDA/info');
    await expect(page.getByTestId('stock-info-statistics').locator('dl')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __stayed: boolean }).__stayed = true;
      window.scrollTo(0, 300);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    // dispatchEvent, not click(): Playwright would scroll the tab out from under the sticky header
    // before clicking, which is exactly the movement this test must not see.
    const tabs = page.getByTestId('stock-tabs');
    // Before hydration the tab is a plain link, and a click would be a full load by design.
    await expect(tabs).toHaveAttribute('data-hydrated', 'true');
    await tabs.getByRole('link', { name: '股價走勢' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/stock\/NVDA\/price$/);
    await expect(tabs.getByRole('link', { name: '股價走勢' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true); // no full load
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await tabs.getByRole('link', { name: '新聞' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/stock\/NVDA\/news$/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await tabs.getByRole('link', { name: '總覽' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);
    await expect(page.getByTestId('stock-info-statistics').locator('dl')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
  });

  test('the price-delay notice can be closed, and stays closed after a reload', async ({ page }) => {
    await page.goto('/stock/NVDA/info');
    const notice = page.getByTestId('price-delay-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('延遲');
    await page.getByTestId('price-delay-close').click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('closedStockPriceTips'))).not.toBeNull();
    // The server always sends the notice hidden; the notice's effect decides after hydration. The tabs
    // hydrate in the same commit (both are the stock layout's, no Suspense between them), so once the
    // tabs say they are hydrated, the notice has made up its mind too.
    await page.reload();
    await expect(page.getByTestId('stock-tabs')).toHaveAttribute('data-hydrated', 'true');
    await expect(notice).toBeHidden();
    await page.goto('/stock/.DJI/info');
    await expect(page.getByTestId('stock-tabs')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('price-delay-notice')).toBeHidden();
  });
});

test.describe('info page', () => {
  // Its sections (chart, key statistics, news, tagged articles; an index's statistics) are checked in
  // workerd: src/components/stock/stock-tab-pages.worker.test.tsx.
  test('zh-TW title, description, canonical URL, Open Graph and JSON-LD reach the page (the rules: stock-seo.test.ts)', async ({ request }) => {
    const nvda = await serverPage(request, '/stock/NVDA/info');
    expect(textOf(nvda.all((element) => element.tagName === 'title')[0])).toBe('輝達 NVDA 股價走勢與財報｜美股通');
    expect(attr(nvda.all((element) => element.tagName === 'link' && attr(element, 'rel') === 'canonical')[0], 'href')).toMatch(/\/stock\/NVDA\/info$/);
    expect(metaContent(nvda, 'description')).toMatch(/輝達 NVDA/);
    expect(metaContent(nvda, 'og:title')).toBe('輝達 NVDA 股價走勢與財報｜美股通');
    expect(metaContent(nvda, 'og:url')).toMatch(/\/stock\/NVDA\/info$/);
    expect(jsonLdTypes(nvda)).toContain('Corporation');
    expect(jsonLdTypes(await serverPage(request, '/stock/SPY/info'))).toContain('FinancialProduct');
    expect(jsonLdTypes(await serverPage(request, '/stock/.DJI/info'))).toContain('FinancialProduct');
  });
});
