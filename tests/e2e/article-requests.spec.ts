import { expect, test } from '../support/e2e/worker-tab.ts';
import { AS_A_READER } from '../support/e2e/reader-request.ts';
import { sandboxUrl } from './stacks.ts';

/**
 * The article routes' answers that need no browser (status, server HTML, the image proxy): the pages
 * themselves are seen in Chromium by article-page.spec.ts, and the 404 page by edge.spec.ts.
 */

const FREE = 101;

test('unknown, malformed, draft and deleted ids get the 404 page, never a 5xx, and nothing is reflected', async ({ request }) => {
  const ids = ['abc', '-1', '0', '012', '1.5', '9'.repeat(30), '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '"onmouseover=alert(1)', '999999', '194', '190'];
  for (const prefix of ['/article/', '/onlyarticlecontent/']) {
    for (const id of ids) {
      const response = await request.get(`${prefix}${id}`, { headers: AS_A_READER });
      expect(response.status(), `${prefix}${id}`).toBe(404);
      const html = await response.text();
      expect(html, `${prefix}${id}`).toMatch(/<h1[^>]*>找不到這個網頁<\/h1>/);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('"onmouseover=alert(1)');
    }
  }
});

test('the sandbox image proxy serves the article images it is asked for', async ({ request }) => {
  const html = await (await request.get(`/article/${FREE}`, { headers: AS_A_READER })).text();
  const src = /<img[^>]*data-testid="article-cover"[^>]*>/
    .exec(html)?.[0]
    .match(/\bsrc="([^"]+)"/)?.[1]
    ?.replaceAll('&amp;', '&');
  expect(src?.startsWith(`${sandboxUrl()}/image-proxy?`)).toBe(true);
  const image = await request.get(src ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  const openProxy = await request.get(`${sandboxUrl()}/image-proxy?url=${encodeURIComponent('https://evil.example/x.png')}&w=100&format=webp`);
  expect(openProxy.status()).toBe(400);
});
