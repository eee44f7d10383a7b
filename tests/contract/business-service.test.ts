import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as company from '../../src/lib/upstream/business/schemas/company.ts';
import * as directory from '../../src/lib/upstream/business/schemas/directory.ts';
import * as history from '../../src/lib/upstream/business/schemas/history.ts';
import * as lists from '../../src/lib/upstream/business/schemas/lists.ts';
import * as news from '../../src/lib/upstream/business/schemas/news.ts';
import * as quotes from '../../src/lib/upstream/business/schemas/quotes.ts';
import * as screener from '../../src/lib/upstream/business/schemas/screener.ts';
import { harness, type TestToken } from '../../sandbox/business/test-support.ts';

/** The business service's schemas, every family. */
const schemas = { ...quotes, ...directory, ...history, ...company, ...news, ...lists, ...screener };

/**
 * The app's valibot schemas are the contract: every answer of the service, in-process, must parse.
 * (src/lib/upstream/business/contract.worker.test.ts does the same through the real client in workerd.)
 * Several clocks cover the sessions: before the open, during it, after it, and a weekend.
 */
const CLOCKS = {
  preMarket: Date.parse('2026-11-20T12:00:00Z'),
  intraDay: Date.parse('2026-11-20T16:00:00Z'),
  afterHours: Date.parse('2026-11-20T22:00:00Z'),
  weekend: Date.parse('2026-11-22T08:00:00Z'),
} as const;

type Case = [name: string, schema: v.GenericSchema, method: string, path: string, options?: { body?: unknown; token?: TestToken }];

const stockCases = (id: string): Case[] => {
  const path = encodeURIComponent(id);
  return [
    [`${id} keypoints`, schemas.KeypointsSchema, 'POST', '/api/Stock/Keypoints', { body: id }],
    ...schemas.PRICE_RANGES.map((range): Case => [`${id} ${range}`, schemas.PriceHistorySchema, 'GET', `/api/Stock/${path}/PriceHistory?range=${range}`]),
    [`${id} events`, schemas.StockEventsSchema, 'GET', `/api/Stock/${path}/Events`],
    [`${id} news`, schemas.StockNewsSchema, 'GET', `/api/Stock/${path}/News?fetch=50`],
    [`${id} peers`, schemas.PeersSchema, 'GET', `/api/Stock/${path}/Peers`],
  ];
};

const companyCases = (id: string): Case[] => [
  ...stockCases(id),
  ...schemas.STATEMENT_KINDS.flatMap((statement) =>
    schemas.PERIOD_KINDS.map((period): Case => [`${id} ${statement} ${period}`, schemas.FinancialStatementSchema, 'GET', `/api/Stock/${id}/Financials/${statement}?period=${period}`]),
  ),
  [`${id} dividends`, schemas.DividendsSchema, 'GET', `/api/Stock/${id}/Dividends`],
  [`${id} profile`, schemas.CompanyProfileSchema, 'GET', `/api/Stock/${id}/Profile`],
  [`${id} earnings calls`, schemas.EarningsCallsSchema, 'GET', `/api/Stock/${id}/EarningsCalls`],
];

const cases: Case[] = [
  ['additional information', schemas.AdditionalInformationSchema, 'POST', '/api/Stock/AdditionalInformation', { body: ['NVDA', '#DJI', 'SPY', 'BRK.B', 'NOPE1'] }],
  ['quotes', schemas.QuotesSchema, 'POST', '/api/Stock/Quotes', { body: ['NVDA', '#DJI', 'SPY', 'BFH$A', 'PSNYW'] }],
  ['indices', schemas.IndicesSchema, 'GET', '/api/Stock/Indices'],
  ...schemas.MOVER_TYPES.map((type): Case => [`movers ${type}`, schemas.MoversSchema, 'GET', `/api/Stock/Movers?type=${type}&count=5`]),
  ...schemas.DIRECTORY_GROUPS.map((group): Case => [`directory ${group}`, schemas.DirectorySchema, 'GET', `/api/Stock/Directory?group=${group}`]),
  ...companyCases('NVDA'),
  ...companyCases('BRK.B'),
  ...companyCases('AACB'),
  ...companyCases('ZVIA'),
  ...stockCases('#SOXX'),
  ...stockCases('SPY'),
  // CI has a split announced for 28 December 2026 (sandbox/market/splits.ts): an upcoming 'split' event.
  ['split events', schemas.StockEventsSchema, 'GET', '/api/Stock/CI/Events'],
  ['ETF dividends', schemas.DividendsSchema, 'GET', '/api/Stock/SPY/Dividends'],
  ...['SPY', 'QQQ', 'DIA', 'SOXX', 'ARKK', 'TLT', 'GLD', 'AAAA'].map((id): Case => [`${id} fund`, schemas.FundSchema, 'GET', `/api/Stock/${id}/Fund`]),
  ...['#DJI', '#GSPC', '#SOXX', '#IXIC'].map((id): Case => [`${id} constituents`, schemas.ConstituentsSchema, 'GET', `/api/Stock/${encodeURIComponent(id)}/Constituents`]),
  ['constituents sorted, page 2', schemas.ConstituentsSchema, 'GET', '/api/Stock/%23GSPC/Constituents?sort=changePercent&order=asc&page=2&pageSize=50'],
  ['constituents past the last page', schemas.ConstituentsSchema, 'GET', '/api/Stock/%23DJI/Constituents?page=3'],
  ['ETF profile', schemas.CompanyProfileSchema, 'GET', '/api/Stock/SPY/Profile'],
  ['screener, every row', schemas.ScreenerPageSchema, 'GET', '/api/Stock/Screener?page=1&pageSize=2000'],
  ['screener, page 3 of 50', schemas.ScreenerPageSchema, 'GET', '/api/Stock/Screener?page=3&pageSize=50'],
  ['screener past the last page', schemas.ScreenerPageSchema, 'GET', '/api/Stock/Screener?page=100&pageSize=2000'],
  ['watchlist', schemas.WatchlistSchema, 'GET', '/api/Watchlist', { token: 'member' }],
  ['watchlist add', schemas.WatchlistSchema, 'PUT', '/api/Watchlist/NVDA', { token: 'member' }],
  ['watchlist remove', schemas.WatchlistSchema, 'DELETE', '/api/Watchlist/NVDA', { token: 'member' }],
];

function expectToParse(schema: v.GenericSchema, path: string, answer: unknown): void {
  const result = v.safeParse(schema, answer);
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(`${path}: ${issue ? `${v.getDotPath(issue)}: ${issue.message}` : 'invalid'}`);
  }
}

// On the small test universe (sandbox/catalogue/test-universe.ts): the movers and the constituents
// generate every member's series, seconds per clock on the full catalogue. Same code, same shapes.
describe.each(Object.entries(CLOCKS))('business answers parse with the app schemas (%s)', (_, now) => {
  const { request } = harness(now, 'small');
  it.each(cases)('%s', async (_name, schema, method, path, options) => {
    const res = await request(method, path, options ?? {});
    expect(res.status).toBe(200);
    expectToParse(schema, path, await res.json());
  });

  // Every item of a first page, opened by its id: a company, a fund and an index.
  it.each(['NVDA', 'SPY', '#GSPC'])('%s news items with their text', async (id) => {
    const list = (await (await request('GET', `/api/Stock/${encodeURIComponent(id)}/News?fetch=10`)).json()) as { data: { items: Array<{ id: string }> } };
    expect(list.data.items.length).toBeGreaterThan(0);
    for (const item of list.data.items) {
      const path = `/api/Stock/${encodeURIComponent(id)}/News/${encodeURIComponent(item.id)}`;
      const res = await request('GET', path);
      expect(res.status, path).toBe(200);
      expectToParse(schemas.StockNewsArticleSchema, path, await res.json());
    }
  });
});

// On the full catalogue: the small universe has no payer of some frequencies (one in forty of each).
describe('dividends of every frequency parse with the app schema', () => {
  const { request } = harness(CLOCKS.intraDay, 'full');
  it.each([
    ['monthly', 'O'],
    ['quarterly', 'KO'],
    ['semiannual', 'SSL'],
    ['annual', 'UMC'],
  ])('%s (%s)', async (frequency, id) => {
    const res = await request('GET', `/api/Stock/${id}/Dividends`);
    expect(res.status).toBe(200);
    expect(v.parse(schemas.DividendsSchema, await res.json()).data.frequency).toBe(frequency);
  });
});

describe('the fields the quote block and the events read', () => {
  const parsed = async <TSchema extends v.GenericSchema>(now: number, schema: TSchema, method: string, path: string, body?: unknown) => {
    const res = await harness(now, 'small').request(method, path, body === undefined ? {} : { body });
    expect(res.status).toBe(200);
    return v.parse(schema, await res.json());
  };

  it('quotes carry the extended-hours price in the pre-market and after-hours only, never for an index', async () => {
    for (const [clock, session] of [
      ['preMarket', 'preMarket'],
      ['afterHours', 'afterHours'],
      ['intraDay', null],
      ['weekend', null],
    ] as const) {
      const { data } = await parsed(CLOCKS[clock], schemas.QuotesSchema, 'POST', '/api/Stock/Quotes', ['NVDA', 'SPY', '#DJI']);
      expect(data.NVDA?.extendedHours?.session ?? null, clock).toBe(session);
      expect(data.SPY?.extendedHours?.session ?? null, clock).toBe(session);
      expect(data['#DJI']?.extendedHours, clock).toBeNull();
    }
  });

  it('keypoints carry the next earnings release of a company, none for a fund or an index', async () => {
    const nvda = (await parsed(CLOCKS.intraDay, schemas.KeypointsSchema, 'POST', '/api/Stock/Keypoints', 'NVDA')).data;
    expect(Date.parse(nvda.nextEarnings?.time ?? '')).toBeGreaterThan(CLOCKS.intraDay);
    expect(nvda.yearToDateChangePercent).not.toBeNull();
    expect((await parsed(CLOCKS.intraDay, schemas.KeypointsSchema, 'POST', '/api/Stock/Keypoints', 'SPY')).data.nextEarnings).toBeNull();
    expect((await parsed(CLOCKS.intraDay, schemas.KeypointsSchema, 'POST', '/api/Stock/Keypoints', '#GSPC')).data.nextEarnings).toBeNull();
  });

  it('events include an announced split', async () => {
    const { data } = await parsed(CLOCKS.intraDay, schemas.StockEventsSchema, 'GET', '/api/Stock/CI/Events');
    expect(data.items.filter((item) => item.type === 'split')).toEqual([{ id: 'CI-split-2026-12-28', type: 'split', date: '2026-12-28', time: null, title: '1 股分割為 3 股', upcoming: true }]);
  });
});
