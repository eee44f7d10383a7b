import { PHONE_VIEWPORT } from '../support/e2e/viewports.ts';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, isPhone, listboxOf, openStockSearch } from '../support/e2e/find.ts';
import { serverPage } from '../support/e2e/server-page.ts';

/**
 * The header search as readers use it, on a phone (the full-screen panel) and a
 * desktop (the header field): suggestions from the edge directory, the ARIA combobox keys, the
 * article-search entry, the form without JavaScript, and hostile input.
 */

test.describe('header search', () => {
  // @phone (this and the next two): a phone searches in its own full-screen panel, opened with its button.
  test('輝達, then nvda, then 台積: each stock reached with the keyboard alone', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/');

    // 「輝達」: ↓ to the first suggestion, Enter.
    let input = await openStockSearch(page, testInfo, { keyboard: true });
    await page.keyboard.type('輝達');
    const listbox = await listboxOf(page, input);
    await expect(listbox.getByRole('option').first()).toContainText('NVDA');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    await expect(listbox.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);
    await expect(page.getByTestId('stock-info-bar').getByRole('heading', { level: 1 })).toContainText('輝達');

    // 「nvda」: Enter with no option chosen goes to the stock the text names exactly.
    input = await openStockSearch(page, testInfo, { keyboard: true });
    await page.keyboard.type('nvda');
    await expect((await listboxOf(page, input)).getByRole('option').first()).toContainText('NVDA');
    await page.goto('/');
    input = await openStockSearch(page, testInfo, { keyboard: true });
    await page.keyboard.type('nvda');
    await expect((await listboxOf(page, input)).getByRole('option').first()).toContainText('輝達');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);

    // 「台積」: the ADR of TSMC, the only stock it matches, so Enter with no option chosen opens it.
    input = await openStockSearch(page, testInfo, { keyboard: true });
    await page.keyboard.type('台積');
    const options = (await listboxOf(page, input)).getByRole('option');
    await expect(options.first()).toContainText('TSM');
    await expect(options.first()).toContainText('台積電');
    await expect(options).toHaveCount(2); // TSM and 搜尋文章
    await expect(input).not.toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/stock\/TSM\/info$/);
    await expect(page.getByTestId('stock-symbol')).toHaveText('TSM');
  });

  test('suggestions: ticker, Chinese and English names and exchange; ↑ wraps to 搜尋文章; Esc closes then clears', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/');
    const input = await openStockSearch(page, testInfo);
    await input.pressSequentially('micro', { delay: 30 });
    const listbox = await listboxOf(page, input);
    const first = listbox.getByTestId('stock-suggestion').first();
    await expect(first).toHaveAttribute('data-stock-id', 'MSFT');
    await expect(first).toContainText('微軟');
    await expect(first).toContainText('Microsoft');
    await expect(first).toContainText('Nasdaq');
    await expect(listbox).toHaveAccessibleName('搜尋建議');
    // ↑ from nothing is the last option: always the article search.
    await page.keyboard.press('ArrowUp');
    const last = listbox.getByRole('option').last();
    await expect(last).toHaveText('搜尋文章：micro');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status').filter({ hasText: '檔股票建議' })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('micro');
    await page.keyboard.press('Escape');
    await expect(input).toHaveValue('');
    if (isPhone(testInfo)) await expect(page.getByTestId('search-panel')).toBeVisible();
  });

  test('the four indices by Chinese name and symbol; the article entry opens the search page', async ({ page }, testInfo) => {
    await page.goto('/');
    for (const [typed, id] of [
      ['標普', '#GSPC'],
      ['.GSPC', '#GSPC'],
      ['費半', '#SOXX'],
    ] as const) {
      const input = await openStockSearch(page, testInfo);
      await input.fill(typed);
      await expect((await listboxOf(page, input)).getByTestId('stock-suggestion').first()).toHaveAttribute('data-stock-id', id);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
    }
    const input = await openStockSearch(page, testInfo);
    await input.fill('降息');
    const articles = (await listboxOf(page, input)).getByTestId('article-search-option');
    await expect(articles).toHaveText('搜尋文章：降息');
    await articles.click();
    await expect(page).toHaveURL(/\/search\/%E9%99%8D%E6%81%AF$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('搜尋「降息」');
  });

  test('a tap or click on a suggestion opens the stock; the open search passes axe and fits the screen', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/');
    const input = await openStockSearch(page, testInfo);
    await input.fill('amd');
    const suggestion = (await listboxOf(page, input)).getByTestId('stock-suggestion').first();
    await expect(suggestion).toHaveAttribute('data-stock-id', 'AMD');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    if (isPhone(testInfo)) await suggestion.tap();
    else await suggestion.click();
    await expect(page).toHaveURL(/\/stock\/AMD\/info$/);
    if (isPhone(testInfo)) await expect(page.getByTestId('search-panel')).toBeHidden();
  });

  test('hostile input: a clear answer and never an error', async ({ page }, testInfo) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => {
      pageErrors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const serverErrors: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 500) serverErrors.push(`${res.status()} ${res.url()}`);
    });
    await page.goto('/');
    for (const typed of ['<img src=x onerror=alert(1)>', '%', '100% 漲', '😀📈🚀', '"\'><script>alert(1)</script>', 'A'.repeat(1000)]) {
      const input = await openStockSearch(page, testInfo);
      await input.fill(typed);
      const listbox = await listboxOf(page, input);
      const articleOption = listbox.getByTestId('article-search-option');
      await expect(articleOption).toBeVisible();
      // The field keeps at most 200 characters (the article service's limit).
      expect((await input.inputValue()).length).toBeLessThanOrEqual(200);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\//);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('搜尋「');
      // Either results or the noResult state with text: never a blank list.
      await expect(page.locator('[data-testid="article-item"], [data-empty-state="noResult"]').first()).toBeVisible();
    }
    // Only spaces: nothing to search; the field says so instead of navigating.
    const input = await openStockSearch(page, testInfo);
    const before = page.url();
    await input.fill('     ');
    await page.keyboard.press('Enter');
    expect(page.url()).toBe(before);
    await expect(await listboxOf(page, input)).toBeHidden();
    expect(pageErrors).toEqual([]);
    expect(serverErrors).toEqual([]);
  });

  test('the suggestion API refuses bad requests with 4xx and bounds every answer', async ({ request, baseURL }) => {
    // HTTP only: once is enough (desktop, tag).
    expect((await request.get('/api/stock-suggestions')).status()).toBe(400);
    // A POST from another site is refused by the CSRF check; from the site itself the method is wrong.
    expect((await request.post('/api/stock-suggestions?q=nv')).status()).toBe(403);
    expect((await request.post('/api/stock-suggestions?q=nv', { headers: { origin: baseURL ?? '' } })).status()).toBe(405);
    expect((await request.get(`/api/stock-suggestions?q=${'x'.repeat(1200)}`)).status()).toBe(414);
    const answer = await request.get('/api/stock-suggestions?q=%3Cscript%3E');
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain('<script>');
    const nvda = await request.get('/api/stock-suggestions?q=nv');
    expect(nvda.headers()['cache-control']).toBe('public, max-age=300');
    expect(nvda.headers()['set-cookie']).toBeUndefined();
    expect(((await nvda.json()) as { items: { id: string }[] }).items[0]?.id).toBe('NVDA');
    expect((await nvda.body()).byteLength).toBeLessThanOrEqual(4096);
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // @phone: the phone's search button is a link to the search page, whose form needs no script.
  test('the form sends an exact symbol or name to its stock page', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/');
    if (isPhone(testInfo)) {
      // The phone's search button is a link to the search page, whose form needs no script.
      await page.getByTestId('search-panel-button').click();
      await expect(page).toHaveURL(/\/search$/);
      await page.getByTestId('search-box').getByRole('searchbox').fill('nvda');
      await page.getByTestId('search-box').getByRole('button', { name: '搜尋' }).click();
    } else {
      const field = page.getByTestId('header-search').getByRole('combobox');
      await field.fill('nvda');
      await field.press('Enter');
    }
    await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);
  });
});

test.describe('/search?q= (what the form sends)', () => {
  test('an exact symbol, name, alias or Taiwan code, or a word only one stock matches, goes to its stock page; anything else to the article search', async ({ request }) => {
    for (const [q, path] of [
      ['輝達', /\/stock\/NVDA\/info$/],
      ['台積', /\/stock\/TSM\/info$/],
      // The top suggestion named exactly, though others match too.
      ['apple', /\/stock\/AAPL\/info$/],
      ['標普', /\/stock\/\.GSPC\/info$/],
      ['2330', /\/stock\/TSM\/info$/],
      ['.gspc', /\/stock\/\.GSPC\/info$/],
      ['brk.b', /\/stock\/BRK\.B\/info$/],
      ['降息', /\/search\/%E9%99%8D%E6%81%AF$/],
      ['nv', /\/search\/nv$/],
    ] as const) {
      expect((await serverPage(request, `/search?q=${encodeURIComponent(q)}`)).pathAndQuery, q).toMatch(path);
    }
    // A search of one field stays an article search, even for a symbol.
    expect((await serverPage(request, '/search?q=NVDA&type=stockTags')).pathAndQuery).toMatch(/\/search\/NVDA\?type=stockTags$/);
  });
});

test.describe('/search/{keyword}', () => {
  test('a stock name shows the stock on top with its quote, and each field its number of results', async ({ page }) => {
    await page.goto('/search/%E8%BC%9D%E9%81%94');
    const matches = page.getByTestId('stock-match');
    await expect(matches).toHaveCount(1);
    await expect(matches.first()).toHaveAttribute('data-stock-id', 'NVDA');
    await expect(matches.first().getByTestId('stock-match-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(matches.first().getByRole('link')).toHaveAttribute('href', '/stock/NVDA/info');
    const switches = page.getByTestId('search-type-switch');
    // Articles are tagged NVDA, not 輝達: 標籤 has none, so the page opens on 股票代號,
    // whose switch says how many there are; 標籤 says (0).
    const stockTags = switches.locator('[data-search-type="stockTags"]');
    await expect(stockTags).toHaveAttribute('aria-current', 'page');
    await expect(switches.locator('[data-search-type="tags"]').getByTestId('search-type-count')).toHaveText('(0)');
    await expect(stockTags.getByTestId('search-type-count')).toHaveText(/^\(\d+\)$/);
    const count = Number((await stockTags.getByTestId('search-type-count').innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await expect(page.getByTestId('article-item').first()).toBeVisible();
    await expect(page.getByTestId('article-item')).toHaveCount(Math.min(count, 10));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'main');
    // On a phone the English name gives way, not the exchange (「Nasdaq」 was once cut to 「Nas…」).
    await page.setViewportSize(PHONE_VIEWPORT);
    const exchange = matches.first().getByTestId('stock-match-exchange');
    await expect(exchange).toHaveText('· Nasdaq');
    const [exchangeBox, lineBox] = await Promise.all([exchange.boundingBox(), matches.first().getByTestId('stock-match-meta').boundingBox()]);
    expect(exchangeBox && lineBox && exchangeBox.x + exchangeBox.width).toBeLessThanOrEqual((lineBox?.x ?? 0) + (lineBox?.width ?? 0) + 0.5);
  });

  test('a word that names no stock shows no stock section; recent searches ignore case', async ({ page }) => {
    await page.goto('/search/%E9%99%8D%E6%81%AF');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('降息');
    await expect(page.getByTestId('stock-matches')).toHaveCount(0);
    await page.goto('/search/NVDA');
    await page.goto('/search/nvda');
    const history = page.getByTestId('search-history-item');
    await expect(history.first()).toHaveText('nvda');
    await expect(history.filter({ hasText: /^nvda$/i })).toHaveCount(1);
  });
});
