import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { listNewSecurity, refreshDirectory } from './find-support.ts';
import { setKnobs } from './sandbox-knobs.ts';

/**
 * Stock routes (issue 4, spec §2): canonical URLs, the route guard, blocked tabs, the stock layout
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

test.describe('canonical URLs', { tag: '@any-viewport' }, () => {
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
    test(`${from} → 308 ${to}`, async ({ request }) => {
      const res = await peek(request, from);
      expect(res.status).toBe(308);
      expect(res.location).toBe(to);
    });
  }

  test('/stock with no id goes home', async ({ request, page }) => {
    const res = await peek(request, '/stock');
    expect([307, 308]).toContain(res.status);
    expect(res.location).toBe('/');
    await page.goto('/stock');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a browser following a lowercase URL lands on the canonical page', async ({ page }) => {
    const response = await page.goto('/stock/bf.b/info');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/stock\/BF\.B\/info$/);
    await expect(page.getByTestId('stock-symbol')).toHaveText('BF.B');
  });
});

test.describe('indices and dotted symbols', { tag: '@any-viewport' }, () => {
  test("'.DJI' shows the #DJI index, without the tabs an index cannot show", async ({ page }) => {
    const response = await page.goto('/stock/.DJI/info');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('stock-symbol')).toHaveText('#DJI');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('道瓊工業指數');
    const tabs = page.getByTestId('stock-tabs').getByRole('link');
    await expect(tabs).toHaveText(['總覽', '股價走勢', '新聞', '討論區', '技術分析']);
    await expect(page.getByTestId('stock-tabs').getByRole('link', { name: '總覽' })).toHaveAttribute('aria-current', 'page');
  });

  test('BRK.B works and keeps its dot in every tab link', async ({ page }) => {
    const response = await page.goto('/stock/BRK.B/info');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('stock-symbol')).toHaveText('BRK.B');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('波克夏');
    await expect(page.getByTestId('stock-tabs').getByRole('link', { name: '股價走勢' })).toHaveAttribute('href', '/stock/BRK.B/price');
  });
});

test.describe('blocked tabs go to info', { tag: '@any-viewport' }, () => {
  for (const path of ['/stock/.DJI/finance', '/stock/.DJI/finance/cash-flow', '/stock/.DJI/profile', '/stock/.DJI/dividend', '/stock/.DJI/earningsCall']) {
    test(`index: ${path}`, async ({ request }) => {
      const res = await peek(request, path);
      expect(res.status).toBe(307);
      expect(res.location).toBe('/stock/.DJI/info');
    });
  }

  for (const path of ['/stock/SPY/finance', '/stock/SPY/finance/income-statement', '/stock/SPY/earningsCall']) {
    test(`ETF: ${path}`, async ({ request }) => {
      const res = await peek(request, path);
      expect(res.status).toBe(307);
      expect(res.location).toBe('/stock/SPY/info');
    });
  }

  test('one hop from a lowercase blocked URL, and an ETF keeps profile and dividend', async ({ request, page }) => {
    expect(await peek(request, '/stock/.dji/finance/balance-sheet')).toMatchObject({ status: 307, location: '/stock/.DJI/info' });
    expect((await peek(request, '/stock/SPY/profile')).status).toBe(200);
    expect((await peek(request, '/stock/SPY/dividend')).status).toBe(200);
    await page.goto('/stock/SPY/info');
    await expect(page.getByTestId('stock-tabs').getByRole('link')).toHaveText(['總覽', '股價走勢', '新聞', '公司簡介', '股利', '討論區', '技術分析']);
  });
});

test.describe('the route guard', { tag: '@any-viewport' }, () => {
  test('an unknown id answers 404 with the 404 page, then sends people home', async ({ page }) => {
    test.setTimeout(20_000);
    const response = await page.goto('/stock/NOPE1/info');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '找不到這個網頁' })).toBeVisible();
    await expect(page.getByTestId('stock-not-found-redirect')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(page.getByTestId('index-card')).toHaveCount(4);
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

  test('hostile ids get a 404 or a redirect, never a 5xx, and are never reflected', async ({ request, page }) => {
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
    const response = await page.goto('/stock/<script>alert(1)</script>');
    expect(response?.status()).toBe(404);
    expect(await page.content()).not.toContain('<script>alert(1)</script>');
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

  test('a symbol listed since the last refresh works at once (upstream lookup), and is searchable after the next one', async ({ page, request }, testInfo) => {
    await refreshDirectory(request);
    const id = `ZZIPO${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
    await listNewSecurity({ id, name: 'Zz IPO Holdings Inc.', customName: '新上市控股' });
    const response = await page.goto(`/stock/${id}/info`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('stock-info-bar').getByRole('heading', { level: 1 })).toContainText('新上市控股');
    const before = (await (await request.get(`/api/stock-suggestions?q=${id}`)).json()) as { items: { id: string }[] };
    expect(before.items.map((item) => item.id)).not.toContain(id);
    await refreshDirectory(request);
    await expect
      .poll(async () => ((await (await request.get(`/api/stock-suggestions?q=${id}`)).json()) as { items: { id: string }[] }).items[0]?.id)
      .toBe(id);
  });

  test('a symbol the directory lacks, with the business service down, renders provisionally with noindex and a 503', async ({ page, request }, testInfo) => {
    await refreshDirectory(request);
    const id = `ZZNEW${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
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
    expect((await page.goto('/stock/ZZZZQX/info'))?.status()).toBe(404);
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
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(notice).toBeHidden();
    await page.goto('/stock/.DJI/info');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('price-delay-notice')).toBeHidden();
  });
});

test.describe('info page', () => {
  test('chart, key statistics, news and tagged articles are all there', async ({ page }, testInfo) => {
    await page.goto('/stock/NVDA/info');
    await expect(page.getByTestId('compact-chart').locator('svg path')).toHaveCount(2);
    const stats = page.getByTestId('stock-info-statistics').locator('dl > div');
    await expect(stats).toHaveCount(12);
    // The 52-week range moved to the quote summary (issue 14 §1: a bar with the price's place).
    await expect(page.getByTestId('stock-quote-summary')).toContainText('52 週區間');
    await expect(page.locator('[data-stat="marketCap"] dd')).toHaveText(/^[\d,]+\.\d{2}[kmb]$/);
    await expect(page.getByTestId('stock-news-item')).toHaveCount(5);
    await expect(page.getByTestId('stock-article').first()).toBeVisible();
    await expect(page.getByTestId('stock-article').first().locator('a')).toHaveAttribute('href', /^\/article\/\d+$/);
    await page.screenshot({ path: testInfo.outputPath(`stock-info-${testInfo.project.name}.png`), fullPage: true });
  });

  test('an index has no market cap, P/E, EPS or yield rows', { tag: '@any-viewport' }, async ({ page }) => {
    await page.goto('/stock/.GSPC/info');
    await expect(page.getByTestId('stock-info-statistics').locator('dl > div')).toHaveCount(6);
    await expect(page.locator('[data-stat="peRatio"]')).toHaveCount(0);
  });

  test('zh-TW title, description, canonical URL, Open Graph and JSON-LD', { tag: '@any-viewport' }, async ({ page }) => {
    await page.goto('/stock/NVDA/info');
    await expect(page).toHaveTitle('輝達 NVDA 股價走勢與財報｜美股通');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/stock\/NVDA\/info$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /輝達 NVDA/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', '輝達 NVDA 股價走勢與財報｜美股通');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/stock\/NVDA\/info$/);
    expect(await jsonLdTypes(page)).toContain('Corporation');

    await page.goto('/stock/SPY/info');
    expect(await jsonLdTypes(page)).toContain('FinancialProduct');
    await page.goto('/stock/.DJI/info');
    expect(await jsonLdTypes(page)).toContain('FinancialProduct');
  });
});

async function jsonLdTypes(page: Page): Promise<string[]> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(text ?? '{}') as { '@graph'?: Array<{ '@type': string }> };
  return (data['@graph'] ?? []).map((node) => node['@type']);
}
