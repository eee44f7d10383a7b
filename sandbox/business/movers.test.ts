import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../catalogue/types.ts';
import { quoteAt } from '../market/quote.ts';
import { inMoversUniverse, MIN_MARKET_CAP, MIN_PRICE, type MoversAnswer, selectMovers } from './movers.ts';
import { marketCapOf } from './directory.ts';
import { marketCapAt } from '../market/params.ts';
import { harness } from './test-support.ts';

/** A company's name, not a fragment of its listing's (the listing files cut some at a hyphen: "Oil" for Oil-Dri). */
const isPlausibleName = (name: string, securityName: string): boolean => name.trim().length >= 2 && !(securityName.startsWith(name) && /^[A-Za-z0-9-]/.test(securityName.slice(name.length)));

/** Wednesday 25 November 2026, 09:45 New York: fifteen minutes into the session. */
const OPENING = Date.parse('2026-11-25T14:45:00Z');
/** The same day after the close: the session's final figures. */
const EVENING = Date.parse('2026-11-25T23:00:00Z');

// On the small test universe (sandbox/catalogue/test-universe.ts): the first request of a day builds
// every large cap's recent sessions, seconds for the full catalogue's ~940. business.test.ts checks
// the full catalogue's universe size.
describe('GET /api/Stock/Movers', () => {
  const { request, catalogue } = harness(OPENING, 'small');
  const movers = async (query: string, now = OPENING) => {
    const res = await harness(now, 'small').request('GET', `/api/Stock/Movers?${query}`);
    expect(res.status, query).toBe(200);
    return ((await res.json()) as { data: MoversAnswer }).data;
  };

  it('gainers: rises only, highest % change first; losers: falls only, lowest first; active: most shares first', async () => {
    const gainers = await movers('type=gainers&count=5');
    expect(gainers.items).toHaveLength(5);
    const up = gainers.items.map((item) => item.changePercent);
    expect(up.every((value) => value > 0)).toBe(true);
    expect([...up].sort((a, b) => b - a)).toEqual(up);

    const losers = await movers('type=losers&count=5');
    const down = losers.items.map((item) => item.changePercent);
    expect(down.every((value) => value < 0)).toBe(true);
    expect([...down].sort((a, b) => a - b)).toEqual(down);

    const active = await movers('type=active&count=5');
    const volumes = active.items.map((item) => item.volume);
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
    expect(volumes[4]).toBeGreaterThan(0);
  });

  it('lists only companies worth at least US$10 billion and priced at least US$5: no funds, shells, warrants or indices', async () => {
    // The universe: candidates worth the floor at their price of the moment, priced at least US$5.
    const largeAtOpening = catalogue
      .all()
      .filter(inMoversUniverse)
      .filter((entry) => {
        const { price } = quoteAt(entry, OPENING);
        return marketCapAt(entry, price) >= MIN_MARKET_CAP && price >= MIN_PRICE;
      }).length;
    const lists = await Promise.all(['gainers', 'losers', 'active'].map((type) => movers(`type=${type}&count=50`)));
    for (const list of lists) {
      expect(list.universe).toMatchObject({ minMarketCap: MIN_MARKET_CAP, minPrice: MIN_PRICE });
      expect(list.universe.size).toBe(largeAtOpening);
      for (const item of list.items) {
        const entry = catalogue.get(item.id) as CatalogueEntry;
        expect(inMoversUniverse(entry), item.id).toBe(true);
        expect(entry.isEtf || entry.isIndex).toBe(false);
        expect(item.marketCap).toBeGreaterThanOrEqual(MIN_MARKET_CAP);
        expect(item.price).toBeGreaterThanOrEqual(MIN_PRICE);
      }
    }
  });

  it('every mover is a company the sandbox knows to be a large cap, worth US$10 billion or more as its stock page says, under its real name', async () => {
    const lists = await Promise.all(['gainers', 'losers', 'active'].map((type) => movers(`type=${type}&count=50`)));
    const keypoints = async (id: string) => ((await (await request('POST', '/api/Stock/Keypoints', { body: id })).json()) as { data: { marketCap: number } }).data;
    for (const list of lists) {
      expect(list.items.length, list.type).toBeGreaterThan(0);
      for (const item of list.items) {
        const entry = catalogue.get(item.id) as CatalogueEntry;
        // Sizes are only known for the S&P 500 and the hand-described companies; the rest are drawn small.
        expect(entry.sp500 !== null || entry.wellKnown !== null, item.id).toBe(true);
        expect(item.marketCap, item.id).toBeGreaterThanOrEqual(MIN_MARKET_CAP);
        // The same figure the stock page's key statistics show at the same instant.
        expect((await keypoints(item.id)).marketCap, item.id).toBe(item.marketCap);
        expect(item.name).toBe(entry.name);
        expect(isPlausibleName(item.name, entry.securityName), `${item.id} ${item.name}`).toBe(true);
      }
    }
  });

  it('agrees with the quotes service at the same instant (the same session, price and change)', async () => {
    const gainers = await movers('type=gainers&count=3');
    expect(gainers).toMatchObject({ asOf: '2026-11-25T14:45:00.000Z', tradingDate: '2026-11-25', marketSession: 'intraDay' });
    const res = await request('POST', '/api/Stock/Quotes', { body: gainers.items.map((item) => item.id) });
    const quotes = ((await res.json()) as { data: Record<string, { price: number; changePercent: number; volume: number }> }).data;
    for (const item of gainers.items) {
      expect(quotes[item.id]).toMatchObject({ price: item.price, changePercent: item.changePercent, volume: item.volume });
    }
  });

  it('is deterministic, and moves with the market clock', async () => {
    expect(await movers('type=losers&count=10')).toEqual(await movers('type=losers&count=10'));
    const evening = await movers('type=active&count=5', EVENING);
    // After the close the lists hold the whole session: more shares traded than at 09:45.
    expect(evening.items[0]!.volume).toBeGreaterThan((await movers('type=active&count=5')).items[0]!.volume);
    expect(evening).toMatchObject({ marketSession: 'afterHours', asOf: '2026-11-25T21:00:00.000Z' });
  });

  it('count defaults to 10 and is 1–50; the type is required', async () => {
    // Most active: every stock of the small universe traded, so the default of 10 fills up.
    expect((await movers('type=active')).items).toHaveLength(10);
    for (const query of ['type=gainers&count=0', 'type=gainers&count=51', 'type=gainers&count=abc', 'type=best', 'count=5', 'type=<script>']) {
      const res = await request('GET', `/api/Stock/Movers?${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});

describe('the movers universe and selection', () => {
  const { catalogue } = harness(OPENING, 'small');
  const entry = (id: string) => catalogue.get(id) as CatalogueEntry;

  it('takes common shares and ADRs above the floor, not funds, indices, SPAC shells, warrants or small companies', () => {
    expect(inMoversUniverse(entry('NVDA'))).toBe(true);
    expect(inMoversUniverse(entry('TSM'))).toBe(true); // an ADR
    expect(inMoversUniverse(entry('SPY'))).toBe(false); // an ETF
    expect(inMoversUniverse(entry('#GSPC'))).toBe(false);
    const all = catalogue.all();
    const shell = all.find((e) => e.industry === 'Shell Companies' && (marketCapOf(e) ?? 0) >= MIN_MARKET_CAP);
    if (shell) expect(inMoversUniverse(shell)).toBe(false);
    const warrant = all.find((e) => /Warrant/i.test(e.securityName)) as CatalogueEntry;
    expect(inMoversUniverse(warrant)).toBe(false);
    const closedEndFund = all.find((e) => /Closed End Fund/i.test(e.securityName) && (marketCapOf(e) ?? 0) >= MIN_MARKET_CAP);
    if (closedEndFund) expect(inMoversUniverse(closedEndFund)).toBe(false);
    const small = all.find((e) => !e.isEtf && !e.isIndex && (marketCapOf(e) ?? Infinity) < MIN_MARKET_CAP) as CatalogueEntry;
    expect(inMoversUniverse(small)).toBe(false);
  });

  it('breaks ties by symbol and leaves out shares under US$5 and companies worth less than US$10 billion at the moment', () => {
    const quote = (id: string, changePercent: number, price = 20, marketCap = 20e9) => ({ ...quoteAt(entry('NVDA'), OPENING), id, changePercent, price, entry: entry('NVDA'), marketCap });
    const picked = selectMovers('gainers', [quote('BBB', 2), quote('AAA', 2), quote('CCC', 3), quote('PENNY', 9, 4.99), quote('SMALL', 8, 20, 9.99e9), quote('DOWN', -1)], 5);
    expect(picked.map((item) => item.id)).toEqual(['CCC', 'AAA', 'BBB']);
    expect(picked[0]?.marketCap).toBe(20e9);
    expect(selectMovers('losers', [quote('DOWN', -1), quote('UP', 1)], 5).map((item) => item.id)).toEqual(['DOWN']);
  });
});
