import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/config';
import { UpstreamError } from '../errors';
import type { UpstreamContext } from '../http';
import { recordingContext } from '@tests/recording-fetch';
import { addToWatchlist, getAdditionalInformation, getConstituents, getFund, getKeypoints, getMovers, getPriceHistory, getQuotes, getStockNews, getStockNewsArticle, STOCK_INFO_BATCH } from './client';
import { parsedIds, stockId } from '@tests/stock-ids';

const config = { BUSINESS_API_URL: 'http://business.test/business', WEB_APP_ID: 'usstock-web' } as AppConfig;

const record = (id: string) => ({ id, name: `${id} Inc.`, customName: null, marketType: 1, commodityType: 1, exchange: 3 });

/**
 * A context whose fetch records each request and answers AdditionalInformation-style bodies:
 * every requested id except those starting with "UNKNOWN" comes back. `inFlight` tracks how many
 * calls were open at once, to prove the chunks go out in parallel.
 */
function recordingServer() {
  const requests: Request[] = [];
  let open = 0;
  let inFlight = 0;
  const ctx: UpstreamContext = {
    config,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      open++;
      inFlight = Math.max(inFlight, open);
      const ids = (await request.clone().json()) as string[];
      await new Promise((resolve) => setTimeout(resolve, 5));
      open--;
      const data = Object.fromEntries(ids.filter((id) => !id.startsWith('UNKNOWN')).map((id) => [id, record(id)]));
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    },
  };
  return { ctx, requests, inFlight: () => inFlight };
}

const answering = (body: unknown, status = 200) => recordingContext(config, body, { status });

describe('getAdditionalInformation', () => {
  it('answers {} for no ids without calling', async () => {
    const { ctx, requests } = recordingServer();
    expect(await getAdditionalInformation(ctx, [])).toEqual({});
    expect(requests).toHaveLength(0);
  });

  it('de-duplicates, then sends chunks of 50 in parallel and merges them', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => stockId(`S${i}`));
    const { ctx, requests, inFlight } = recordingServer();
    const merged = await getAdditionalInformation(ctx, [...ids, ...ids, stockId('UNKNOWN1')]);

    expect(STOCK_INFO_BATCH).toBe(50);
    expect(requests).toHaveLength(3);
    const bodies = (await Promise.all(requests.map((r) => r.json()))) as string[][];
    expect(bodies.map((b) => b.length)).toEqual([50, 50, 21]);
    expect(bodies.flat()).toContain('S0');
    expect(new Set(bodies.flat()).size).toBe(121);
    expect(inFlight()).toBe(3);
    for (const request of requests) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe('http://business.test/business/api/Stock/AdditionalInformation');
      expect(request.headers.get('x-app-id')).toBe('usstock-web');
      expect(request.headers.get('content-type')).toBe('application/json');
    }
    expect(Object.keys(merged)).toHaveLength(120);
    expect(merged.S119?.name).toBe('S119 Inc.');
    expect(merged.UNKNOWN1).toBeUndefined();
  });

  it('sends the ids the parser let through as they stand: # ids, never a malformed one to fail the chunk', async () => {
    const { ctx, requests } = recordingServer();
    const merged = await getAdditionalInformation(ctx, parsedIds('.dji', '<script>', '../etc', 'A'.repeat(300), 'brk.b'));
    expect(requests).toHaveLength(1);
    expect(await requests[0]?.json()).toEqual(['#DJI', 'BRK.B']);
    expect(Object.keys(merged).sort()).toEqual(['#DJI', 'BRK.B']);
  });

  it('calls nothing when every id is malformed', async () => {
    const { ctx, requests } = recordingServer();
    expect(await getAdditionalInformation(ctx, parsedIds('<b>', ''))).toEqual({});
    expect(requests).toHaveLength(0);
  });

  it('fails as a 502 when an answer breaks the contract', async () => {
    const { ctx } = answering({ data: { NVDA: { id: 'NVDA', name: 'Nvidia', marketType: '1' } } });
    await expect(getAdditionalInformation(ctx, [stockId('NVDA')])).rejects.toMatchObject({ status: 502 });
  });
});

describe('other business calls', () => {
  it('Keypoints sends the id as a JSON string and surfaces a 404', async () => {
    const { ctx, requests } = answering({ error: { code: 'stockNotFound', message: 'unknown' } }, 404);
    const failure = await getKeypoints(ctx, stockId('NVDA')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).status).toBe(404);
    expect(await requests[0]?.text()).toBe('"NVDA"');
    expect(requests[0]?.headers.get('x-app-id')).toBe('usstock-web');
  });

  it('escapes # in paths and passes the range', async () => {
    const { ctx, requests } = answering({ data: { id: '#DJI', range: '1M', interval: '1d', previousClose: 1, bars: [] } });
    await getPriceHistory(ctx, stockId('#DJI'), '1M');
    expect(requests[0]?.url).toBe('http://business.test/business/api/Stock/%23DJI/PriceHistory?range=1M');
  });

  it('News passes fetch and the cursor', async () => {
    const { ctx, requests } = answering({ data: { id: 'NVDA', items: [], nextCursor: null } });
    await getStockNews(ctx, stockId('NVDA'), { fetch: 5, cursor: 'abc' });
    expect(requests[0]?.url).toBe('http://business.test/business/api/Stock/NVDA/News?fetch=5&cursor=abc');
  });

  it('a news item by id: the id is one escaped path segment, the text a list of paragraphs', async () => {
    const article = { id: 'idx-GSPC-20261120-0', title: 't', summary: 's', source: 'x', publishedAt: '2026-11-20T14:00:00.000Z', stocks: ['#GSPC'], body: ['p1', 'p2'] };
    const { ctx, requests } = answering({ data: article });
    expect(await getStockNewsArticle(ctx, stockId('#GSPC'), 'idx-GSPC-20261120-0')).toEqual(article);
    expect(requests[0]?.url).toBe('http://business.test/business/api/Stock/%23GSPC/News/idx-GSPC-20261120-0');
    await getStockNewsArticle(ctx, stockId('NVDA'), '../x?y#z');
    expect(requests[1]?.url).toBe('http://business.test/business/api/Stock/NVDA/News/..%2Fx%3Fy%23z');
  });

  it('a news item without its text breaks the contract (502)', async () => {
    const { ctx } = answering({ data: { id: 'a', title: 't', summary: 's', source: 'x', publishedAt: '2026-11-20T14:00:00.000Z', stocks: [] } });
    await expect(getStockNewsArticle(ctx, stockId('NVDA'), 'a')).rejects.toMatchObject({ status: 502 });
  });

  it('Movers passes the type and the count, and refuses an answer that is not a list of movers', async () => {
    const answer = {
      data: {
        type: 'losers',
        asOf: '2026-11-25T14:45:00.000Z',
        tradingDate: '2026-11-25',
        marketSession: 'intraDay',
        universe: { minMarketCap: 2e9, minPrice: 5, size: 2325 },
        items: [{ id: 'HDSN', name: 'Hudson', customName: null, price: 14.2, change: -1, changePercent: -6.58, volume: 2_700_000, marketCap: 2.1e9 }],
      },
    };
    const { ctx, requests } = answering(answer);
    expect((await getMovers(ctx, 'losers', 5)).items[0]?.changePercent).toBe(-6.58);
    expect(requests[0]?.url).toBe('http://business.test/business/api/Stock/Movers?type=losers&count=5');
    expect(requests[0]?.headers.get('x-app-id')).toBe('usstock-web');
    const { ctx: broken } = answering({ data: { ...answer.data, items: [{ id: 'HDSN', changePercent: '-6.58' }] } });
    await expect(getMovers(broken, 'losers', 5)).rejects.toMatchObject({ status: 502 });
  });

  it('Quotes are chunked too', async () => {
    const { ctx, requests } = recordingServer();
    await getQuotes(
      ctx,
      Array.from({ length: 51 }, (_, i) => stockId(`Q${i}`)),
    ).catch(() => undefined);
    expect(requests.map((r) => r.url)).toEqual(['http://business.test/business/api/Stock/Quotes', 'http://business.test/business/api/Stock/Quotes']);
  });

  it('the watchlist needs a token and does not call without one', async () => {
    const { ctx, requests } = answering({ data: { max: 100, items: [] } });
    await expect(addToWatchlist(ctx, stockId('NVDA'))).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(0);
    await addToWatchlist({ ...ctx, token: 'member-token' }, stockId('NVDA'));
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe('http://business.test/business/api/Watchlist/NVDA');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer member-token');
  });

  it('Constituents escapes # and passes sort, order, page and page size', async () => {
    const page = {
      id: '#GSPC',
      asOf: '2026-11-20T16:00:00.000Z',
      tradingDate: '2026-11-20',
      weighting: 'marketCap',
      total: 0,
      sort: 'changePercent',
      order: 'asc',
      page: 2,
      pageSize: 50,
      items: [],
      gainers: [],
      losers: [],
    };
    const { ctx, requests } = answering({ data: page });
    expect(await getConstituents(ctx, stockId('#GSPC'), { sort: 'changePercent', order: 'asc', page: 2, pageSize: 50 })).toEqual(page);
    expect(requests[0]?.url).toBe('http://business.test/business/api/Stock/%23GSPC/Constituents?sort=changePercent&order=asc&page=2&pageSize=50');
  });

  it('Fund surfaces notApplicable as a 404 and refuses a broken answer as a 502', async () => {
    const { ctx, requests } = answering({ error: { code: 'notApplicable', message: 'NVDA is not an ETF' } }, 404);
    await expect(getFund(ctx, stockId('NVDA'))).rejects.toMatchObject({ status: 404 });
    expect(requests[0]?.url).toBe('http://business.test/business/api/Stock/NVDA/Fund');
    const broken = answering({ data: { id: 'SPY', expenseRatio: '0.09%' } });
    await expect(getFund(broken.ctx, stockId('SPY'))).rejects.toMatchObject({ status: 502 });
  });
});
