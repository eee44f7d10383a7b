import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { hashString } from '../market/prng.ts';
import type { ScreenerRow } from '../market/screener-row.ts';
import { createSandboxStorage } from '../storage.ts';
import { createBusinessService } from './index.ts';

/**
 * The screener's rows agree with the stock pages' own calls for the same security at the same
 * instant: a random sample of the whole catalogue (about 40 of 13,000, seeded: SCREENER_SEED=n
 * repeats a run; every failure names the seed), at four instants of the market clock. The
 * catalogue is cut to the sample (and the indices), so the screener builds those rows alone.
 */
const seed = Number(process.env.SCREENER_SEED) || Math.floor(Math.random() * 2 ** 31);
const SHARE = 330; // about one security in 330
const catalogue = loadCatalogue([], { only: (entry) => entry.isIndex || hashString(`${seed}:${entry.id}`) % SHARE === 0 });

/** Friday 20 November 2026: before the open, during the session, after the close; and the Sunday after. */
const CLOCKS = {
  preMarket: Date.parse('2026-11-20T13:00:00Z'),
  session: Date.parse('2026-11-20T17:23:00Z'),
  afterClose: Date.parse('2026-11-20T22:00:00Z'),
  weekend: Date.parse('2026-11-22T15:00:00Z'),
} as const;

const verifyBearer = () => Promise.resolve(null);

function service(now: number) {
  const app = createBusinessService({ storage: createSandboxStorage('memory'), verifyBearer, publicUrl: 'http://sandbox.test', catalogue, now: () => now });
  return async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-app-id': 'usstock-web', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} (SCREENER_SEED=${seed})`);
    return ((await res.json()) as { data: T }).data;
  };
}

interface Keypoints {
  price: number;
  change: number;
  changePercent: number;
  volume: number;
  averageVolume: number;
  marketCap: number | null;
  peRatio: number | null;
  dividendYield: number | null;
  week52High: number;
  week52Low: number;
  beta: number | null;
  yearToDateChangePercent: number | null;
  oneYearChangePercent: number | null;
}
interface Dividends {
  frequency: string | null;
  dividendYield: number;
  items: Array<{ exDate: string }>;
  yearly: Array<{ year: number; amount: number }>;
}
interface Ratios {
  rows: Array<{ key: string; values: Array<number | null> }>;
}

describe.each(Object.entries(CLOCKS))(`screener rows agree with the stock pages (%s; SCREENER_SEED=${seed})`, (clock, now) => {
  const call = service(now);

  it('for every security of the sample', async () => {
    const { rows, total } = await call<{ rows: ScreenerRow[]; total: number }>('/api/Stock/Screener?page=1&pageSize=2000');
    expect(total, `SCREENER_SEED=${seed}`).toBeGreaterThan(10);
    for (const row of rows) {
      const where = `${row.id} ${clock} (SCREENER_SEED=${seed})`;
      const keypoints = await call<Keypoints>('/api/Stock/Keypoints', row.id);
      expect(
        {
          price: row.price,
          change: row.change,
          changePercent: row.changePercent,
          volume: row.volume,
          averageVolume: row.averageVolume,
          peRatio: row.peRatio,
          dividendYield: row.dividendYield,
          week52High: row.week52High,
          week52Low: row.week52Low,
          beta: row.beta,
          yearToDateChangePercent: row.changeYtd,
          oneYearChangePercent: row.change1y,
        },
        where,
      ).toEqual({
        price: keypoints.price,
        change: keypoints.change,
        changePercent: keypoints.changePercent,
        volume: keypoints.volume,
        averageVolume: keypoints.averageVolume,
        peRatio: keypoints.peRatio,
        dividendYield: keypoints.dividendYield,
        week52High: keypoints.week52High,
        week52Low: keypoints.week52Low,
        beta: keypoints.beta,
        yearToDateChangePercent: keypoints.yearToDateChangePercent,
        oneYearChangePercent: keypoints.oneYearChangePercent,
      });

      const dividends = await call<Dividends>(`/api/Stock/${encodeURIComponent(row.id)}/Dividends`);
      expect({ yield: row.dividendYield, frequency: row.dividendFrequency, exDate: row.exDividendDate }, where).toEqual({
        yield: dividends.dividendYield,
        frequency: dividends.frequency,
        exDate: dividends.items[0]?.exDate ?? null,
      });
      // The dividends page shows this year and five before: the run of paying years it shows.
      const shown = dividends.yearly.slice(1);
      const run = shown.findIndex((year) => year.amount <= 0);
      expect(Math.min(row.dividendYears, shown.length), where).toBe(run < 0 ? shown.length : run);

      const profile = await call<{ sector: string | null; sectorZh: string | null; industry: string | null; industryZh: string | null }>(`/api/Stock/${encodeURIComponent(row.id)}/Profile`);
      expect({ sector: row.sector, sectorZh: row.sectorZh, industry: row.industry, industryZh: row.industryZh }, where).toEqual({
        sector: profile.sector,
        sectorZh: profile.sectorZh,
        industry: profile.industry,
        industryZh: profile.industryZh,
      });

      if (row.kind === 'etf') {
        const fund = await call<{ expenseRatio: number; assets: number; holdingsCount: number | null }>(`/api/Stock/${encodeURIComponent(row.id)}/Fund`);
        expect({ expenseRatio: row.expenseRatio, aum: row.aum, holdingsCount: row.holdingsCount, marketCap: row.marketCap }, where).toEqual({
          expenseRatio: fund.expenseRatio,
          aum: fund.assets,
          holdingsCount: fund.holdingsCount,
          marketCap: null,
        });
      } else {
        expect(row.marketCap, where).toBe(keypoints.marketCap);
        const ratios = await call<Ratios>(`/api/Stock/${encodeURIComponent(row.id)}/Financials/financial-ratio?period=quarterly`);
        const latest = (key: string) => ratios.rows.find((ratio) => ratio.key === key)?.values[0] ?? null;
        expect({ roe: row.roe, debtToEquity: row.debtToEquity }, where).toEqual({ roe: latest('returnOnEquity'), debtToEquity: latest('debtToEquity') });
      }
    }
  });
});
