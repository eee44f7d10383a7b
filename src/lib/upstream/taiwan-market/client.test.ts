import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/config';
import { recordingContext } from '@tests/recording-fetch';
import { getAdrPairs, getTaiwanCloses, getTwseCalendar, getUsdTwdRates } from './client';

const config = { TAIWAN_MARKET_API_URL: 'http://tw.test/taiwan-market' } as AppConfig;
const TSM = { adrSymbol: 'TSM', twseCode: '2330', nameZh: '台積電', nameEn: 'Taiwan Semiconductor Manufacturing', sharesPerAdr: 5 };
const closesOf = (closes: unknown) => ({ data: { code: '2330', currency: 'TWD', closes } });
const ratesOf = (rates: unknown) => ({ data: { pair: 'USD/TWD', rates } });

describe('taiwan-market client', () => {
  it('asks each path without a token and unwraps data', async () => {
    const pairs = recordingContext(config, { data: [TSM] });
    expect(await getAdrPairs(pairs.ctx)).toEqual([TSM]);
    expect(pairs.requests[0]?.url).toBe('http://tw.test/taiwan-market/api/adr-pairs');
    expect(pairs.requests[0]?.headers.get('authorization')).toBeNull();

    const closes = recordingContext(config, closesOf([{ date: '2026-11-24', close: 1425 }]));
    expect((await getTaiwanCloses(closes.ctx, '2330')).closes).toEqual([{ date: '2026-11-24', close: 1425 }]);
    expect(closes.requests[0]?.url).toBe('http://tw.test/taiwan-market/api/closes/2330');

    const rates = recordingContext(config, ratesOf([{ date: '2026-11-24', rate: 31.245 }]));
    expect((await getUsdTwdRates(rates.ctx)).rates[0]?.rate).toBe(31.245);
    expect(rates.requests[0]?.url).toBe('http://tw.test/taiwan-market/api/fx/usd-twd');

    const calendar = recordingContext(config, { data: { from: '2025-11-13', to: '2026-11-28', weekendsClosed: true, holidays: [{ date: '2026-09-25', name: '中秋節' }] } });
    expect((await getTwseCalendar(calendar.ctx)).holidays).toEqual([{ date: '2026-09-25', name: '中秋節' }]);
  });

  it('a code is one path segment, whatever it holds', async () => {
    const { ctx, requests } = recordingContext(config, closesOf([]));
    await getTaiwanCloses(ctx, '../2330?x=1');
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/taiwan-market/api/closes/..%2F2330%3Fx%3D1');
  });

  // Hostile or broken answers never reach the page: each is a 502 the section shows as its error state.
  it.each([
    ['a pair with no shares per ADR', () => getAdrPairs, { data: [{ ...TSM, sharesPerAdr: 0 }] }],
    ['a fractional ratio', () => getAdrPairs, { data: [{ ...TSM, sharesPerAdr: 2.5 }] }],
    ['markup for a symbol', () => getAdrPairs, { data: [{ ...TSM, adrSymbol: '<img src=x onerror=alert(1)>' }] }],
    ['a TWSE code that is a path', () => getAdrPairs, { data: [{ ...TSM, twseCode: '../../admin' }] }],
    ['a name of 10,000 characters', () => getAdrPairs, { data: [{ ...TSM, nameZh: '台'.repeat(10_000) }] }],
    ['pairs that are not a list', () => getAdrPairs, { data: { TSM } }],
    ['a negative close', () => (ctx: Parameters<typeof getTaiwanCloses>[0]) => getTaiwanCloses(ctx, '2330'), closesOf([{ date: '2026-11-24', close: -1425 }])],
    ['a zero close', () => (ctx: Parameters<typeof getTaiwanCloses>[0]) => getTaiwanCloses(ctx, '2330'), closesOf([{ date: '2026-11-24', close: 0 }])],
    ['a close as text', () => (ctx: Parameters<typeof getTaiwanCloses>[0]) => getTaiwanCloses(ctx, '2330'), closesOf([{ date: '2026-11-24', close: '1425' }])],
    ['an absurd close', () => (ctx: Parameters<typeof getTaiwanCloses>[0]) => getTaiwanCloses(ctx, '2330'), closesOf([{ date: '2026-11-24', close: 1e12 }])],
    ['a date that is not one', () => (ctx: Parameters<typeof getTaiwanCloses>[0]) => getTaiwanCloses(ctx, '2330'), closesOf([{ date: '2026-02-30', close: 1425 }])],
    [
      'closes out of order',
      () => (ctx: Parameters<typeof getTaiwanCloses>[0]) => getTaiwanCloses(ctx, '2330'),
      closesOf([
        { date: '2026-11-24', close: 1425 },
        { date: '2026-11-23', close: 1420 },
      ]),
    ],
    [
      'the same date twice',
      () => (ctx: Parameters<typeof getTaiwanCloses>[0]) => getTaiwanCloses(ctx, '2330'),
      closesOf([
        { date: '2026-11-24', close: 1425 },
        { date: '2026-11-24', close: 1420 },
      ]),
    ],
    [
      'a list longer than any year',
      () => (ctx: Parameters<typeof getTaiwanCloses>[0]) => getTaiwanCloses(ctx, '2330'),
      closesOf(Array.from({ length: 5000 }, (_, i) => ({ date: new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10), close: 100 }))),
    ],
    ['another currency', () => (ctx: Parameters<typeof getTaiwanCloses>[0]) => getTaiwanCloses(ctx, '2330'), { data: { code: '2330', currency: 'USD', closes: [] } }],
    ['a zero rate', () => getUsdTwdRates, ratesOf([{ date: '2026-11-24', rate: 0 }])],
    ['a rate upside down (USD per TWD)', () => getUsdTwdRates, ratesOf([{ date: '2026-11-24', rate: 0.032 }])],
    ['a rate of null', () => getUsdTwdRates, ratesOf([{ date: '2026-11-24', rate: null }])],
  ])('refuses %s', async (_name, call, body) => {
    const { ctx } = recordingContext(config, body);
    await expect((call() as (c: typeof ctx) => Promise<unknown>)(ctx)).rejects.toMatchObject({ name: 'UpstreamError', status: 502, service: 'taiwan-market' });
  });

  it("passes on the service's status", async () => {
    const { ctx } = recordingContext(config, { error: { code: 'unknownCode', message: 'no listing' } }, { status: 404 });
    await expect(getTaiwanCloses(ctx, '9999')).rejects.toMatchObject({ status: 404, service: 'taiwan-market' });
  });
});
