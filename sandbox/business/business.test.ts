import { describe, expect, it } from 'vitest';
import { marketCapOf } from './directory.ts';
import { inMoversUniverse, MIN_MARKET_CAP } from './movers.ts';
import { harness } from './test-support.ts';

type Json = { data?: unknown; error?: { code: string; message: string } };
const json = async (res: Response) => (await res.json()) as Json;

describe('business service: stock records', () => {
  const { request } = harness();

  it('AdditionalInformation answers known ids (upper-cased) and omits unknown ones', async () => {
    const res = await request('POST', '/api/Stock/AdditionalInformation', { body: ['nvda', '#DJI', '.gspc', 'BRK.B', 'NOPE1'] });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, Record<string, unknown>> };
    expect(Object.keys(data).sort()).toEqual(['#DJI', '#GSPC', 'BRK.B', 'NVDA']);
    expect(data.NVDA).toEqual({ id: 'NVDA', name: 'Nvidia', customName: '輝達', marketType: 1, commodityType: 1, exchange: 3 });
    expect(data['#DJI']).toMatchObject({ marketType: 70, customName: '道瓊工業指數', exchange: null });
    expect(await json(await request('POST', '/api/Stock/AdditionalInformation', { body: [] }))).toEqual({ data: {} });
  });

  it('AdditionalInformation takes at most 50 ids', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `A${i}`);
    expect((await request('POST', '/api/Stock/AdditionalInformation', { body: ids })).status).toBe(200);
    const over = await request('POST', '/api/Stock/AdditionalInformation', { body: [...ids, 'NVDA'] });
    expect(over.status).toBe(400);
    expect((await json(over)).error?.message).toMatch(/at most 50/);
  });

  it('Keypoints takes a JSON string and answers the key statistics', async () => {
    const res = await request('POST', '/api/Stock/Keypoints', { raw: '"NVDA"' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, number | null> };
    for (const key of ['open', 'high', 'low', 'previousClose', 'volume', 'marketCap', 'peRatio', 'eps', 'dividendYield', 'week52High', 'week52Low', 'beta']) {
      expect(data, key).toHaveProperty(key);
    }
    expect(data.week52High).toBeGreaterThanOrEqual(data.high as number);
    const index = (await json(await request('POST', '/api/Stock/Keypoints', { raw: '"#GSPC"' }))).data as Record<string, unknown>;
    expect(index.marketCap).toBeNull();
    expect(index.peRatio).toBeNull();
    expect((await request('POST', '/api/Stock/Keypoints', { raw: '"NOPE1"' })).status).toBe(404);
  });

  it('quotes, indices and the sitemap directory', async () => {
    const quotes = (await json(await request('POST', '/api/Stock/Quotes', { body: ['NVDA', '#DJI', 'NOPE1'] }))).data as Record<string, { marketSession: string }>;
    expect(Object.keys(quotes).sort()).toEqual(['#DJI', 'NVDA']);
    expect(quotes.NVDA?.marketSession).toBe('intraDay');
    const indices = (await json(await request('GET', '/api/Stock/Indices'))).data as Array<{ id: string; chineseName: string }>;
    expect(indices.map((i) => i.chineseName)).toEqual(['道瓊工業指數', '那斯達克綜合指數', '標普500指數', '費城半導體指數']);
    const s = (await json(await request('GET', '/api/Stock/Directory?group=S'))).data as { items: Array<{ id: string }> };
    expect(s.items.length).toBeGreaterThan(500);
    expect(s.items.every((item) => item.id.startsWith('S'))).toBe(true);
    const other = (await json(await request('GET', '/api/Stock/Directory?group=other'))).data as { items: Array<{ id: string }> };
    expect(other.items.every((item) => /^[V-Z0-9]/.test(item.id))).toBe(true);
    expect((await request('GET', '/api/Stock/Directory?group=Q')).status).toBe(400);
  });

  it('the directory carries the size of each listing: companies and funds, not warrants, rights, preferreds or indices', async () => {
    const items = async (group: string) => ((await json(await request('GET', `/api/Stock/Directory?group=${group}`))).data as { items: Array<{ id: string; marketCap: number | null }> }).items;
    const mn = new Map((await items('MN')).map((item) => [item.id, item.marketCap]));
    expect(mn.get('NVDA')).toBeGreaterThan(4e12);
    expect(mn.get('MSFT')).toBeGreaterThan(mn.get('MU') ?? Infinity);
    const a = await items('A');
    expect(a.find((item) => item.id === 'AACBR')?.marketCap).toBeNull(); // Artius II … Rights
    expect(a.find((item) => item.id === 'AACBU')?.marketCap).toBeNull(); // … Units
    expect((await items('index')).every((item) => item.marketCap === null)).toBe(true);
    const s = new Map((await items('S')).map((item) => [item.id, item.marketCap]));
    expect(s.get('SPY')).toBeGreaterThan(1e11);
  });

  it('sparklines: a month of daily closes for up to 50 ids, unknown ids left out', async () => {
    const res = await request('POST', '/api/Stock/Sparklines', { body: ['NVDA', '.GSPC', 'NOPE1'] });
    expect(res.status).toBe(200);
    const data = (await json(res)).data as Record<string, { range: string; closes: number[]; from: string; to: string }>;
    expect(Object.keys(data).sort()).toEqual(['#GSPC', 'NVDA']);
    expect(data.NVDA?.range).toBe('1M');
    expect(data.NVDA?.closes.length).toBeGreaterThanOrEqual(15);
    expect(data.NVDA?.closes.length).toBeLessThanOrEqual(24);
    expect((data.NVDA?.from ?? '') < (data.NVDA?.to ?? '')).toBe(true);
    const tooMany = Array.from({ length: 51 }, (_, i) => `A${i}`);
    expect((await request('POST', '/api/Stock/Sparklines', { body: tooMany })).status).toBe(400);
    expect((await request('POST', '/api/Stock/Sparklines', { body: ['<script>'] })).status).toBe(400);
  });

  it('stock pages: history, statements, dividends, profile, events, calls, news, peers', async () => {
    const ok = async (path: string) => {
      const res = await request('GET', path);
      expect(res.status, path).toBe(200);
      return (await res.json()) as { data: Record<string, unknown> };
    };
    expect((await ok('/api/Stock/NVDA/PriceHistory?range=1D')).data.interval).toBe('5m');
    expect((await ok('/api/Stock/%23SOXX/PriceHistory?range=ytd')).data.range).toBe('YTD');
    expect((await ok('/api/Stock/.DJI/PriceHistory?range=5Y')).data.interval).toBe('1wk');
    expect((await ok('/api/Stock/AAPL/Financials/cash-flow?period=annual')).data.periods).toHaveLength(6);
    expect((await ok('/api/Stock/AAPL/Dividends')).data.frequency).toBe('quarterly');
    expect((await ok('/api/Stock/TSLA/Dividends')).data.frequency).toBeNull();
    expect((await ok('/api/Stock/NVDA/Profile')).data.description).toMatch(/^輝達（Nvidia，NASDAQ: NVDA）/);
    expect(((await ok('/api/Stock/KO/Events')).data.items as unknown[]).length).toBeGreaterThan(5);
    expect(((await ok('/api/Stock/NVDA/EarningsCalls')).data.items as unknown[]).length).toBe(12);
    expect(((await ok('/api/Stock/NVDA/Peers')).data.items as Array<{ id: string }>).map((p) => p.id)).toContain('AMD');
  });

  it('news pages by cursor without repeats', async () => {
    const first = (await json(await request('GET', '/api/Stock/NVDA/News?fetch=5'))).data as { items: Array<{ id: string }>; nextCursor: string };
    expect(first.items).toHaveLength(5);
    const second = (await json(await request('GET', `/api/Stock/NVDA/News?fetch=5&cursor=${first.nextCursor}`))).data as { items: Array<{ id: string }> };
    expect(second.items).toHaveLength(5);
    expect(second.items.some((item) => first.items.some((seen) => seen.id === item.id))).toBe(false);
  });

  it('a news item with its full text by id; the list leaves the text out', async () => {
    const list = (await json(await request('GET', '/api/Stock/%23GSPC/News?fetch=3'))).data as { items: Array<Record<string, unknown> & { id: string; title: string }> };
    const first = list.items[0] as { id: string; title: string };
    expect(list.items.every((item) => !('body' in item))).toBe(true);
    const res = await request('GET', `/api/Stock/%23GSPC/News/${first.id}`);
    expect(res.status).toBe(200);
    const article = (await json(res)).data as { id: string; title: string; body: string[]; stocks: string[] };
    expect(article).toMatchObject({ id: first.id, title: first.title, stocks: ['#GSPC'] });
    expect(article.body.length).toBeGreaterThanOrEqual(3);
    expect(article.body[0]).toContain('標普500指數');
    // The same id under another stock, and an id that is not out (yet, or any more).
    expect((await request('GET', `/api/Stock/NVDA/News/${first.id}`)).status).toBe(404);
    expect((await request('GET', '/api/Stock/NVDA/News/NVDA-20991231-0')).status).toBe(404);
  });

  it('blocks statements for indices and ETFs, and profiles and dividends for indices', async () => {
    for (const path of [
      '/api/Stock/%23DJI/Financials/income-statement',
      '/api/Stock/SPY/Financials/balance-sheet',
      '/api/Stock/SPY/EarningsCalls',
      '/api/Stock/%23DJI/Profile',
      '/api/Stock/%23DJI/Dividends',
    ]) {
      const res = await request('GET', path);
      expect(res.status, path).toBe(404);
      expect((await json(res)).error?.code).toBe('notApplicable');
    }
    expect((await request('GET', '/api/Stock/SPY/Profile')).status).toBe(200);
  });
});

describe('business service: the whole catalogue', () => {
  it('the movers rank the large caps: more than 500 of the full catalogue (movers.test.ts runs on a small one)', () => {
    expect(harness().catalogue.all().filter(inMoversUniverse).length).toBeGreaterThan(500);
  });

  it('only the S&P 500 and the hand-described companies are large caps: a company the sandbox knows nothing of is drawn below US$10 billion', () => {
    const all = harness().catalogue.all();
    const unknownLarge = all
      .filter((entry) => !entry.isIndex && !entry.isEtf && entry.sp500 === null && entry.wellKnown === null && (marketCapOf(entry) ?? 0) >= MIN_MARKET_CAP)
      .map((entry) => `${entry.id} ${entry.name}`);
    expect(unknownLarge).toEqual([]);
    const universe = all.filter(inMoversUniverse);
    expect(universe.every((entry) => entry.sp500 !== null || entry.wellKnown !== null)).toBe(true);
    // Oil-Dri (ODC), a small maker of cat litter the listing file names "Oil", is no large cap.
    expect(universe.some((entry) => entry.id === 'ODC')).toBe(false);
  });

  it('a spread of every kind of listing never answers 5xx', async () => {
    const { request, catalogue } = harness(Date.parse('2026-11-27T17:30:00Z')); // during an early-close session
    const all = catalogue.all();
    for (let i = 0; i < all.length; i += 400) {
      const id = encodeURIComponent((all[i] as { id: string }).id);
      for (const path of [`/api/Stock/${id}/PriceHistory?range=1D`, `/api/Stock/${id}/Financials/financial-ratio`, `/api/Stock/${id}/Dividends`, `/api/Stock/${id}/Peers`]) {
        const res = await request('GET', path);
        expect([200, 404], path).toContain(res.status);
      }
      expect((await request('POST', '/api/Stock/Keypoints', { body: (all[i] as { id: string }).id })).status).toBe(200);
    }
  });
});

describe('business service: hostile input', () => {
  const { request } = harness();

  it('answers 400 JSON without X-App-Id', async () => {
    const res = await request('GET', '/api/Stock/Indices', { headers: { 'x-app-id': '' } });
    expect(res.status).toBe(400);
    expect((await json(res)).error?.code).toBe('missingAppId');
    expect((await request('GET', '/api/Stock/Indices', { headers: { 'x-app-id': '<script>' } })).status).toBe(400);
  });

  it.each([
    ['path traversal', '/api/Stock/..%2F..%2Fetc%2Fpasswd/Profile', 400],
    ['markup', '/api/Stock/%3Cscript%3Ealert(1)%3C%2Fscript%3E/Profile', 400],
    ['a 5,000-character id', `/api/Stock/${'A'.repeat(5000)}/Profile`, 400],
    ['a NUL byte', '/api/Stock/%00/Profile', 400],
    ['an unknown symbol', '/api/Stock/NOPE1/Profile', 404],
    ['a bad range', '/api/Stock/NVDA/PriceHistory?range=10Y', 400],
    ['a bad period', '/api/Stock/NVDA/Financials/income-statement?period=weekly', 400],
    ['a bad statement', '/api/Stock/NVDA/Financials/..%2Fsecrets', 400],
    ['a huge fetch', '/api/Stock/NVDA/News?fetch=100000', 400],
    ['a forged cursor', '/api/Stock/NVDA/News?cursor=%3Cx%3E', 400],
    ['markup for a news id', '/api/Stock/NVDA/News/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 400],
    ['a 5,000-character news id', `/api/Stock/NVDA/News/${'a'.repeat(5000)}`, 400],
    ['a news id of an unknown symbol', '/api/Stock/NOPE1/News/NOPE1-20261120-0', 404],
    ['an unknown route', '/api/Stock/NVDA/Nope', 404],
  ])('GET with %s (%s) → %i JSON', async (_, path, status) => {
    const res = await request('GET', path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const body = await json(res);
    expect(body.error?.code).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain('<script>alert');
  });

  it.each([
    ['a non-array body', { body: { ids: ['NVDA'] } }, 400],
    ['malformed JSON', { raw: '["NVDA",' }, 400],
    ['numbers instead of ids', { body: [1, 2] }, 400],
    ['a malformed id', { body: ['NVDA', '../etc'] }, 400],
    ['a 5,000-character id', { body: ['A'.repeat(5000)] }, 400],
    ['a wrong content type', { raw: '["NVDA"]', headers: { 'content-type': 'text/plain' } }, 415],
    ['a form body', { raw: 'ids=NVDA', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
    ['a huge body', { raw: JSON.stringify(Array.from({ length: 5000 }, () => 'NVDA')) }, 413],
  ])('AdditionalInformation with %s (%o) → %i', async (_, options, status) => {
    const res = await request('POST', '/api/Stock/AdditionalInformation', options);
    expect(res.status).toBe(status);
    expect((await json(res)).error?.code).toBeTruthy();
  });

  it('Keypoints refuses non-string bodies', async () => {
    for (const body of [['NVDA'], { id: 'NVDA' }, 42, null]) {
      expect((await request('POST', '/api/Stock/Keypoints', { body })).status).toBe(400);
    }
    expect((await request('POST', '/api/Stock/Keypoints', { raw: '' })).status).toBe(400);
  });
});

describe('business service: watchlist', () => {
  it('refuses anonymous callers and guests', async () => {
    const { request } = harness();
    expect((await request('GET', '/api/Watchlist')).status).toBe(401);
    expect((await request('GET', '/api/Watchlist', { headers: { authorization: 'Bearer forged' } })).status).toBe(401);
    const guest = await request('PUT', '/api/Watchlist/NVDA', { token: 'guest' });
    expect(guest.status).toBe(401);
    expect((await json(guest)).error?.code).toBe('loginRequired');
  });

  it('adds (idempotently), lists per member, and removes', async () => {
    const { request } = harness();
    const list = async (token: 'member' | 'other') => ((await json(await request('GET', '/api/Watchlist', { token }))).data as { items: Array<{ id: string; customName: string | null }> }).items;
    expect(await list('member')).toEqual([]);
    expect((await request('PUT', '/api/Watchlist/nvda', { token: 'member' })).status).toBe(200);
    expect((await request('PUT', '/api/Watchlist/NVDA', { token: 'member' })).status).toBe(200);
    expect((await request('PUT', '/api/Watchlist/.DJI', { token: 'member' })).status).toBe(200);
    expect((await list('member')).map((item) => item.id)).toEqual(['NVDA', '#DJI']);
    expect((await list('member'))[0]?.customName).toBe('輝達');
    expect(await list('other')).toEqual([]);
    expect((await request('DELETE', '/api/Watchlist/NVDA', { token: 'member' })).status).toBe(200);
    expect((await list('member')).map((item) => item.id)).toEqual(['#DJI']);
    expect((await request('DELETE', '/api/Watchlist/NVDA', { token: 'member' })).status).toBe(200);
  });

  it('refuses unknown and malformed symbols and more than 100 entries', async () => {
    const { request, catalogue } = harness();
    expect((await request('PUT', '/api/Watchlist/NOPE1', { token: 'member' })).status).toBe(404);
    expect((await request('PUT', '/api/Watchlist/%3Cb%3E', { token: 'member' })).status).toBe(400);
    expect((await request('DELETE', '/api/Watchlist/NOPE1', { token: 'member' })).status).toBe(404);
    const ids = catalogue
      .sp500Members()
      .slice(0, 101)
      .map((entry) => entry.id);
    for (const id of ids.slice(0, 100)) {
      expect((await request('PUT', `/api/Watchlist/${encodeURIComponent(id)}`, { token: 'member' })).status).toBe(200);
    }
    const full = await request('PUT', `/api/Watchlist/${encodeURIComponent(ids[100] as string)}`, { token: 'member' });
    expect(full.status).toBe(400);
    expect((await json(full)).error?.code).toBe('watchlistFull');
    expect((await request('PUT', `/api/Watchlist/${encodeURIComponent(ids[0] as string)}`, { token: 'member' })).status).toBe(200);
  });
});
