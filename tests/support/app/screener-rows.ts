import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import type { StockId } from '@protocol/stock-id';

/**
 * Screener rows for tests and the bench: `screenerRow` one plain company to change a figure of,
 * `screenerRows` a deterministic market of any size, shaped like the directory's (three in four
 * companies, one in four funds, a few ADRs with a Taiwan listing, nulls where figures do not apply).
 */

export function screenerRow(overrides: Partial<ScreenerRow> = {}): ScreenerRow {
  return {
    id: 'ACME' as StockId,
    name: 'Acme Corporation',
    customName: null,
    exchange: 3,
    kind: 'stock',
    sector: 'Industrials',
    sectorZh: '工業',
    industry: 'Building Products',
    industryZh: '建築產品',
    sp500: false,
    nasdaq100: false,
    dow: false,
    taiwanCode: null,
    price: 50,
    change: 0.5,
    changePercent: 1.01,
    volume: 1_000_000,
    averageVolume: 1_200_000,
    marketCap: 5e9,
    peRatio: 20,
    forwardPe: 18,
    priceToSales: 3,
    priceToBook: 2.5,
    evToEbitda: 12,
    dividendYield: 2,
    payoutRatio: 40,
    dividendFrequency: 'quarterly',
    dividendYears: 8,
    exDividendDate: '2026-12-10',
    revenueGrowth: 8,
    revenueGrowth3y: 6,
    epsGrowth: 10,
    epsGrowth3y: 7,
    grossMargin: 35,
    operatingMargin: 15,
    netMargin: 10,
    roe: 14,
    debtToEquity: 0.8,
    change1m: 2,
    change6m: 5,
    changeYtd: 7,
    change1y: 12,
    week52High: 60,
    week52Low: 40,
    sma50: 48,
    sma200: 45,
    rsi14: 55,
    beta: 1.1,
    expenseRatio: null,
    aum: null,
    holdingsCount: null,
    ...overrides,
  };
}

/** mulberry32: a small seeded generator, so every run sees the same market. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SECTORS: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = [
  [
    'Information Technology',
    '資訊科技',
    [
      ['Semiconductors', '半導體'],
      ['Semiconductor Materials & Equipment', '半導體材料與設備'],
      ['Application Software', '應用軟體'],
    ],
  ],
  [
    'Health Care',
    '醫療保健',
    [
      ['Biotechnology', '生物科技'],
      ['Health Care Equipment', '醫療設備'],
    ],
  ],
  [
    'Financials',
    '金融',
    [
      ['Diversified Banks', '綜合銀行'],
      ['Asset Management & Custody Banks', '資產管理與託管銀行'],
    ],
  ],
  [
    'Industrials',
    '工業',
    [
      ['Building Products', '建築產品'],
      ['Aerospace & Defense', '航太與國防'],
    ],
  ],
  ['Energy', '能源', [['Oil & Gas Exploration & Production', '石油與天然氣探勘與生產']]],
  [
    'Real Estate',
    '房地產',
    [
      ['Data Center REITs', '資料中心 REIT'],
      ['Health Care REITs', '醫療 REIT'],
    ],
  ],
  ['Utilities', '公用事業', [['Electric Utilities', '電力公用事業']]],
  ['Consumer Staples', '必需消費品', [['Household Products', '家用品']]],
];
const TAIWAN_PAIRS: readonly (readonly [string, string])[] = [
  ['TSM', '2330'],
  ['UMC', '2303'],
  ['ASX', '3711'],
  ['CHT', '2412'],
  ['HIMX', '3222'],
];
const FREQUENCIES = ['monthly', 'quarterly', 'quarterly', 'quarterly', 'semiannual', 'annual'] as const;

const SUFFIXES = ['Holdings Inc.', 'Corporation', 'Technologies Inc. Common Stock', 'Group Ltd. American Depositary Shares', 'Income Fund', 'Select Sector SPDR ETF'];

/** `count` rows in id order, the same for the same seed. */
export function screenerRows(count: number, seed = 43): ScreenerRow[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const between = (low: number, high: number) => low + next() * (high - low);
  const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
  /** A figure that is missing one time in `oneIn`. */
  const sometimes = <T>(value: T, oneIn = 8): T | null => (next() < 1 / oneIn ? null : value);
  const rows: ScreenerRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const taiwan = index < TAIWAN_PAIRS.length ? TAIWAN_PAIRS[index] : undefined;
    const roll = next();
    const kind = taiwan || roll < 0.03 ? 'adr' : roll < 0.28 ? 'etf' : 'stock';
    const fund = kind === 'etf';
    const [sector, sectorZh, industries] = pick(SECTORS);
    const [industry, industryZh] = pick(industries);
    const price = round(Math.exp(between(Math.log(0.5), Math.log(900))));
    const changePercent = round((next() - 0.5) * (next() < 0.05 ? 60 : 8));
    const week52High = round(price * (next() < 0.05 ? 1 : between(1, 2.2)));
    const week52Low = round(Math.min(price, week52High) * (next() < 0.03 ? 1 : between(0.4, 1)));
    const averageVolume = Math.round(Math.exp(between(Math.log(1_000), Math.log(80_000_000))));
    const payer = next() < 0.55;
    const frequency = payer ? (fund && next() < 0.3 ? 'monthly' : pick(FREQUENCIES)) : null;
    const exDay = 1 + Math.floor(next() * 28);
    rows.push({
      id: (taiwan?.[0] ?? `S${String(index).padStart(5, '0')}`) as StockId,
      name: `${['Alpha', 'Pacific', 'Summit', 'Harbor', 'Northern'][index % 5]} ${pick(SUFFIXES)}`,
      customName: next() < 0.1 ? '示範公司' : null,
      exchange: pick([1, 2, 3] as const),
      kind,
      sector: fund ? null : sector,
      sectorZh: fund ? null : sectorZh,
      industry: fund ? null : industry,
      industryZh: fund ? null : industryZh,
      sp500: !fund && next() < 0.04,
      nasdaq100: !fund && next() < 0.008,
      dow: !fund && next() < 0.002,
      taiwanCode: taiwan?.[1] ?? null,
      price,
      change: round((price * changePercent) / 100),
      changePercent,
      volume: Math.round(averageVolume * between(0.2, 3)),
      averageVolume,
      marketCap: fund ? null : sometimes(round(Math.exp(between(Math.log(2e7), Math.log(4e12))), 0)),
      peRatio: fund ? null : sometimes(round(between(-20, 80)), 4),
      forwardPe: fund ? null : sometimes(round(between(3, 60)), 4),
      priceToSales: fund ? null : sometimes(round(between(0.1, 30))),
      priceToBook: fund ? null : sometimes(round(between(-2, 20))),
      evToEbitda: fund ? null : sometimes(round(between(-5, 50)), 4),
      dividendYield: payer ? round(between(0.1, fund ? 12 : 9)) : sometimes(0, 3),
      payoutRatio: payer && !fund ? sometimes(round(between(5, 140))) : null,
      dividendFrequency: frequency,
      dividendYears: payer ? Math.floor(between(0, 60)) : 0,
      exDividendDate: payer ? `2026-${pick(['10', '11', '12'])}-${String(exDay).padStart(2, '0')}` : null,
      revenueGrowth: fund ? null : sometimes(round(between(-40, 120))),
      revenueGrowth3y: fund ? null : sometimes(round(between(-20, 60)), 4),
      epsGrowth: fund ? null : sometimes(round(between(-200, 200)), 4),
      epsGrowth3y: fund ? null : sometimes(round(between(-50, 80)), 4),
      grossMargin: fund ? null : sometimes(round(between(-10, 95))),
      operatingMargin: fund ? null : sometimes(round(between(-60, 50))),
      netMargin: fund ? null : sometimes(round(between(-80, 40))),
      roe: fund ? null : sometimes(round(between(-50, 60))),
      debtToEquity: fund ? null : sometimes(round(between(0, 4))),
      change1m: sometimes(round(between(-30, 30)), 20),
      change6m: sometimes(round(between(-50, 80)), 12),
      changeYtd: sometimes(round(between(-50, 90)), 12),
      change1y: sometimes(round(between(-70, 150)), 8),
      week52High,
      week52Low,
      sma50: sometimes(round(price * between(0.85, 1.15)), 20),
      sma200: sometimes(round(price * between(0.7, 1.3)), 10),
      rsi14: sometimes(round(between(10, 90)), 20),
      beta: sometimes(round(between(-0.3, 2.8)), 6),
      expenseRatio: fund ? round(between(0.02, 1.2)) : null,
      aum: fund ? round(Math.exp(between(Math.log(1e6), Math.log(6e11))), 0) : null,
      holdingsCount: fund ? Math.floor(between(10, 4000)) : null,
    });
  }
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
