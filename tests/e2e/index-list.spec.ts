import { expect, test } from '../support/e2e/worker-tab.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { sandboxUrl } from './stacks.ts';
import { attr, serverPage, textOf, within } from '../support/e2e/server-page.ts';

/**
 * The indices come from the business service's index call (GET /api/Stock/Indices); the
 * built-in list (src/lib/market/us-indices.ts) only stands in when that call fails. Which of the two
 * answered is proven in src/lib/market/index-list.test.ts and functions/sitemaps.worker.test.ts (the
 * edge cache may hold the call's last answer here); these check what a reader and a crawler get.
 */
test.afterEach(async () => {
  await setKnobs({});
});

test("the home page's index cards are the business service's index list, in its order", async ({ request }) => {
  const res = await fetch(`${sandboxUrl()}/business/api/Stock/Indices`, { headers: { 'x-app-id': 'e2e' } });
  const { data } = (await res.json()) as { data: { id: string; chineseName: string }[] };
  expect(data.length).toBeGreaterThanOrEqual(4);
  // The cards are server HTML: read as the server sent them.
  const cards = (await serverPage(request, '/')).byTestId('index-card');
  expect(cards).toHaveLength(4);
  for (const [i, index] of data.slice(0, 4).entries()) {
    expect(textOf(cards[i])).toContain(index.chineseName);
    expect(within(cards[i], (element) => element.tagName === 'a').map((link) => attr(link, 'href'))).toEqual([`/stock/${index.id.replace('#', '.')}/info`]);
  }
});

test('with the business service down, the index sitemap still lists the four indices (200, not 503)', async ({ request, baseURL }) => {
  await setKnobs({ fail: 'business' });
  const res = await request.get('/stock-index-sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  for (const id of ['.DJI', '.IXIC', '.GSPC', '.SOXX']) expect(xml).toContain(`<loc>${baseURL}/stock/${id}/info</loc>`);
});
