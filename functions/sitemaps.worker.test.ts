import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { getRecentSummary } from '@/lib/upstream/article/client/articles';
import { getStockDirectory } from '@/lib/upstream/business/client';
import { parseStockId } from '@protocol/stock-id';
import { PRESETS } from '@/lib/screener/presets';
import { sandboxConfig, sandboxContext, setSandboxKnobs } from '@tests/upstream-context';
import { advanceArticleCacheGeneration } from '@/lib/upstream/content-generation';
import { SITEMAP_RETRY_AFTER_SECONDS, default as sitemaps } from './sitemaps';
import { STOCK_SITEMAP_BUCKETS, type StockSitemapBucket } from './sitemap/routes';
import { readSitemap } from './sitemap/xml-check';
import { refreshDirectory } from '@/lib/directory/refresh';
import { DirectoryStore } from '@/lib/directory/store';
import { directoryKv, emptyDirectoryKv } from '@tests/directory-kv';

let siteCounter = 0;
/** A configuration with its own SITE_URL, so each test has its own sitemap cache entries. */
function freshEnv() {
  return { ...sandboxConfig(), SITE_URL: `https://t${Date.now()}-${++siteCounter}.example.test` };
}

/**
 * The middleware in front of a stand-in page, with an upstream fetch that counts calls. No edge
 * directory unless given: these tests are about the upstream path (the directory path is below).
 */
function harness(fetchImpl: typeof fetch = fetch, directory: DirectoryStore | null = null) {
  const calls: string[] = [];
  const counted: typeof fetch = (input, init) => {
    calls.push(String(input instanceof Request ? input.url : input));
    return fetchImpl(input, init);
  };
  const app = new Hono().use(sitemaps({ fetch: counted, directory })).all('*', (c) => c.text('page'));
  const env = freshEnv();
  const request = async (path: string, init: RequestInit = {}) => {
    const exec = createExecutionContext();
    const res = await app.request(path, init, env, exec);
    await waitOnExecutionContext(exec);
    return res;
  };
  return { calls, env, request };
}

const pathOf = (loc: string, site: string) => {
  expect(loc.startsWith(`${site}/`)).toBe(true);
  return loc.slice(site.length);
};

/** The symbol in /stock/{id}/info, decoded. */
const stockIdOf = (path: string) => {
  const match = /^\/stock\/([^/]+)\/info$/.exec(path);
  if (!match?.[1]) throw new Error(`not a stock info path: ${path}`);
  return decodeURIComponent(match[1]);
};

/** Whether an id belongs to a bucket by its first character (the sandbox's grouping rule). */
const inBucket = (id: string, bucket: StockSitemapBucket) => {
  const first = id.charAt(0);
  return bucket === 'other' ? !/[A-U]/.test(first) : bucket.includes(first);
};

describe('sitemaps middleware (workerd, sandbox upstream)', () => {
  it('the index lists every file with absolute URLs, and each of them answers XML', async () => {
    const { env, request } = harness();
    const res = await request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = readSitemap(await res.text());
    expect(index.root).toBe('sitemapindex');
    const paths = index.entries.map((entry) => pathOf(entry.loc, env.SITE_URL));
    expect(paths).toEqual(['/stock-index-sitemap.xml', ...STOCK_SITEMAP_BUCKETS.map((bucket) => `/stock-sitemap-${bucket}.xml`), '/article-sitemap.xml']);
    for (const path of paths) {
      const file = await request(path);
      expect(file.status, path).toBe(200);
      expect(readSitemap(await file.text()).root, path).toBe('urlset');
    }
  });

  it('the stock-index sitemap lists the four indices and the main routes (the calendar, the screener and its presets among them)', async () => {
    const { env, request, calls } = harness();
    const read = readSitemap(await (await request('/stock-index-sitemap.xml')).text());
    const paths = read.entries.map((entry) => pathOf(entry.loc, env.SITE_URL));
    expect(paths).toEqual(expect.arrayContaining(['/', '/article', '/calendar', '/stock/.DJI/info', '/stock/.IXIC/info', '/stock/.GSPC/info', '/stock/.SOXX/info']));
    for (const key of ['analysis', 'news', 'finance', 'market', 'report', 'academy', 'premarket', 'intraday', 'afterhours', 'stock-report', 'trend']) {
      expect(paths).toContain(`/category/${key}`);
    }
    expect(paths.some((path) => path.includes('#'))).toBe(false);
    // The screener and each preset (the rankings among them) have a page of their own.
    expect(paths).toEqual(expect.arrayContaining(['/screener', ...PRESETS.map((preset) => `/screener/${preset.slug}`)]));
    // The indices come from the business service's index list (or the edge cache's copy of it); nothing else is asked.
    expect(calls.every((url) => new URL(url).pathname.endsWith('/business/api/Stock/Indices'))).toBe(true);
  });

  /** The stock-index sitemap against a business service of its own (its own URL: its own edge-cache entry). */
  async function stockIndexSitemapWith(indices: (url: URL) => Response) {
    const calls: string[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      const url = new URL(new Request(input, init).url);
      calls.push(url.pathname);
      return indices(url);
    };
    const app = new Hono().use(sitemaps({ fetch: fetchImpl, directory: null })).all('*', (c) => c.text('page'));
    const env = { ...freshEnv(), BUSINESS_API_URL: `https://business-${Date.now()}-${++siteCounter}.example.test/business` };
    const exec = createExecutionContext();
    const res = await app.request('/stock-index-sitemap.xml', {}, env, exec);
    await waitOnExecutionContext(exec);
    const paths = readSitemap(await res.text()).entries.map((entry) => pathOf(entry.loc, env.SITE_URL));
    return { res, calls, indexPaths: paths.filter((path) => path.startsWith('/stock/')) };
  }

  it("lists the indices the business service's index call names", async () => {
    // prettier-ignore
    const record = (id: string, chineseName: string) => ({ id, name: id, customName: chineseName, marketType: 70, commodityType: 0, exchange: null, chineseName, description: '', englishDescription: '' });
    const { res, calls, indexPaths } = await stockIndexSitemapWith(() => Response.json({ data: [record('#GSPC', '標普500指數'), record('#RUT', '羅素2000指數')] }));
    expect(res.status).toBe(200);
    expect(calls).toEqual(['/business/api/Stock/Indices']);
    expect(indexPaths).toEqual(['/stock/.GSPC/info', '/stock/.RUT/info']);
  });

  it('falls back to the built-in four indices when the index call fails (never a 503 for that)', async () => {
    const { res, calls, indexPaths } = await stockIndexSitemapWith(() => Response.json({ error: { code: 'down', message: 'down' } }, { status: 500 }));
    expect(res.status).toBe(200);
    expect(calls[0]).toBe('/business/api/Stock/Indices');
    expect(indexPaths).toEqual(['/stock/.DJI/info', '/stock/.IXIC/info', '/stock/.GSPC/info', '/stock/.SOXX/info']);
  });

  it('every bucket lists exactly the symbols of its letter range that the upstream knows, with lastmod', async () => {
    const { env, request } = harness();
    const seen = new Set<string>();
    const today = new Date().toISOString().slice(0, 10);
    for (const bucket of STOCK_SITEMAP_BUCKETS) {
      const res = await request(`/stock-sitemap-${bucket}.xml`);
      expect(res.status, bucket).toBe(200);
      const read = readSitemap(await res.text());
      const ids = read.entries.map((entry) => stockIdOf(pathOf(entry.loc, env.SITE_URL)));
      const upstream = (await getStockDirectory({ ...sandboxContext(), edgeCache: false }, bucket)).items.map((item) => item.id);
      expect(new Set(ids), bucket).toEqual(new Set(upstream.filter((id) => parseStockId(id) === id)));
      expect(
        ids.every((id) => inBucket(id, bucket)),
        bucket,
      ).toBe(true);
      expect(
        read.entries.every((entry) => entry.lastmod === today),
        bucket,
      ).toBe(true);
      for (const id of ids) {
        expect(seen.has(id), `${id} in two buckets`).toBe(false);
        seen.add(id);
      }
    }
    expect(seen.size).toBeGreaterThan(10_000);
    expect(seen.has('BRK.B')).toBe(true);
  });

  it('symbols are URL-encoded path segments and XML-escaped; hostile ids are left out', async () => {
    const hostile = ['BRK.B', 'ABR$D', 'AB^C', '<SCRIPT>', 'A&B', '../ETC', 'A/B', 'A B', 'AAPL"', 'A'.repeat(500), 'AMZN'];
    const directory = (url: string) =>
      new URL(url).pathname.endsWith('/api/Stock/Directory')
        ? Response.json({ data: { group: 'A', items: hostile.map((id) => ({ id, name: `${id} Inc.`, customName: null, marketType: 1, commodityType: 1, exchange: 3 })) } })
        : new Response('{}', { status: 404 });
    const { env, request } = harness(async (input) => directory(String(input instanceof Request ? input.url : input)));
    const res = await request('/stock-sitemap-A.xml');
    const xml = await res.text();
    const paths = readSitemap(xml).entries.map((entry) => pathOf(entry.loc, env.SITE_URL));
    expect(paths).toEqual(['/stock/BRK.B/info', '/stock/ABR%24D/info', '/stock/AB%5EC/info', '/stock/AMZN/info']);
    expect(xml).not.toMatch(/<SCRIPT|\.\.\/|A&B/);
  });

  it('escapes a SITE_URL holding XML special characters', async () => {
    const app = new Hono().use(sitemaps({ directory: null })).all('*', (c) => c.text('page'));
    const env = { ...freshEnv(), SITE_URL: `https://x${Date.now()}.example.test/a&b'<c>` };
    const res = await app.request('/stock-index-sitemap.xml', {}, env, createExecutionContext());
    const xml = await res.text();
    expect(xml).toContain('/a&amp;b&apos;&lt;c&gt;/article</loc>');
    expect(readSitemap(xml).entries[0]?.loc).toBe(`${env.SITE_URL}/`);
  });

  it('the article sitemap lists every published article with lastmod = updatedAt', async () => {
    const { env, request } = harness();
    const read = readSitemap(await (await request('/article-sitemap.xml')).text());
    const expected: { id: number; updatedAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const page = await getRecentSummary({ ...sandboxContext(), edgeCache: false }, { fetch: 50, startCursor: cursor });
      expected.push(...page.articles.map((a) => ({ id: a.articleId, updatedAt: a.updatedAt })));
      cursor = page.nextCursor;
    } while (cursor);
    expect(expected.length).toBeGreaterThan(10);
    expect(read.entries).toEqual(expected.map((a) => ({ loc: `${env.SITE_URL}/article/${a.id}`, lastmod: a.updatedAt })));
  });

  it('answers from the edge cache the second time: no upstream call, public Cache-Control', async () => {
    const { calls, request } = harness();
    const first = await request('/stock-sitemap-MN.xml');
    expect(first.headers.get('x-edge-cache')).toBe('miss');
    expect(calls).toHaveLength(1);
    const body = await first.text();
    const second = await request('/stock-sitemap-MN.xml');
    expect(second.headers.get('x-edge-cache')).toBe('hit');
    expect(await second.text()).toBe(body);
    expect(calls).toHaveLength(1);
    expect(second.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });

  it('the article sitemap is rebuilt once the article cache generation moves on (a deletion, decision 028)', async () => {
    const { calls, request } = harness();
    expect((await request('/article-sitemap.xml')).headers.get('x-edge-cache')).toBe('miss');
    const built = calls.length;
    expect((await request('/article-sitemap.xml')).headers.get('x-edge-cache')).toBe('hit');
    expect(calls).toHaveLength(built);
    await advanceArticleCacheGeneration();
    expect((await request('/article-sitemap.xml')).headers.get('x-edge-cache')).toBe('miss');
    expect(calls.length).toBeGreaterThan(built);
    // The stock files do not depend on articles: untouched by the generation.
    const stocks = await request('/stock-sitemap-QR.xml');
    await advanceArticleCacheGeneration();
    expect(stocks.headers.get('x-edge-cache')).toBe('miss');
    expect((await request('/stock-sitemap-QR.xml')).headers.get('x-edge-cache')).toBe('hit');
  });

  it('unknown buckets are 404 without an upstream call', async () => {
    const { calls, request } = harness();
    for (const path of ['/stock-sitemap-ZZ.xml', '/stock-sitemap-.xml', '/stock-sitemap-a.xml', '/stock-sitemap-index.xml', '/stock-sitemap-A-1.xml', '/stock-sitemap-%41.xml']) {
      const res = await request(path);
      expect(res.status, path).toBe(404);
    }
    expect(calls).toHaveLength(0);
  });

  it('a page past the end of a bucket is 404', async () => {
    const { request } = harness();
    expect((await request('/stock-sitemap-A-2.xml')).status).toBe(404);
  });

  it('an upstream failure answers 503 with Retry-After, never a 500', async () => {
    const { request } = harness();
    try {
      await setSandboxKnobs({ fail: 'business' });
      const res = await request('/stock-sitemap-B.xml');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(SITEMAP_RETRY_AFTER_SECONDS));
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await setSandboxKnobs({});
    }
  });

  it('an empty upstream list is an outage (503), not an empty sitemap; the index still lists every file', async () => {
    const empty = async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      return url.pathname.endsWith('/Directory') ? Response.json({ data: { group: url.searchParams.get('group'), items: [] } }) : Response.json({ articles: [], nextCursor: null, total: 0 });
    };
    const { request, env } = harness(empty);
    expect((await request('/stock-sitemap-C.xml')).status).toBe(503);
    expect((await request('/article-sitemap.xml')).status).toBe(503);
    const index = readSitemap(await (await request('/sitemap.xml')).text());
    expect(index.entries).toHaveLength(STOCK_SITEMAP_BUCKETS.length + 2);
    expect(index.entries[0]?.loc).toBe(`${env.SITE_URL}/stock-index-sitemap.xml`);
  });

  it('HEAD has headers without a body, other methods are 405, other paths pass through', async () => {
    const { request } = harness();
    const head = await request('/stock-index-sitemap.xml', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await head.text()).toBe('');
    const post = await request('/sitemap.xml', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    for (const path of ['/', '/stock/NVDA/info', '/sitemap.xml/', '/stock-sitemap-A']) {
      expect(await (await request(path)).text(), path).toBe('page');
    }
  });
});

describe('sitemaps from the edge directory', () => {
  it('a bucket the directory holds is built from it with no upstream call, listing the same symbols', async () => {
    const kv = directoryKv();
    const directory = new DirectoryStore({ kv });
    await refreshDirectory(directory, { ...sandboxContext(), edgeCache: false });
    const { calls, env, request } = harness(fetch, directory);
    const res = await request('/stock-sitemap-JKL.xml');
    expect(res.status).toBe(200);
    const paths = readSitemap(await res.text()).entries.map((entry) => pathOf(entry.loc, env.SITE_URL));
    expect(calls).toEqual([]);
    const upstream = await getStockDirectory({ ...sandboxContext(), edgeCache: false }, 'JKL');
    expect(paths.length).toBe(upstream.items.length);
    expect(paths).toContain('/stock/JPM/info');
  });

  it('a bucket the directory lacks falls back to the upstream', async () => {
    const { calls, request } = harness(fetch, new DirectoryStore({ kv: await emptyDirectoryKv() }));
    expect((await request('/stock-sitemap-OP.xml')).status).toBe(200);
    expect(calls.some((url) => url.includes('/api/Stock/Directory?group=OP'))).toBe(true);
  });
});
