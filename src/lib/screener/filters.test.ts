import { describe, expect, test } from 'vitest';
import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import { screenerRow } from '@tests/screener-rows';
import { choiceOptions } from './choice-options';
import type { ScreenerChoiceFilter } from './filter-kinds';
import { FILTERS } from './filters';
import { runScreen } from './run-screen';
import { parseScreen } from './screen-query';
import { FILTER_GROUPS } from './types';

const TODAY = '2026-11-20';

/**
 * Each filter's meaning, held by three rows: one the query keeps, one it drops, and one whose figure
 * is missing (never kept). `missing: null` where the figure cannot be missing (a boolean, the exchange).
 */
interface Semantics {
  query: string;
  match: Partial<ScreenerRow>;
  miss: Partial<ScreenerRow>;
  missing: Partial<ScreenerRow> | null;
}

const SEMANTICS: Record<string, Semantics> = {
  exchange: { query: 'exchange=nyse,amex', match: { exchange: 2 }, miss: { exchange: 3 }, missing: null },
  type: { query: 'type=etf', match: { kind: 'etf' }, miss: { kind: 'adr' }, missing: null },
  sector: { query: 'sector=information-technology', match: { sector: 'Information Technology' }, miss: { sector: 'Health Care' }, missing: { sector: null } },
  industry: { query: 'industry=semiconductor-materials-equipment', match: { industry: 'Semiconductor Materials & Equipment' }, miss: { industry: 'Semiconductors' }, missing: { industry: null } },
  // 億美元: 100 億 = 1e10 USD.
  mcap: { query: 'mcap=large', match: { marketCap: 1e10 }, miss: { marketCap: 9.9e9 }, missing: { marketCap: null } },
  price: { query: 'price=-5', match: { price: 5 }, miss: { price: 5.01 }, missing: null },
  // 萬股: 100 萬股 = 1,000,000 shares.
  avgvol: { query: 'avgvol=over100', match: { averageVolume: 1_000_000 }, miss: { averageVolume: 999_999 }, missing: null },
  sp500: { query: 'sp500=1', match: { sp500: true }, miss: { sp500: false }, missing: null },
  ndx: { query: 'ndx=0', match: { nasdaq100: false }, miss: { nasdaq100: true }, missing: null },
  dow: { query: 'dow=1', match: { dow: true }, miss: { dow: false }, missing: null },
  pe: { query: 'pe=low', match: { peRatio: 15 }, miss: { peRatio: -3 }, missing: { peRatio: null } },
  fpe: { query: 'fpe=10-20', match: { forwardPe: 10 }, miss: { forwardPe: 21 }, missing: { forwardPe: null } },
  ps: { query: 'ps=under1', match: { priceToSales: 0.9 }, miss: { priceToSales: 1.1 }, missing: { priceToSales: null } },
  pb: { query: 'pb=over5', match: { priceToBook: 5 }, miss: { priceToBook: 4.99 }, missing: { priceToBook: null } },
  evebitda: { query: 'evebitda=-10', match: { evToEbitda: -4 }, miss: { evToEbitda: 10.5 }, missing: { evToEbitda: null } },
  yield: { query: 'yield=5-', match: { dividendYield: 5.2 }, miss: { dividendYield: 4.9 }, missing: { dividendYield: null } },
  payout: { query: 'payout=under80', match: { payoutRatio: 80 }, miss: { payoutRatio: 81 }, missing: { payoutRatio: null } },
  freq: { query: 'freq=monthly', match: { dividendFrequency: 'monthly' }, miss: { dividendFrequency: 'quarterly' }, missing: { dividendFrequency: null } },
  divyears: { query: 'divyears=over25', match: { dividendYears: 25 }, miss: { dividendYears: 24 }, missing: null },
  // Days after the snapshot's trading date: the 27th is 7 days on, the 28th 8; a date already past is none.
  exdiv: { query: 'exdiv=week', match: { exDividendDate: '2026-11-27' }, miss: { exDividendDate: '2026-11-28' }, missing: { exDividendDate: '2026-11-19' } },
  revg: { query: 'revg=over20', match: { revenueGrowth: 20 }, miss: { revenueGrowth: 19.9 }, missing: { revenueGrowth: null } },
  revg3y: { query: 'revg3y=positive', match: { revenueGrowth3y: 0 }, miss: { revenueGrowth3y: -1 }, missing: { revenueGrowth3y: null } },
  epsg: { query: 'epsg=-150--50', match: { epsGrowth: -100 }, miss: { epsGrowth: -40 }, missing: { epsGrowth: null } },
  epsg3y: { query: 'epsg3y=over50', match: { epsGrowth3y: 51 }, miss: { epsGrowth3y: 49 }, missing: { epsGrowth3y: null } },
  gm: { query: 'gm=over60', match: { grossMargin: 75 }, miss: { grossMargin: 59 }, missing: { grossMargin: null } },
  om: { query: 'om=over0', match: { operatingMargin: 0 }, miss: { operatingMargin: -0.5 }, missing: { operatingMargin: null } },
  nm: { query: 'nm=over20', match: { netMargin: 30 }, miss: { netMargin: 10 }, missing: { netMargin: null } },
  roe: { query: 'roe=over15', match: { roe: 15 }, miss: { roe: 14 }, missing: { roe: null } },
  de: { query: 'de=under05', match: { debtToEquity: 0.5 }, miss: { debtToEquity: 0.6 }, missing: { debtToEquity: null } },
  chg: { query: 'chg=down5', match: { changePercent: -5 }, miss: { changePercent: -4 }, missing: null },
  chg1m: { query: 'chg1m=up10', match: { change1m: 12 }, miss: { change1m: 9 }, missing: { change1m: null } },
  chg6m: { query: 'chg6m=down', match: { change6m: -0.1 }, miss: { change6m: 0.1 }, missing: { change6m: null } },
  chgytd: { query: 'chgytd=up', match: { changeYtd: 0 }, miss: { changeYtd: -0.1 }, missing: { changeYtd: null } },
  chg1y: { query: 'chg1y=down20', match: { change1y: -25 }, miss: { change1y: -15 }, missing: { change1y: null } },
  // Percent below the 52-week high: 57 is 5 % below 60.
  hi52: { query: 'hi52=within5', match: { price: 57, week52High: 60 }, miss: { price: 56.9, week52High: 60 }, missing: { week52High: 0 } },
  // Percent above the 52-week low: at the low is 0.
  lo52: { query: 'lo52=at', match: { price: 40, week52Low: 40 }, miss: { price: 40.1, week52Low: 40 }, missing: { week52Low: 0 } },
  sma50: { query: 'sma50=1', match: { price: 50, sma50: 49 }, miss: { price: 50, sma50: 51 }, missing: { sma50: null } },
  sma200: { query: 'sma200=0', match: { price: 50, sma200: 51 }, miss: { price: 50, sma200: 49 }, missing: { sma200: null } },
  rsi: { query: 'rsi=oversold', match: { rsi14: 30 }, miss: { rsi14: 31 }, missing: { rsi14: null } },
  beta: { query: 'beta=high', match: { beta: 1.5 }, miss: { beta: 1.49 }, missing: { beta: null } },
  er: { query: 'er=under01', match: { expenseRatio: 0.03 }, miss: { expenseRatio: 0.2 }, missing: { expenseRatio: null } },
  // 億美元: 1,000 億 = 1e11 USD.
  aum: { query: 'aum=over1000', match: { aum: 1e11 }, miss: { aum: 9e10 }, missing: { aum: null } },
  holdings: { query: 'holdings=under30', match: { holdingsCount: 30 }, miss: { holdingsCount: 31 }, missing: { holdingsCount: null } },
  tw: { query: 'tw=1', match: { taiwanCode: '2330' }, miss: { taiwanCode: null }, missing: null },
};

const kept = (query: string, overrides: Partial<ScreenerRow>) => {
  const parsed = parseScreen(new URLSearchParams(query));
  expect(parsed.notices).toEqual([]);
  return runScreen([screenerRow(overrides)], parsed.screen, TODAY).total === 1;
};

describe('every filter', () => {
  test('the catalogue has at least 40 filters, unique keys, in the groups of the form, each tested below', () => {
    expect(FILTERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(FILTERS.map((filter) => filter.key)).size).toBe(FILTERS.length);
    expect(FILTERS.map((filter) => FILTER_GROUPS.indexOf(filter.group))).toEqual(FILTERS.map((filter) => FILTER_GROUPS.indexOf(filter.group)).sort((a, b) => a - b));
    expect(Object.keys(SEMANTICS).sort()).toEqual(FILTERS.map((filter) => filter.key).sort());
  });

  test('every range has its unit, and its bands are distinct', () => {
    for (const filter of FILTERS) {
      if (filter.kind !== 'range') continue;
      expect(typeof filter.unit, filter.key).toBe('string');
      expect(new Set(filter.bands.map((band) => `${band.min}-${band.max}`)).size, filter.key).toBe(filter.bands.length);
    }
    expect(FILTERS.find((filter) => filter.key === 'mcap')).toMatchObject({ unit: '億美元' });
  });

  test.each(Object.entries(SEMANTICS))('%s: keeps the matching row, drops the other and the missing figure', (_key, { query, match, miss, missing }) => {
    expect(kept(query, match)).toBe(true);
    expect(kept(query, miss)).toBe(false);
    if (missing) expect(kept(query, { ...match, ...missing })).toBe(false);
  });
});

describe('choiceOptions', () => {
  const choice = (key: string) => FILTERS.find((filter) => filter.key === key) as ScreenerChoiceFilter;

  test('lists the sectors the rows carry, most rows first, under their zh-TW names', () => {
    const rows = [
      screenerRow({ sector: 'Energy', sectorZh: '能源' }),
      screenerRow({ sector: 'Health Care', sectorZh: '醫療保健' }),
      screenerRow({ sector: 'Health Care', sectorZh: '醫療保健' }),
      screenerRow({ sector: null, sectorZh: null }),
    ];
    expect(choiceOptions(choice('sector'), rows)).toEqual([
      { id: 'health-care', label: '醫療保健', count: 2 },
      { id: 'energy', label: '能源', count: 1 },
    ]);
  });

  test('keeps a fixed list in its order, with counts', () => {
    expect(choiceOptions(choice('freq'), [screenerRow({ dividendFrequency: 'monthly' })]).map((option) => [option.label, option.count])).toEqual([
      ['月配', 1],
      ['季配', 0],
      ['半年配', 0],
      ['年配', 0],
    ]);
  });
});
