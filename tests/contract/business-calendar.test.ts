import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CalendarSchema, type Calendar } from '../../src/lib/upstream/business/schemas/calendar.ts';
import { StockEventsSchema } from '../../src/lib/upstream/business/schemas/company.ts';
import { harness, TEST_NOW } from '../../sandbox/business/test-support.ts';

/** GET /api/Calendar (decision 040): the contract, the bounds, and agreement with each stock's own events. */
describe('business calendar', () => {
  const { request, catalogue } = harness();
  const calendar = async (query: string): Promise<Calendar> => {
    const res = await request('GET', `/api/Calendar?${query}`);
    expect(res.status, query).toBe(200);
    return v.parse(CalendarSchema, await res.json()).data;
  };

  it('answers a month of the universe, sorted, in the contract shape, within a bounded time', async () => {
    const started = performance.now();
    const data = await calendar('from=2026-10-26&to=2026-12-06');
    const ms = performance.now() - started;
    console.log(`[calendar] 42 days: ${data.items.length} rows in ${ms.toFixed(0)} ms`);
    expect(data.from).toBe('2026-10-26');
    expect(data.to).toBe('2026-12-06');
    expect(data.universe).toBe('sp500+described');
    expect(data.items.length).toBeGreaterThan(100);
    const kinds = new Set(data.items.map((item) => item.type));
    expect([...kinds].sort()).toEqual(['dividendPayment', 'earnings', 'exDividend']);
    const order = { earnings: 0, exDividend: 1, dividendPayment: 2, ipo: 3 };
    const keys = data.items.map((item) => `${item.date} ${order[item.type]} ${item.time ?? ''} ${item.stockId}`);
    expect(keys).toEqual([...keys].sort());
    for (const item of data.items) {
      expect(item.date >= '2026-10-26' && item.date <= '2026-12-06', item.id).toBe(true);
      const entry = catalogue.get(item.stockId);
      expect(entry?.sp500 !== null || entry?.wellKnown !== null, item.stockId).toBe(true);
      if (item.type === 'earnings') {
        expect(item.quarter, item.id).toMatch(/^\d{4}Q[1-4]$/);
        expect(item.title).toContain(item.timing === 'beforeOpen' ? '盤前' : '盤後');
      } else {
        expect(item.amount, item.id).toBeGreaterThan(0);
      }
    }
  });

  it('lists exactly what each stock page shows for those days', async () => {
    const data = await calendar('from=2026-11-01&to=2026-12-12');
    for (const id of ['NVDA', 'KO', 'AAPL', 'SPY', 'JPM']) {
      const res = await request('GET', `/api/Stock/${id}/Events`);
      const events = v.parse(StockEventsSchema, await res.json()).data.items;
      const expected = events
        .filter((event) => ['earnings', 'exDividend', 'dividendPayment'].includes(event.type) && event.date >= '2026-11-01' && event.date <= '2026-12-12')
        .map((event) => `${event.id} ${event.date} ${event.title}`)
        .sort();
      const listed = data.items
        .filter((item) => item.stockId === id)
        .map((item) => `${item.id} ${item.date} ${item.title}`)
        .sort();
      expect(listed, id).toEqual(expected);
    }
  });

  it('leaves out the small listings outside the universe', async () => {
    const data = await calendar('from=2026-10-26&to=2026-12-06');
    expect(data.items.some((item) => item.stockId === 'AACB')).toBe(false);
  });

  it.each([
    ['nothing', ''],
    ['no to', 'from=2026-11-01'],
    ['not a date', 'from=2026-11-01&to=tomorrow'],
    ['an unreal date', 'from=2026-02-30&to=2026-03-02'],
    ['backwards', 'from=2026-11-10&to=2026-11-01'],
    ['43 days', 'from=2026-11-01&to=2026-12-13'],
    ['a far year', 'from=9999-01-01&to=9999-01-02'],
    ['year 1', 'from=0001-01-01&to=0001-01-02'],
    ['twice', 'from=2026-11-01&from=2026-11-02&to=2026-11-03'],
    ['markup', 'from=%3Cscript%3E&to=2026-11-03'],
  ])('refuses %s with a 400 that says why', async (_name, query) => {
    const res = await request('GET', `/api/Calendar?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error?: { message?: string } }).error?.message).toBeTruthy();
  });

  it('lists a security listed while the service runs as an IPO on that New York day', async () => {
    const own = harness(TEST_NOW, 'small');
    own.catalogue.list({ id: 'ZZCAL', name: 'Zz Calendar Inc.', customName: '新上市測試', exchange: 3 }, TEST_NOW);
    const res = await own.request('GET', '/api/Calendar?from=2026-11-16&to=2026-11-22');
    const data = v.parse(CalendarSchema, await res.json()).data;
    expect(data.items.filter((item) => item.type === 'ipo')).toEqual([expect.objectContaining({ id: 'ZZCAL-ipo', stockId: 'ZZCAL', date: '2026-11-20', customName: '新上市測試' })]);
    // Listing it again is not a second IPO, and another week does not show it.
    own.catalogue.list({ id: 'ZZCAL', name: 'Zz Calendar Inc.' }, TEST_NOW + 7 * 86_400_000);
    const later = v.parse(CalendarSchema, await (await own.request('GET', '/api/Calendar?from=2026-11-23&to=2026-11-29')).json()).data;
    expect(later.items.some((item) => item.type === 'ipo')).toBe(false);
  });
});
