import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config';
import type { UpstreamContext } from '../upstream/http';
import { loadIndexList } from './index-list';
import { US_INDICES } from './us-indices';

const config = { BUSINESS_API_URL: 'http://up.test/business', WEB_APP_ID: 'web', UPSTREAM_BREAKER: 'off' } as AppConfig;

const record = (id: string, chineseName: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `${id} Index`,
  customName: chineseName,
  marketType: 70,
  commodityType: 0,
  exchange: null,
  chineseName,
  description: `${chineseName}的說明`,
  englishDescription: 'An index.',
  ...extra,
});

/** A business service that answers GET /api/Stock/Indices with `answer` (a status number: that error). */
function businessAnswering(answer: unknown[] | number | 'garbage') {
  const calls: string[] = [];
  const ctx: UpstreamContext = {
    config,
    edgeCache: false,
    fetch: async (input, init) => {
      const url = new URL(new Request(input, init).url);
      calls.push(url.pathname);
      if (typeof answer === 'number') return new Response(JSON.stringify({ error: { code: 'down', message: 'down' } }), { status: answer });
      const body = answer === 'garbage' ? '{"data": "not a list"}' : JSON.stringify({ data: answer });
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    },
  };
  return { ctx, calls };
}

describe('loadIndexList', () => {
  it("uses the business service's list: its ids, names and descriptions, with the site's own search aliases", async () => {
    const { ctx, calls } = businessAnswering([record('#GSPC', '標普五百'), record('#DJI', '道瓊指數（服務）'), record('#RUT', '羅素2000')]);
    const list = await loadIndexList(ctx);
    expect(calls).toEqual(['/business/api/Stock/Indices']);
    expect(list.source).toBe('upstream');
    expect(list.indices.map((index) => [index.id, index.chineseName])).toEqual([
      ['#GSPC', '標普五百'],
      ['#DJI', '道瓊指數（服務）'],
      ['#RUT', '羅素2000'],
    ]);
    expect(list.indices[0]?.description).toBe('標普五百的說明');
    expect(list.indices[0]?.aliases).toContain('SPX');
    expect(list.indices[2]?.aliases).toEqual([]);
  });

  it("shows each index by the site's symbol for it: the service's #SOXX is #SOX to readers", async () => {
    const { ctx } = businessAnswering([record('#SOXX', '費城半導體指數'), record('#DJI', '道瓊工業指數')]);
    const list = await loadIndexList(ctx);
    expect(list.indices.map((index) => [index.id, index.symbol])).toEqual([
      ['#SOXX', '#SOX'],
      ['#DJI', '#DJI'],
    ]);
  });

  it('leaves out what cannot be an index link (not a # id, malformed, twice) and names a record without a Chinese name', async () => {
    const { ctx } = businessAnswering([record('NVDA', '輝達'), record('#<b>', '壞的'), record('#dji', '', { customName: null }), record('#DJI', '又一次')]);
    const list = await loadIndexList(ctx);
    expect(list.indices.map((index) => [index.id, index.chineseName])).toEqual([['#DJI', '#dji Index']]);
  });

  it.each([
    ['a 500', 500],
    ['a 404', 404],
    ['an answer that does not parse', 'garbage' as const],
    ['an empty list', []],
    ['a list without any index', [record('NVDA', '輝達')]],
  ])('falls back to the built-in list on %s', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = await loadIndexList(businessAnswering(answer).ctx);
    expect(list).toEqual({ indices: US_INDICES, source: 'fallback' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
