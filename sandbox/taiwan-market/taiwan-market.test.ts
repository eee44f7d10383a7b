import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import type { Catalogue } from '../catalogue/types.ts';
import { dayNumber, isoDate, isTradingDay, parseIsoDate } from '../market/calendar.ts';
import { dailySeries, indexOnOrBefore } from '../market/series.ts';
import { createTwseCalendar } from './calendar.ts';
import { loadHolidays, loadPairs } from './data.ts';
import { createTaiwanMarketService } from './index.ts';
import { roundToTick } from './prices.ts';

/** Tuesday 24 November 2026, 14:00 Taipei (06:00 UTC): Taiwan has closed, New York has not opened. */
const AFTER_TAIWAN_CLOSE = Date.parse('2026-11-24T06:00:00Z');
/** The same Tuesday, 13:00 Taipei: the day's Taiwan close is not published yet. */
const BEFORE_TAIWAN_CLOSE = Date.parse('2026-11-24T05:00:00Z');

let catalogue: Catalogue;
beforeAll(() => {
  catalogue = loadCatalogue([]);
});

const service = (now: number) => createTaiwanMarketService({ catalogue, now: () => now });
async function get<T>(now: number, path: string): Promise<{ status: number; body: T }> {
  const res = await service(now).request(path);
  return { status: res.status, body: (await res.json()) as T };
}
interface Closes {
  data: { code: string; currency: string; closes: { date: string; close: number }[] };
}
interface Rates {
  data: { rates: { date: string; rate: number }[] };
}
interface Calendar {
  data: { holidays: { date: string; name: string }[]; weekendsClosed: boolean };
}

describe('the TWSE calendar', () => {
  const calendar = createTwseCalendar(loadHolidays());
  const day = (text: string) => parseIsoDate(text) as number;

  it('closes on the 2026 holidays (元旦, 春節 and its 封關 days, 和平紀念日, 兒童節/清明, 勞動節, 端午, 中秋, 教師節, 國慶, 光復節, 行憲) and on weekends', () => {
    const closed = [
      '2026-01-01',
      '2026-02-12',
      '2026-02-13',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-27',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-06-19',
      '2026-09-25',
      '2026-09-28',
      '2026-10-09',
      '2026-10-26',
      '2026-12-25',
    ];
    for (const date of closed) expect(calendar.isTradingDay(day(date)), date).toBe(false);
    expect(calendar.holidayName(day('2026-09-25'))).toBe('中秋節');
    expect(calendar.holidayName(day('2026-02-17'))).toBe('農曆春節');
    expect(calendar.isTradingDay(day('2026-11-28'))).toBe(false); // a Saturday
    expect(calendar.holidayName(day('2026-11-28'))).toBeNull();
    // New York's Thanksgiving is a Taiwan trading day, and Taiwan's 國慶 補假 a New York one.
    expect(calendar.isTradingDay(day('2026-11-26'))).toBe(true);
    expect(isTradingDay(day('2026-11-26'))).toBe(false);
    expect(isTradingDay(day('2026-10-09'))).toBe(true);
  });

  it('names the holidays every covered year has (2025–2027)', () => {
    for (const year of [2025, 2026, 2027]) {
      const names = calendar.holidaysBetween(dayNumber(year, 1, 1), dayNumber(year, 12, 31)).map((holiday) => holiday.name);
      for (const wanted of ['元旦', '農曆春節', '和平紀念日', '清明節', '端午節', '中秋節', '國慶日']) {
        expect(
          names.some((name) => name.includes(wanted)),
          `${year} ${wanted}`,
        ).toBe(true);
      }
    }
    expect(calendar.isTradingDay(day('2025-05-01'))).toBe(false);
    expect(calendar.isTradingDay(day('2025-10-06'))).toBe(false);
  });

  it('knows nothing outside its coverage, and refuses a data file that lists a weekend', () => {
    expect(calendar.isTradingDay(day('2028-01-04'))).toBe(false);
    expect(calendar.isTradingDay(day('2024-12-31'))).toBe(false);
    expect(() => createTwseCalendar({ coverage: { from: '2026-01-01', to: '2026-12-31' }, holidays: [{ date: '2026-11-28', name: '週六' }] })).toThrow(/weekend/);
  });
});

describe('the pairs', () => {
  it('publishes the four pairs of its data file with their ratios, not the premium model', async () => {
    const { body } = await get<{ data: Record<string, unknown>[] }>(AFTER_TAIWAN_CLOSE, '/api/adr-pairs');
    expect(body.data.map((pair) => [pair.adrSymbol, pair.twseCode, pair.sharesPerAdr])).toEqual([
      ['TSM', '2330', 5],
      ['UMC', '2303', 5],
      ['ASX', '3711', 2],
      ['CHT', '2412', 10],
    ]);
    expect(body.data[0]).toEqual({ adrSymbol: 'TSM', twseCode: '2330', nameZh: '台積電', nameEn: 'Taiwan Semiconductor Manufacturing', sharesPerAdr: 5 });
    expect(loadPairs()).toHaveLength(4);
  });
});

describe('closes and rates', () => {
  it('are deterministic: two services, one answer', async () => {
    const a = await get<Closes>(AFTER_TAIWAN_CLOSE, '/api/closes/2330');
    const b = await get<Closes>(AFTER_TAIWAN_CLOSE, '/api/closes/2330');
    expect(a.body).toEqual(b.body);
    expect(a.body.data.currency).toBe('TWD');
    expect(a.body.data.closes.length).toBeGreaterThan(230);
  });

  it("publish a day's close at 13:30 Taipei and its rate at 16:00, nothing earlier", async () => {
    const after = (await get<Closes>(AFTER_TAIWAN_CLOSE, '/api/closes/2330')).body.data.closes;
    const before = (await get<Closes>(BEFORE_TAIWAN_CLOSE, '/api/closes/2330')).body.data.closes;
    expect(after.at(-1)?.date).toBe('2026-11-24');
    expect(before.at(-1)?.date).toBe('2026-11-23');
    // Asking for the future answers what exists.
    expect((await get<Closes>(BEFORE_TAIWAN_CLOSE, '/api/closes/2330?from=2026-11-20&to=2026-12-31')).body.data.closes.map((c) => c.date)).toEqual(['2026-11-20', '2026-11-23']);
    const rates = (await get<Rates>(AFTER_TAIWAN_CLOSE, '/api/fx/usd-twd')).body.data.rates;
    expect(rates.at(-1)?.date).toBe('2026-11-23');
    for (const { rate } of rates) expect(rate > 29 && rate < 33.5, String(rate)).toBe(true);
  });

  it('have no close and no rate on a Taiwan holiday or a weekend', async () => {
    const closes = (await get<Closes>(AFTER_TAIWAN_CLOSE, '/api/closes/2412?from=2026-09-20&to=2026-10-12')).body.data.closes.map((c) => c.date);
    const rates = (await get<Rates>(AFTER_TAIWAN_CLOSE, '/api/fx/usd-twd?from=2026-09-20&to=2026-10-12')).body.data.rates.map((r) => r.date);
    for (const date of ['2026-09-25', '2026-09-26', '2026-09-28', '2026-10-09', '2026-10-10']) {
      expect(closes).not.toContain(date);
      expect(rates).not.toContain(date);
    }
    expect(closes).toEqual(rates);
    expect(closes).toContain('2026-09-24');
  });

  it("agree with the ADR's own series: TSM's premium over parity mostly 10–25 % over a year, the others mostly within a few %", async () => {
    const nyToday = Math.floor(AFTER_TAIWAN_CLOSE / 86_400_000) - 1;
    const rates = new Map((await get<Rates>(AFTER_TAIWAN_CLOSE, '/api/fx/usd-twd')).body.data.rates.map((r) => [r.date, r.rate]));
    // [symbol, code, shares per ADR, the 5th and 95th percentiles' bounds, the extremes' bounds]
    const cases = [
      ['TSM', '2330', 5, [0.1, 0.25], [0.03, 0.3]],
      ['UMC', '2303', 5, [-0.06, 0.1], [-0.2, 0.25]],
      ['ASX', '3711', 2, [-0.06, 0.05], [-0.12, 0.1]],
      ['CHT', '2412', 10, [-0.04, 0.04], [-0.08, 0.08]],
    ] as const;
    for (const [symbol, code, ratio, [p5, p95], [lowest, highest]] of cases) {
      const closes = (await get<Closes>(AFTER_TAIWAN_CLOSE, `/api/closes/${code}`)).body.data.closes;
      const series = dailySeries(catalogue.get(symbol)!, nyToday);
      const premiums: number[] = [];
      // As the app pairs them: a New York close against the same date's Taiwan close and rate. (The Taiwan
      // close knows only the ADR's previous session; the ADR's move of the day is the premium's daily noise.)
      for (const { date, close } of closes) {
        const day = parseIsoDate(date) as number;
        const index = indexOnOrBefore(series, day);
        if (series.days[index] !== day || !rates.has(date)) continue;
        expect(close).toBe(roundToTick(close));
        const parity = (close * ratio) / (rates.get(date) as number);
        premiums.push((series.close[index] as number) / parity - 1);
      }
      premiums.sort((a, b) => a - b);
      const at = (q: number) => premiums[Math.floor(q * (premiums.length - 1))] as number;
      expect(premiums.length, symbol).toBeGreaterThan(220);
      expect(
        [at(0.05), at(0.95)].every((p) => p > p5 && p < p95),
        `${symbol} ${at(0.05)} ${at(0.95)}`,
      ).toBe(true);
      expect(
        [at(0), at(1)].every((p) => p > lowest && p < highest),
        `${symbol} ${at(0)} ${at(1)}`,
      ).toBe(true);
    }
  });
});

describe('bad requests', () => {
  it.each([
    ['/api/closes/ABCD', 400, 'badCode'],
    ['/api/closes/9999', 404, 'unknownCode'],
    ['/api/closes/2330?from=2026-13-01', 400, 'badDate'],
    ['/api/closes/2330?from=<script>', 400, 'badDate'],
    ['/api/closes/2330?from=2026-11-20&to=2026-11-01', 400, 'badRange'],
    ['/api/fx/usd-twd?from=2024-01-01&to=2026-01-01', 400, 'badRange'],
    ['/api/calendar?from=2029-01-01&to=2029-02-01', 404, 'outsideCalendar'],
    ['/api/nothing', 404, 'notFound'],
  ])('%s answers %i %s', async (path, status, code) => {
    const res = await get<{ error: { code: string } }>(AFTER_TAIWAN_CLOSE, path);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });

  it('the calendar answers a future range inside its coverage', async () => {
    const { body } = await get<Calendar>(AFTER_TAIWAN_CLOSE, '/api/calendar?from=2027-01-01&to=2027-03-01');
    expect(body.data.weekendsClosed).toBe(true);
    expect(body.data.holidays.map((h) => h.date)).toContain('2027-02-05');
    expect(isoDate(dayNumber(2027, 3, 1))).toBe(body.data.holidays.at(-1)?.date);
  });
});
