import { afterEach, describe, expect, it, inject } from 'vitest';
import { UpstreamError } from '../errors';
import type { UpstreamContext } from '../http';
import { sandboxContext, setSandboxKnobs } from '@tests/upstream-context';
import * as business from '.';
import { PERIOD_KINDS, STATEMENT_KINDS } from './schemas/company';
import { PRICE_RANGES } from './schemas/history';
import { MOVER_TYPES } from './schemas/lists';
import { parsedIds, stockId } from '@tests/stock-ids';

/**
 * Every business client function against the running sandbox: a successful parse is the contract.
 * The watchlist writes use the demo writer's list only, so other tests see no change.
 */
describe('business contract: stocks', () => {
  it('AdditionalInformation in chunks: 120 ids, indices, unknown ids left out', async () => {
    const directory = await business.getStockDirectory(sandboxContext(), 'A');
    const ids = directory.items.slice(0, 120).map((stock) => stock.id);
    const records = await business.getAdditionalInformation(sandboxContext(), [...ids, ...parsedIds('.dji', '#SOXX', 'nvda', 'NOPE1', '<script>')]);
    expect(Object.keys(records)).toHaveLength(123);
    expect(records['#DJI']).toMatchObject({ marketType: 70, customName: '道瓊工業指數' });
    expect(records.NVDA?.customName).toBe('輝達');
    expect(records.NOPE1).toBeUndefined();
    expect(await business.getAdditionalInformation(sandboxContext(), [])).toEqual({});
  });

  it('Keypoints, quotes and indices', async () => {
    const ctx = sandboxContext();
    const keypoints = await business.getKeypoints(ctx, stockId('NVDA'));
    expect(keypoints.customName).toBe('輝達');
    expect(keypoints.week52High).toBeGreaterThanOrEqual(keypoints.week52Low);
    await expect(business.getKeypoints(ctx, stockId('NOPE1'))).rejects.toMatchObject({ status: 404 });
    const quotes = await business.getQuotes(ctx, [stockId('NVDA'), stockId('#GSPC'), stockId('SPY')]);
    expect(Object.keys(quotes).sort()).toEqual(['#GSPC', 'NVDA', 'SPY']);
    const indices = await business.getIndices(ctx);
    expect(indices.map((index) => index.id)).toEqual(['#DJI', '#IXIC', '#GSPC', '#SOXX']);
  });

  it('price history for every range, a stock and an index', async () => {
    for (const id of ['NVDA', '#DJI']) {
      for (const range of PRICE_RANGES) {
        const history = await business.getPriceHistory(sandboxContext(), stockId(id), range);
        expect(history.range).toBe(range);
        expect(history.bars.length, `${id} ${range}`).toBeGreaterThan(0);
      }
    }
  });

  it('statements of both periods', async () => {
    for (const statement of STATEMENT_KINDS) {
      for (const period of PERIOD_KINDS) {
        const table = await business.getFinancialStatement(sandboxContext(), stockId('AAPL'), statement, period);
        expect(table.periods.length).toBeGreaterThanOrEqual(period === 'quarterly' ? 12 : 5);
      }
    }
    await expect(business.getFinancialStatement(sandboxContext(), stockId('#DJI'), 'income-statement', 'quarterly')).rejects.toBeInstanceOf(UpstreamError);
  });

  it("the market calendar of a range: rows of the universe, each one of its stock's events; a hostile range is a 400 (decision 040)", async () => {
    const ctx = sandboxContext();
    const calendar = await business.getCalendar(ctx, '2026-10-26', '2026-12-06');
    expect(calendar).toMatchObject({ from: '2026-10-26', to: '2026-12-06', universe: 'sp500+described' });
    expect(calendar.items.length).toBeGreaterThan(0);
    const row = calendar.items.find((item) => item.stockId === 'KO');
    if (row) expect((await business.getStockEvents(ctx, stockId('KO'))).items.map((event) => event.id)).toContain(row.id);
    for (const [from, to] of [
      ['2026-11-01', '2026-12-13'],
      ['2026-11-10', '2026-11-01'],
      ['9999-01-01', '9999-01-02'],
      ['x', '2026-11-02'],
    ] as const) {
      await expect(business.getCalendar(ctx, from, to), `${from}..${to}`).rejects.toMatchObject({ status: 400 });
    }
  });

  it('dividends, profile, events, earnings calls, news and peers', async () => {
    const ctx = sandboxContext();
    expect((await business.getDividends(ctx, stockId('KO'))).items.length).toBeGreaterThan(0);
    expect((await business.getCompanyProfile(ctx, stockId('BRK.B'))).customName).toBe('波克夏-B');
    expect((await business.getStockEvents(ctx, stockId('KO'))).items.length).toBeGreaterThan(0);
    expect((await business.getEarningsCalls(ctx, stockId('NVDA'))).items).toHaveLength(12);
    const news = await business.getStockNews(ctx, stockId('TSLA'), { fetch: 5 });
    expect(news.items).toHaveLength(5);
    const older = await business.getStockNews(ctx, stockId('TSLA'), { fetch: 5, cursor: news.nextCursor });
    expect(older.items.length).toBeGreaterThan(0);
    expect((older.items[0]?.publishedAt ?? '') <= (news.items[4]?.publishedAt ?? '')).toBe(true);
    for (const item of news.items) {
      const article = await business.getStockNewsArticle(ctx, stockId('TSLA'), item.id);
      expect(article).toMatchObject({ id: item.id, title: item.title });
      expect(article.body.length).toBeGreaterThanOrEqual(3);
    }
    const index = await business.getStockNews(ctx, stockId('#GSPC'), { fetch: 1 });
    expect((await business.getStockNewsArticle(ctx, stockId('#GSPC'), index.items[0]?.id ?? '')).stocks).toEqual(['#GSPC']);
    await expect(business.getStockNewsArticle(ctx, stockId('TSLA'), 'TSLA-20991231-0')).rejects.toMatchObject({ status: 404 });
    await expect(business.getStockNewsArticle(ctx, stockId('TSLA'), '<script>')).rejects.toMatchObject({ status: 400 });
    expect((await business.getPeers(ctx, stockId('NVDA'))).items.length).toBeGreaterThan(3);
    expect((await business.getStockDirectory(ctx, 'index')).items).toHaveLength(4);
    expect((await business.getStockDirectory(ctx, 'MN')).items.find((item) => item.id === 'NVDA')?.marketCap).toBeGreaterThan(1e12);
  });

  it('fund facts of an ETF; notApplicable for a company', async () => {
    const ctx = sandboxContext();
    const spy = await business.getFund(ctx, stockId('SPY'));
    expect(spy.trackedIndex?.id).toBe('#GSPC');
    expect(spy.topHoldings).toHaveLength(10);
    expect(spy.sectors.length).toBeGreaterThan(5);
    expect((await business.getFund(ctx, stockId('TLT'))).assetClass).toBe('bond');
    await expect(business.getFund(ctx, stockId('NVDA'))).rejects.toMatchObject({ status: 404 });
  });

  it('constituents of every index, one sorted page at a time (sandbox/business tests the quotes against the quotes call)', async () => {
    const ctx = sandboxContext();
    const query = { sort: 'weight', order: 'desc', page: 1, pageSize: 50 } as const;
    expect((await business.getConstituents(ctx, stockId('#DJI'), query)).total).toBe(30);
    expect((await business.getConstituents(ctx, stockId('#SOXX'), query)).total).toBe(30);
    const ixic = await business.getConstituents(ctx, stockId('#IXIC'), { ...query, sort: 'changePercent', page: 3 });
    expect(ixic.total).toBeGreaterThan(2500);
    expect(ixic.items).toHaveLength(50);
    const gspc = await business.getConstituents(ctx, stockId('#GSPC'), { ...query, sort: 'changePercent', order: 'asc' });
    expect(gspc.gainers.length + gspc.losers.length).toBeGreaterThan(0);
    const percents = gspc.items.map((member) => member.changePercent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    await expect(business.getConstituents(ctx, stockId('SPY'), query)).rejects.toMatchObject({ status: 404 });
    // The first call for an index's members waits for the sandbox to build their quotes (5.7 s once
    // on a busy machine), when no file before this one has asked.
  }, 20_000);

  it('sparklines in chunks of 50: 120 ids answered, unknown ids left out', async () => {
    const directory = await business.getStockDirectory(sandboxContext(), 'B');
    const ids = directory.items.slice(0, 120).map((stock) => stock.id);
    const lines = await business.getSparklines(sandboxContext(), [...ids, ...parsedIds('nvda', 'NOPE1')]);
    expect(Object.keys(lines)).toHaveLength(121);
    expect(lines.NVDA?.closes.length).toBeGreaterThan(10);
    expect(await business.getSparklines(sandboxContext(), [])).toEqual({});
  });
});

describe('business contract: movers', () => {
  it('gainers, losers and most active through the client: sorted, five each, one session', async () => {
    // The sandbox builds its large caps' recent sessions when it starts (tests/support/global-setup.ts
    // warms it; this serial file runs after the parallel ones, so it is done by now). Should it not
    // be, wait for it directly, so the client's 5 s timeout measures the answer, not the warm-up.
    const direct = `${inject('sandboxUrl')}/business/api/Stock/Movers?type=gainers&count=1`;
    for (let ready = false; !ready;) ready = (await fetch(direct, { headers: { 'x-app-id': 'usstock-web' } })).ok;

    const lists = await Promise.all(MOVER_TYPES.map((type) => business.getMovers(sandboxContext(), type, 5)));
    expect(lists.map((list) => list.type)).toEqual(['gainers', 'losers', 'active']);
    const [gainers, losers, active] = lists.map((list) => list.items);
    for (const items of [gainers, losers, active]) expect(items).toHaveLength(5);
    const percents = gainers!.map((item) => item.changePercent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    const falls = losers!.map((item) => item.changePercent);
    expect(falls).toEqual([...falls].sort((a, b) => a - b));
    const volumes = active!.map((item) => item.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(new Set(lists.map((list) => list.tradingDate)).size).toBe(1);
    for (const list of lists) for (const item of list.items) expect(item.marketCap).toBeGreaterThanOrEqual(list.universe.minMarketCap);
    await expect(business.getMovers(sandboxContext(), 'best' as 'gainers', 5)).rejects.toMatchObject({ status: 400 });
  });
});

describe('business contract: the quote block and the events at a frozen market clock', () => {
  // Without the edge cache: the clock moves between calls, and earlier tests cached today's answers.
  const frozenClockContext = (): UpstreamContext => ({ ...sandboxContext(), edgeCache: false });
  afterEach(async () => {
    await setSandboxKnobs({});
  });

  it('extended-hours prices in the pre-market and after-hours only, none for an index', async () => {
    const ctx = frozenClockContext();
    // Wednesday 25 November 2026: 08:00, 12:00 and 17:30 New York.
    for (const [at, session] of [
      ['2026-11-25T13:00:00Z', 'preMarket'],
      ['2026-11-25T17:00:00Z', null],
      ['2026-11-25T22:30:00Z', 'afterHours'],
    ] as const) {
      await setSandboxKnobs({ marketTime: at });
      const quotes = await business.getQuotes(ctx, [stockId('NVDA'), stockId('#GSPC')]);
      expect(quotes.NVDA?.extendedHours?.session ?? null, at).toBe(session);
      expect(quotes.NVDA?.extendedHours?.time ?? at.replace('Z', '.000Z'), at).toBe(at.replace('Z', '.000Z'));
      expect(quotes['#GSPC']?.extendedHours, at).toBeNull();
      expect((await business.getKeypoints(ctx, stockId('NVDA'))).extendedHours).toEqual(quotes.NVDA?.extendedHours);
    }
  });

  it('the next earnings release in the keypoints is the upcoming earnings event; splits are events', async () => {
    const ctx = frozenClockContext();
    await setSandboxKnobs({ marketTime: '2026-11-25T17:00:00Z' });
    const next = (await business.getKeypoints(ctx, stockId('NVDA'))).nextEarnings;
    const upcoming = (await business.getStockEvents(ctx, stockId('NVDA'))).items.filter((item) => item.type === 'earnings' && item.upcoming);
    expect(upcoming.map((item) => item.date)).toEqual([next?.date]);
    expect((await business.getKeypoints(ctx, stockId('SPY'))).nextEarnings).toBeNull();
    const splits = (await business.getStockEvents(ctx, stockId('CI'))).items.filter((item) => item.type === 'split');
    expect(splits.map((item) => [item.date, item.title, item.upcoming])).toEqual([['2026-12-28', '1 股分割為 3 股', true]]);
  });
});

describe('business contract: watchlist', () => {
  it('a signed-in member adds and removes; a guest cannot', async () => {
    const writer = sandboxContext('writer');
    const added = await business.addToWatchlist(writer, stockId('#SOXX'));
    expect(added.items.some((item) => item.id === '#SOXX')).toBe(true);
    expect((await business.addToWatchlist(writer, stockId('#SOXX'))).items.filter((item) => item.id === '#SOXX')).toHaveLength(1);
    expect((await business.getWatchlist(writer)).items.some((item) => item.id === '#SOXX')).toBe(true);
    expect((await business.removeFromWatchlist(writer, stockId('#SOXX'))).items.some((item) => item.id === '#SOXX')).toBe(false);
    await expect(business.getWatchlist(sandboxContext())).rejects.toMatchObject({ status: 401 });
    await expect(business.addToWatchlist(writer, stockId('NOPE1'))).rejects.toMatchObject({ status: 404 });
  });
});
