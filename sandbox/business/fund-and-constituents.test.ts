import { describe, expect, it } from 'vitest';
import { indexMembership } from '../market/index-members.ts';
import { harness, TEST_NOW } from './test-support.ts';

type Member = { id: string; price: number; change: number; changePercent: number; marketCap: number; weight: number };
type Page = { id: string; asOf: string; total: number; page: number; pageSize: number; sort: string; order: string; items: Member[]; gainers: Member[]; losers: Member[] };
type Failure = { error: { code: string; message: string } };

// The small test universe (sandbox/catalogue/test-universe.ts): each answer generates every member's
// series, which on the full catalogue took tens of seconds for #IXIC's 3,400 members. The full
// memberships (#GSPC's 500, #IXIC's thousands) are asserted in sandbox/market/index-members.test.ts.
const { request, catalogue } = harness(TEST_NOW, 'small');
const constituents = async (id: string, query = '') => {
  const res = await request('GET', `/api/Stock/${encodeURIComponent(id)}/Constituents${query}`);
  return { status: res.status, body: (await res.json()) as { data: Page } & Failure };
};

describe('GET /api/Stock/{id}/Fund', () => {
  it('answers ETFs only: notApplicable for companies and indices, stockNotFound for unknown ids', async () => {
    expect((await request('GET', '/api/Stock/SPY/Fund')).status).toBe(200);
    for (const id of ['NVDA', '%23GSPC']) {
      const res = await request('GET', `/api/Stock/${id}/Fund`);
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as Failure).error.code).toBe('notApplicable');
    }
    expect((await request('GET', '/api/Stock/NOPE1/Fund')).status).toBe(404);
    expect((await request('GET', '/api/Stock/%3Cscript%3E/Fund')).status).toBe(400);
  });
});

describe('GET /api/Stock/{id}/Constituents', () => {
  it('#DJI: the 30 members, by weight, weights summing to 100 %', async () => {
    const { status, body } = await constituents('#DJI');
    expect(status).toBe(200);
    const page = body.data;
    expect(page).toMatchObject({ id: '#DJI', total: 30, page: 1, pageSize: 50, sort: 'weight', order: 'desc' });
    expect(page.items).toHaveLength(30);
    expect(page.items.reduce((sum, m) => sum + m.weight, 0)).toBeCloseTo(100, 2);
    const weights = page.items.map((m) => m.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it("quotes equal /api/Stock/Quotes at the answer's instant", async () => {
    const { body } = await constituents('#GSPC', '?pageSize=40');
    const at = Date.parse(body.data.asOf);
    const quotes = (await (await harness(at, 'small').request('POST', '/api/Stock/Quotes', { body: body.data.items.map((m) => m.id) })).json()) as {
      data: Record<string, { price: number; change: number; changePercent: number }>;
    };
    for (const member of body.data.items) {
      const quote = quotes.data[member.id]!;
      expect({ price: member.price, change: member.change, changePercent: member.changePercent }, member.id).toEqual({ price: quote.price, change: quote.change, changePercent: quote.changePercent });
    }
  });

  it('sorts by each numeric column both ways and pages through every member exactly once', async () => {
    for (const sort of ['price', 'change', 'changePercent', 'marketCap', 'weight'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const values = (await constituents('#GSPC', `?sort=${sort}&order=${order}&pageSize=100`)).body.data.items.map((m) => m[sort]);
        expect(values, `${sort} ${order}`).toEqual([...values].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      }
    }
    // Pages of 20 (the small universe's #GSPC has a few dozen members): full pages, then the rest.
    const total = (await constituents('#GSPC')).body.data.total;
    expect(total).toBe(indexMembership(catalogue, '#GSPC')!.members.length);
    const pages = Math.ceil(total / 20);
    expect(pages).toBeGreaterThan(2);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const { body } = await constituents('#GSPC', `?sort=changePercent&order=asc&page=${page}&pageSize=20`);
      expect(body.data.items.length, `page ${page}`).toBe(page < pages ? 20 : total - 20 * (pages - 1));
      seen.push(...body.data.items.map((m) => m.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
    // Past the last page: an empty page, not an error.
    expect((await constituents('#GSPC', `?page=${pages + 1}&pageSize=20`)).body.data.items).toEqual([]);
  });

  it('gainers and losers: the five biggest moves each way, among the members', async () => {
    const { body } = await constituents('#GSPC', '?sort=changePercent&order=desc&pageSize=100');
    const all = (await constituents('#GSPC', '?sort=changePercent&order=desc&pageSize=100&page=1')).body.data.items;
    const lowest = (await constituents('#GSPC', '?sort=changePercent&order=asc&pageSize=5')).body.data.items;
    expect(body.data.gainers.map((m) => m.id)).toEqual(all.slice(0, 5).map((m) => m.id));
    expect(body.data.losers.map((m) => m.id)).toEqual(lowest.map((m) => m.id));
    expect(body.data.gainers.every((m) => m.changePercent > 0)).toBe(true);
    expect(body.data.losers.every((m) => m.changePercent < 0)).toBe(true);
  });

  it('#IXIC counts all its members but answers one page; #SOXX thirty', async () => {
    const ixic = (await constituents('#IXIC', '?pageSize=20')).body.data;
    expect(ixic.total).toBe(indexMembership(catalogue, '#IXIC')!.members.length);
    expect(ixic.total).toBeGreaterThan(40);
    expect(ixic.items).toHaveLength(20);
    expect((await constituents('#SOXX')).body.data.total).toBe(30);
  });

  it('refuses bad parameters with 400, and ids that are no index with 404 notApplicable', async () => {
    for (const query of ['?sort=name', '?order=up', '?page=0', '?page=-1', '?page=1.5', '?pageSize=101', '?page=%3Cscript%3E', '?sort=__proto__']) {
      const { status, body } = await constituents('#GSPC', query);
      expect(status, query).toBe(400);
      expect(body.error.code, query).toBe('badRequest');
    }
    for (const id of ['NVDA', 'SPY']) {
      const { status, body } = await constituents(id);
      expect(status, id).toBe(404);
      expect(body.error.code).toBe('notApplicable');
    }
    expect((await constituents('#NOPE')).status).toBe(404);
  });
});
