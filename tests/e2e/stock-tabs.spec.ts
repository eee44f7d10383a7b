import { type Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { attr, attrsOf, emptyStates, type ServerPage, serverPage, textOf, theOnly } from '../support/e2e/server-page.ts';

/**
 * The finance, dividend, profile, earnings-call, news and discussion tabs of /stock/{id}, against
 * the e2e sandbox: AAPL is a dividend-paying company, TSLA pays none, SPY is an ETF, .DJI an index.
 * The earnings-call list and the news and discussion pages with their next-page links are checked in
 * workerd (src/components/stock/stock-tab-pages.worker.test.tsx); 更多新聞 and 載入更多 appending in
 * place with JavaScript in tests/e2e/stock-news.spec.ts.
 */

test.afterEach(async () => {
  await setKnobs({});
});

const QUARTER = /^\d{4}Q[1-4]$/;
const STATEMENTS = [
  { path: 'income-statement', tab: '損益表', row: 'revenue' },
  { path: 'balance-sheet', tab: '資產負債表', row: 'totalAssets' },
  { path: 'cash-flow', tab: '現金流量表', row: 'freeCashFlow' },
  { path: 'financial-ratio', tab: '財務比率', row: 'netMargin' },
] as const;

const periodHeaders = (page: Page) => page.getByTestId('statement-period').allTextContents();

const linkNamed = (page: ServerPage, name: string) =>
  theOnly(
    page.all((element) => element.tagName === 'a' && textOf(element).trim() === name),
    `link ${name}`,
  );

test.describe('finance', () => {
  test('/finance alone goes to the income statement', async ({ request }) => {
    const page = await serverPage(request, '/stock/AAPL/finance');
    expect(page.path).toBe('/stock/AAPL/finance/income-statement');
    theOnly(page.byTestId('statement-table'), 'statement table');
  });

  test('each statement is a table of quarters (YYYYQn) with YoY and a headline chart', async ({ page }) => {
    for (const statement of STATEMENTS) {
      const response = await page.goto(`/stock/AAPL/finance/${statement.path}`);
      expect(response?.status()).toBe(200);
      const headers = await periodHeaders(page);
      expect(headers.length).toBeGreaterThanOrEqual(4);
      for (const header of headers) expect(header.trim()).toMatch(QUARTER);
      // Newest first.
      expect([...headers].sort().reverse()).toEqual(headers);
      await expect(page.locator(`[data-row="${statement.row}"]`)).toBeVisible();
      await expect(page.getByTestId('finance-tabs').getByRole('link', { name: statement.tab })).toHaveAttribute('aria-current', 'page');
      // Each value has its YoY: a signed percentage, or for a row that is itself a percentage (a
      // margin) the change in percentage points, or '-' (no base a year earlier). A real minus sign.
      const yoys = (await page.getByTestId('statement-yoy').allTextContents()).map((yoy) => yoy.replace(/年增率|年增減/, '').trim());
      for (const yoy of yoys.slice(0, 40)) expect(yoy).toMatch(/^([+−]?[\d,]+\.\d{2}(%| 個百分點)|-)$/);
      expect(
        yoys.some((yoy) => yoy.endsWith('個百分點')),
        'percentage rows change in percentage points',
      ).toBe(statement.path === 'financial-ratio');
      const chart = page.getByTestId('statement-chart');
      await expect(chart.locator('svg[role="img"]')).toBeVisible();
      expect(await chart.locator('svg rect').count()).toBeGreaterThanOrEqual(4);
      await expect(chart.locator('svg text').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });

  test('the annual toggle shows fiscal years, and the last year has no YoY', async ({ page }) => {
    await page.goto('/stock/AAPL/finance/income-statement');
    await page.getByTestId('period-toggle').getByRole('link', { name: '年報' }).click();
    await expect(page).toHaveURL(/\/stock\/AAPL\/finance\/income-statement\?period=annual$/);
    await expect(page.getByTestId('statement-period').first()).toHaveText(/^\d{4}$/);
    const headers = await periodHeaders(page);
    for (const header of headers) expect(header.trim()).toMatch(/^\d{4}$/);
    const revenueYoy = page.locator('[data-row="revenue"] [data-testid="statement-yoy"]');
    // The oldest year has no year before it in the data: '-'; the newest has a real change.
    await expect(revenueYoy.last()).toHaveText(/年增率\s*-$/);
    await expect(revenueYoy.first()).toHaveText(/年增率\s*[+−]?[\d,]+\.\d{2}%$/);
    await expect(page.getByTestId('period-toggle').getByRole('link', { name: '年報' })).toHaveAttribute('aria-current', 'page');
  });

  test('switching statements keeps the scroll position', async ({ page }) => {
    await page.goto('/stock/AAPL/finance/income-statement');
    await expect(page.locator('[data-row="revenue"]')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    // Until hydration a tab is a plain link (a full page load starts at the top): wait for the router.
    await expect(page.getByTestId('finance-tabs')).toHaveAttribute('data-hydrated', 'true');
    // dispatchEvent: a real click would first scroll the tab into view.
    await page.getByTestId('finance-tabs').getByRole('link', { name: '資產負債表' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/finance\/balance-sheet$/);
    await expect(page.locator('[data-row="totalAssets"]')).toBeVisible();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - 300)).toBeLessThanOrEqual(2);
  });

  test('an unknown statement is a 404; a tampered period is the quarterly table', async ({ request }) => {
    expect((await serverPage(request, '/stock/AAPL/finance/profit-and-loss')).status).toBe(404);
    const page = await serverPage(request, '/stock/AAPL/finance/cash-flow?period=%3Cscript%3Ealert(1)%3C/script%3E');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(textOf(page.byTestId('statement-period')[0]).trim()).toMatch(QUARTER);
  });

  test('ETFs and indices have no statements or earnings calls: they go to info', async ({ request }) => {
    for (const [from, to] of [
      ['/stock/SPY/finance', '/stock/SPY/info'],
      ['/stock/SPY/finance/balance-sheet', '/stock/SPY/info'],
      ['/stock/SPY/earningsCall', '/stock/SPY/info'],
      ['/stock/.DJI/finance/income-statement', '/stock/.DJI/info'],
      ['/stock/.DJI/dividend', '/stock/.DJI/info'],
      ['/stock/.DJI/profile', '/stock/.DJI/info'],
    ] as const) {
      expect((await serverPage(request, from)).path, from).toBe(to);
    }
  });
});

test.describe('dividend', () => {
  test('a payer shows its history table and a yield chart', async ({ page }) => {
    expect((await page.goto('/stock/AAPL/dividend'))?.status()).toBe(200);
    const rows = page.getByTestId('dividend-row');
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    const first = (await rows.first().locator('td').allTextContents()).map((text) => text.trim());
    expect(first[0]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/); // ex-date, the site's one date format
    expect(first[1]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/); // pay date
    expect(first[1]! >= first[0]!).toBe(true);
    expect(first[2]).toMatch(/^\d+(\.\d+)?$/); // amount
    expect(first[3]).toMatch(/^(\d+\.\d{2}%|-)$/); // yield
    const chart = page.getByTestId('dividend-chart');
    expect(await chart.locator('svg rect').count()).toBeGreaterThanOrEqual(3);
    await expect(chart.locator('svg text', { hasText: '%' }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('a company without dividends says so', async ({ request }) => {
    const page = await serverPage(request, '/stock/TSLA/dividend');
    expect(page.status).toBe(200);
    expect(theOnly(emptyStates(page, 'noResult'), 'empty state')).toContain('這檔股票近年沒有發放股利。');
    expect(page.byTestId('dividend-table')).toHaveLength(0);
  });
});

test.describe('profile', () => {
  test('shows the description, the facts and peers linking to their own pages', async ({ page }) => {
    expect((await page.goto('/stock/AAPL/profile'))?.status()).toBe(200);
    await expect(page.getByTestId('company-description')).toContainText('蘋果');
    const profile = page.getByTestId('company-profile');
    for (const fact of ['sector', 'industry', 'headquarters', 'founded']) {
      await expect(profile.locator(`[data-fact="${fact}"] dd`)).not.toBeEmpty();
    }
    await expect(profile.locator('[data-fact="employees"] dd')).toHaveText(/^\d{1,3}(,\d{3})+ 人$/);
    const website = profile.locator('[data-fact="website"] a');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(website).toHaveAttribute('href', /^https:\/\//);

    const peers = page.getByTestId('peer-row');
    expect(await peers.count()).toBeGreaterThanOrEqual(3);
    const firstLink = peers.first().getByRole('link');
    const href = await firstLink.getAttribute('href');
    expect(href).toMatch(/^\/stock\/[A-Z0-9.]+\/info$/);
    expect(href).not.toBe('/stock/AAPL/info');
    await expect(peers.first().locator('td').nth(3)).toHaveText(/^[\d,.]+[萬億兆]$|^[\d,]+$|^-$/); // market cap
    await expect(peers.first().locator('td[data-direction]').first()).toHaveAttribute('data-direction', /^(rise|fall|stable)$/);
    await expectNoSidewaysScroll(page);
    await firstLink.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\./g, '\\.')}$`));
  });
});

test.describe('news', () => {
  test('a cursor that is not one shows the first page or a way back, never an error', async ({ request }) => {
    for (const cursor of ['%3Cscript%3E', 'zzzz', 'a'.repeat(400)]) {
      const page = await serverPage(request, `/stock/AAPL/news?cursor=${cursor}`);
      expect(page.status, cursor).toBe(200);
      expect(page.byTestId('news-item').length + emptyStates(page, 'noResult').length, cursor).toBeGreaterThan(0);
      expect(emptyStates(page, 'error'), cursor).toEqual([]);
    }
  });
});

test.describe('discussion', () => {
  test('a tampered startScore shows the first page or an empty state, never a 4xx or 5xx', async ({ request }) => {
    const first = attrsOf(await serverPage(request, '/stock/AAPL/discussion'), 'discussion-post', 'data-post-id');
    expect(first.length).toBeGreaterThan(0);
    for (const score of ['-1', 'abc', '1e400', '9'.repeat(300), '%3Cscript%3E']) {
      const page = await serverPage(request, `/stock/AAPL/discussion?startScore=${score}`);
      expect(page.status, score).toBe(200);
      expect(attrsOf(page, 'discussion-post', 'data-post-id'), score).toEqual(first);
    }
    // Well-formed but below every post: nothing there, said plainly.
    const page = await serverPage(request, '/stock/AAPL/discussion?startScore=0.000001');
    expect(page.status).toBe(200);
    expect(theOnly(emptyStates(page, 'noResult'), 'empty state')).toContain('沒有更多討論了');
    expect(attr(linkNamed(page, '回到第一頁'), 'href')).toBe('/stock/AAPL/discussion');
  });

  test('a forum outage is an error in the discussion section only', async ({ request }) => {
    await setKnobs({ fail: 'forum' });
    const page = await serverPage(request, '/stock/AAPL/discussion');
    expect(page.status).toBe(200);
    expect(theOnly(emptyStates(page, 'error'), 'error state')).toContain('討論區暫時無法載入');
    expect(page.byTestId('stock-tabs')).toHaveLength(1);
  });

  test('without the profile service, posts still show under a placeholder name', async ({ request }) => {
    await setKnobs({ fail: 'profile' });
    const page = await serverPage(request, '/stock/AAPL/discussion');
    expect(textOf(page.byTestId('discussion-nickname')[0])).toBe('會員');
  });
});

/**
 * Without JavaScript the links are still links: each page is rendered by the server from its URL, so
 * following a link's href is what a browser without JavaScript does on a click; read from the server's
 * HTML (the streamed sections are there, hidden, until a script would reveal them).
 */
test.describe('without JavaScript', () => {
  test('the period toggle, news paging and discussion paging are plain links', async ({ request }) => {
    const balance = await serverPage(request, '/stock/AAPL/finance/balance-sheet');
    const annualHref = attr(linkNamed(balance, '年報'), 'href') as string;
    const annual = await serverPage(request, annualHref);
    expect(`${annual.path}${new URL(annualHref, 'http://x').search}`).toMatch(/balance-sheet\?period=annual$/);
    expect(textOf(annual.byTestId('statement-period')[0])).toMatch(/^\d{4}$/);

    const news = await serverPage(request, '/stock/AAPL/news');
    const newsNext = attr(theOnly(news.byTestId('news-more'), 'news-more'), 'href');
    expect(newsNext).toMatch(/^\/stock\/AAPL\/news\?cursor=/);
    const firstNews = attrsOf(news, 'news-item', 'data-news-id')[0];
    const nextNews = attrsOf(await serverPage(request, newsNext!), 'news-item', 'data-news-id');
    expect(nextNews.length).toBeGreaterThan(0);
    expect(nextNews[0]).not.toBe(firstNews);

    const discussion = await serverPage(request, '/stock/AAPL/discussion');
    const discussionNext = attr(theOnly(discussion.byTestId('discussion-more'), 'discussion-more'), 'href');
    expect(discussionNext).toMatch(/^\/stock\/AAPL\/discussion\?startScore=/);
    const firstPost = attrsOf(discussion, 'discussion-post', 'data-post-id')[0];
    const nextPosts = attrsOf(await serverPage(request, discussionNext!), 'discussion-post', 'data-post-id');
    expect(nextPosts.length).toBeGreaterThan(0);
    expect(nextPosts[0]).not.toBe(firstPost);
  });
});
