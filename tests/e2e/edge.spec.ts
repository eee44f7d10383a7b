import { expect, test } from '../support/e2e/worker-tab.ts';
import { AS_A_READER } from '../support/e2e/reader-request.ts';
import { sandboxUrl } from './stacks.ts';

/** The edge layer seen from a browser and from a crawler, against the built worker. */

test.describe('404 page and hostile paths', () => {
  test('an unknown page answers 404 with the 404 page in the site layout; 回到首頁 goes home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '找不到這個網頁' })).toBeVisible();
    await expect(page.getByText('您要找的網頁可能已被移除，或暫時無法瀏覽。')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.getByRole('link', { name: '回到首頁' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('index-card')).toHaveCount(4);
  });

  test('hostile paths get a clean 404, never a 5xx, and nothing is reflected', async ({ request }) => {
    for (const path of ['/article/%00', `/article/${'a'.repeat(5000)}`, '/a%2Fb', '/%E0%A4%A', '/RSC/whatever', '/stock%2F..%2F..%2Fetc']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
    }
    // As a browser sends it (it percent-encodes < > and space); the server's HTML holds no such markup.
    const res = await request.get('/%3Cscript%3Ealert(1)%3C/script%3E', { headers: AS_A_READER });
    expect(res.status()).toBe(404);
    expect(await res.text()).not.toContain('<script>alert(1)</script>');
  });

  test('crawlers get a plain 404 without the page', async ({ request }) => {
    const bot = await request.get('/no/such/page', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    expect(bot.status()).toBe(404);
    expect(bot.headers()['content-type']).toContain('text/plain');
    expect(await bot.text()).toBe('Page not found: /no/such/page');
  });
});

test.describe('security headers', () => {
  test('the CSP nonce reaches every script Waku writes: no violation, and the page hydrates', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to CSP ${e.violatedDirective} ${e.blockedURI}`));
    });
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined(); // http://localhost is not production
    await expect(page.getByTestId('index-card')).toHaveCount(4);
    // Hydrated: every script the page loads at start has run (or been refused) by now.
    await expect(page.getByTestId('header-search')).toHaveAttribute('data-hydrated', 'true');
    expect(violations).toEqual([]);
  });
});

test.describe('guest token', () => {
  test('a first visit gets one HttpOnly session cookie that page scripts cannot read', async ({ page, context }) => {
    const response = await page.goto('/');
    const cookies = await context.cookies();
    const session = cookies.filter((c) => c.name.endsWith('usstock_session'));
    expect(session).toHaveLength(1);
    expect(session[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    expect(session[0]!.expires).toBeGreaterThan(Date.now() / 1000 + 60);
    expect(await page.evaluate(() => document.cookie)).not.toContain('usstock_session');
    // The token itself never appears in the HTML or the RSC payload.
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
    // A second visit keeps the same cookie (no new token).
    await page.reload();
    const again = (await context.cookies()).filter((c) => c.name.endsWith('usstock_session'));
    expect(again[0]?.value).toBe(session[0]?.value);
  });

  test('a garbage session cookie is replaced, not a 5xx', async ({ request }) => {
    const response = await request.get('/', { headers: { ...AS_A_READER, cookie: `usstock_session=${'x'.repeat(3000)}` } });
    expect(response.status()).toBe(200);
    const session = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('usstock_session='));
    expect(session?.value).toMatch(/^usstock_session=[^;]+/);
    expect(session?.value.split(';')[0]).not.toBe(`usstock_session=${'x'.repeat(3000)}`);
  });

  test('crawlers read pages without a token', async ({ request }) => {
    const res = await request.get('/', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('server-defined redirects (KV)', () => {
  test('a document redirect, a chain and an RSC navigation are followed', async ({ request }) => {
    const doc = await request.get('/e2e-old-home', { maxRedirects: 0 });
    expect(doc.status()).toBe(301);
    expect(doc.headers().location).toBe('/');
    const chain = await request.get('/e2e-chain-start', { maxRedirects: 0 });
    expect(chain.status()).toBe(302);
    expect(chain.headers().location).toBe('/');
    // The RSC payload a client navigation asks for, as the browser's fetch follows it.
    const rsc = await request.get('/RSC/R/e2e-old-home.txt?query=');
    expect(rsc.ok()).toBe(true);
    expect(new URL(rsc.url()).pathname, "redirected to the home page's payload").toBe('/RSC/R/_root.txt');
  });

  test('a loop is broken and an off-list absolute target is ignored: no redirect served', async ({ request }) => {
    for (const path of ['/e2e-loop-a', '/e2e-evil']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(res.headers().location, path).toBeUndefined();
    }
  });

  test('an allow-listed absolute target loads the other site', async ({ request }) => {
    const away = await request.get('/e2e-away');
    expect(away.url()).toBe(`${sandboxUrl()}/health`);
    expect(away.ok()).toBe(true);
  });
});

test.describe('sitemaps and robots.txt', () => {
  test('the sitemap index, a stock bucket, the index sitemap and robots.txt', async ({ request, baseURL }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const indexXml = await index.text();
    for (const name of ['stock-index-sitemap', 'stock-sitemap-A', 'stock-sitemap-HI', 'stock-sitemap-other', 'article-sitemap']) {
      expect(indexXml).toContain(`<loc>${baseURL}/${name}.xml</loc>`);
    }
    const bucket = await (await request.get('/stock-sitemap-A.xml')).text();
    expect(bucket).toContain(`<loc>${baseURL}/stock/AAPL/info</loc>`);
    expect(bucket).not.toContain('/stock/NVDA/info');
    const indices = await (await request.get('/stock-index-sitemap.xml')).text();
    expect(indices).toContain(`<loc>${baseURL}/stock/.DJI/info</loc>`);
    expect((await request.get('/stock-sitemap-ZZ.xml')).status()).toBe(404);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
