import { expect, test } from '../support/e2e/worker-tab.ts';
import { domHazards, jsonLd } from '../support/e2e/article-dom.ts';
import { expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { recordDataLayer } from '../support/e2e/data-layer.ts';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../support/e2e/viewports.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { appOrigin } from './stacks.ts';
import { CRAWLER_UA, refreshArticleIndex } from '../support/e2e/article-index.ts';
import { AS_A_READER } from '../support/e2e/reader-request.ts';

/**
 * /article/{id} and /onlyarticlecontent/{id} against the sandbox content (docs/decisions/006, 014):
 * free article 101 (official author 7), paid article 122 (80 pCoin) and, loaded through SANDBOX_FIXTURES
 * (test content, not the demo's), hostile articles 900 (~40 XSS vectors) and 9001. What needs no browser (404s, the
 * image proxy) is in article-requests.spec.ts; what the free and the paid article show, in article-page.worker.test.tsx.
 */

const FREE = 101;
const PAID = 122;
const HOSTILE = 900;
const FIXTURE_HOSTILE = 9001;
const EXTERNAL_REL = 'noopener noreferrer nofollow ugc';

test.afterEach(async () => {
  await setKnobs({});
});

// What a free and a paid article show a guest is server HTML: src/components/article/detail/article-page.worker.test.tsx.
// Here, the whole response a reader gets: the paid body is in no byte of it, the RSC payload included.
test('a paid article sends a guest no byte of what follows its teaser', async ({ request }) => {
  const response = await request.get(`/article/${PAID}`, { headers: AS_A_READER });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-testid="article-teaser"');
  expect(html).not.toContain('業務結構：半導體與軟體雙引擎');
  expect(html).not.toContain('護城河在哪裡');
});

for (const id of [HOSTILE, FIXTURE_HOSTILE]) {
  test(`hostile article ${id} renders inert: no dialog, no handler, no request to evil.example, external links marked`, async ({ page }) => {
    const dialogs: string[] = [];
    const evilRequests: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('evil.example')) evilRequests.push(request.url());
    });
    const response = await page.goto(`/article/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('article-title')).toContainText('【測試】');
    // Scroll through the article so every lazy image loads and every element can be reached.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await page.getByTestId('article-body').hover();
    // Whatever the article could run has had its chance: every image has loaded or failed (its onerror
    // would have fired), and the page has hydrated (React has attached its handlers).
    await expect.poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete))).toBe(true);
    await expect(page.getByTestId('header-search')).toHaveAttribute('data-hydrated', 'true');
    expect(dialogs).toEqual([]);
    expect(evilRequests).toEqual([]);
    expect(await domHazards(page)).toEqual([]);

    const external = page.getByTestId('article-body').locator('a[href^="https://evil.example"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', EXTERNAL_REL);
    }
    // The title is shown as text, and the JSON-LD block was not broken out of.
    if (id === HOSTILE) {
      await expect(page.getByTestId('article-title')).toContainText('</script><script>alert("xss-title")</script>');
      expect((await jsonLd(page)).headline).toContain('</script>');
      await expect(page.getByTestId('article-author-name')).toContainText("<img src=x onerror=alert('xss-author')>");
    }
  });
}

/** SANDBOX_FIXTURES articles built to break parsers: each must render, with its ordinary text, on every route. */
const PARSER_TRAPS = [
  { id: 9002, first: '解析器陷阱前文：這段文字必須顯示。', last: '解析器陷阱後文：這段文字也必須顯示。' },
  { id: 9003, first: '深層巢狀開頭', last: '深層巢狀結尾' },
  { id: 9004, first: '錯誤巢狀開頭', last: '錯誤巢狀結尾' },
];

// One test per trap article (each loads a 200,000-character body twice): together they took longer
// than one test's budget on a loaded machine.
for (const { id, first, last } of PARSER_TRAPS) {
  test(`article ${id}, built to break the parser, renders with its text on both routes, on a phone too`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of [`/article/${id}`, `/onlyarticlecontent/${id}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const body = page.getByTestId('article-body');
      await expect(body, path).toContainText(first);
      await expect(body, path).toContainText(last);
      expect(await domHazards(page), path).toEqual([]);
      // At a phone's width too: the same page, resized.
      for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
        await page.setViewportSize(viewport);
        await expectNoSidewaysScroll(page);
      }
    }
    expect(errors).toEqual([]);
  });
}

test("a parser trap's hostile title and author are text that wraps, and a client-side navigation to a trap renders it", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/article/9002');
  await expect(page.getByTestId('article-title')).toContainText('<select><style>標題</style></select>');
  await expect(page.getByTestId('article-author-name')).toContainText('<select><style>作者</style></select>');
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESKTOP_VIEWPORT);
  // Client-side navigation to a trap article renders it too (it used to end in React error #441).
  await page.goto('/tag/測試');
  const trapLink = page.locator('a[href="/article/9003"]').first();
  await trapLink.click();
  await expect(page).toHaveURL(/\/article\/9003$/);
  await expect(page.getByTestId('article-body')).toContainText('深層巢狀結尾');
  expect(errors).toEqual([]);
});

test('dataLayer gets exactly one page view, a second after load, and one more per client-side navigation', async ({ page }) => {
  const recorder = await recordDataLayer(page);
  // The page's clock runs as usual; moved on by hand below, it proves that no second report follows
  // (every timer due in the next 2 s fires) without waiting for it.
  await page.clock.install();
  await page.goto(`/article/${FREE}`);
  await expect.poll(async () => (await recorder.pageViews()).length, { timeout: 10_000 }).toBe(1);
  await page.clock.fastForward(2_000);
  const [view] = await recorder.pageViews();
  expect(await recorder.pageViews()).toHaveLength(1);
  const loadAt = await recorder.loadAt();
  expect(loadAt).not.toBeNull();
  expect(view!.at - loadAt!).toBeGreaterThanOrEqual(1000);
  expect(view!.event).toEqual({
    event: 'page_view',
    path: `/article/${FREE}`,
    fullPath: `/article/${FREE}`,
    title: '11 月第三週美股盤勢總覽：AI 股回檔整理，降息預期再度升溫',
    contentGroup: 'article',
    author: '美股編輯室',
    tags: ['美股盤勢', '週報', '降息', 'AI'],
    stockTags: ['#GSPC', '#IXIC', 'NVDA'],
  });

  // A recent article is a client-side navigation (same document): one more page view, for it.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  const next = page
    .getByTestId('recent-article')
    .filter({ hasNot: page.locator(`a[href="/article/${FREE}"]`) })
    .first()
    .locator('a');
  const href = (await next.getAttribute('href')) ?? '';
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect.poll(async () => (await recorder.pageViews()).length, { timeout: 10_000 }).toBe(2);
  await page.clock.fastForward(2_000);
  const views = await recorder.pageViews();
  expect(views).toHaveLength(2);
  expect(views[1]!.event.path).toBe(href);
  expect(views[1]!.event.title).toBe(await page.getByTestId('article-title').textContent());
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

// What /onlyarticlecontent/{id} shows of a free and a paid article is server HTML (article-page.worker.test.tsx).
// Here, the response's headers and the whole document (the root layout's part too), and the hostile article in a browser.
test('/onlyarticlecontent/{id} is the article alone, in the empty layout, and may be framed', async ({ page, request }) => {
  const response = await request.get(`/onlyarticlecontent/${FREE}`, { headers: AS_A_READER });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(response.headers()['x-frame-options']).toBeUndefined();
  const html = await response.text();
  expect(html.match(/data-layout="empty"/g)).toHaveLength(1);
  expect(html).not.toMatch(/<header[\s>]|<footer[^>]*role="contentinfo"|data-layout="(article|default)"|aria-label="文章分類"/);
  expect(html).toContain('data-testid="article-body"');

  // The hostile one is as inert here.
  await page.goto(`/onlyarticlecontent/${HOSTILE}`);
  expect(await domHazards(page)).toEqual([]);
});

test('a failing article service: a crawler gets 503 with Retry-After, a person the error state at once; a failing forum only loses the official picture', async ({ page }) => {
  // The index lists the article (decision 029): people get their first byte without waiting for the service.
  await refreshArticleIndex(FREE);
  await setKnobs({ fail: 'article' });
  for (const path of [`/article/${FREE}`, `/onlyarticlecontent/${FREE}`]) {
    // Crawlers wait for the article, so they get the true status (decision 022).
    const crawled = await fetch(`${appOrigin()}${path}`, { headers: { 'user-agent': CRAWLER_UA } });
    expect(crawled.status, path).toBe(503);
    expect(crawled.headers.get('retry-after'), path).toBe('60');
    expect(crawled.headers.get('cache-control'), path).toBe('no-store');
    expect(await crawled.text(), path).toContain('文章暫時無法載入');
    // A person's 200 has gone before the service failed: the error state streams in its place.
    const failed = await page.goto(path);
    expect(failed?.status(), path).toBe(200);
    // (The recent articles, from the same service, show their own error state below it.)
    await expect(page.getByRole('alert').filter({ hasText: /^文章暫時無法載入，請稍後再試。$/ }), path).toBeVisible();
  }
  // The author page's record comes from the same service: the same honest answer.
  const author = await page.goto('/author/1');
  expect(author?.status()).toBe(503);
  await expect(page.locator('[data-empty-state="error"]').first()).toBeVisible();
  // A client navigation to the failing article renders the same error state (its RSC payload stays 200).
  await setKnobs({});
  await page.goto('/tag/AI');
  await setKnobs({ fail: 'article' });
  await page.evaluate((href) => {
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`) ?? document.querySelector<HTMLAnchorElement>('a[href^="/article/"]');
    link?.click();
  }, `/article/${FREE}`);
  await expect(page.locator('[data-empty-state="error"]').first()).toBeVisible();

  await setKnobs({ fail: 'forum' });
  const degraded = await page.goto(`/article/${FREE}`);
  expect(degraded?.status()).toBe(200);
  await expect(page.getByTestId('article-author-name')).toHaveText('美股編輯室');
  await expect(page.getByTestId('recent-article')).toHaveCount(3);
});
