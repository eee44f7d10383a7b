import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import { choice, dayNumber, flag, nameSlug, range, type ScreenerFilter, scaled } from './filter-kinds';
import { growthFilters, trendFilters } from './growth-trend-filters';

/**
 * Every filter of the screener, in the order the form shows them (grouped as FILTER_GROUPS). A range's
 * bounds are in the unit the reader types: market cap and net assets in 億美元, average volume in 萬股,
 * every percentage as a percent value; the `figure` turns the row's USD and shares into that unit.
 */

const HUNDRED_MILLION = 1e8;
const TEN_THOUSAND = 1e4;

const EXCHANGE_IDS = { 1: 'nyse', 2: 'amex', 3: 'nasdaq' } as const;

const NON_NEGATIVE = { min: 0 };

const byName = (pick: (row: ScreenerRow) => string | null) => (row: ScreenerRow) => {
  const name = pick(row);
  return name === null ? null : nameSlug(name);
};

export const FILTERS: readonly ScreenerFilter[] = [
  // 基本
  choice(
    'exchange',
    'basic',
    '交易所',
    [
      { id: 'nyse', label: '紐約證交所' },
      { id: 'nasdaq', label: '那斯達克' },
      { id: 'amex', label: '美國證交所' },
    ],
    (row) => EXCHANGE_IDS[row.exchange],
  ),
  choice(
    'type',
    'basic',
    '類型',
    [
      { id: 'stock', label: '股票' },
      { id: 'etf', label: 'ETF' },
      { id: 'adr', label: 'ADR' },
    ],
    (row) => row.kind,
  ),
  choice(
    'sector',
    'basic',
    '產業類別',
    [],
    byName((row) => row.sector),
    (row) => row.sectorZh ?? row.sector,
  ),
  choice(
    'industry',
    'basic',
    '細產業',
    [],
    byName((row) => row.industry),
    (row) => row.industryZh ?? row.industry,
  ),
  range('mcap', 'basic', '市值', {
    format: 'money',
    unit: '億美元',
    figure: scaled((row) => row.marketCap, HUNDRED_MILLION),
    limits: NON_NEGATIVE,
    bands: [
      ['mega', '超大型股（2,000 億美元以上）', 2000, null],
      ['large', '大型股（100 億–2,000 億美元）', 100, 2000],
      ['mid', '中型股（20 億–100 億美元）', 20, 100],
      ['small', '小型股（3 億–20 億美元）', 3, 20],
      ['micro', '微型股（3 億美元以下）', null, 3],
    ],
  }),
  range('price', 'basic', '股價', {
    format: 'price',
    unit: '美元',
    figure: (row) => row.price,
    limits: NON_NEGATIVE,
    bands: [
      ['under5', '5 美元以下', null, 5],
      ['over10', '10 美元以上', 10, null],
      ['over100', '100 美元以上', 100, null],
    ],
  }),
  range('avgvol', 'basic', '平均成交量（3 個月）', {
    format: 'shares',
    unit: '萬股',
    figure: scaled((row) => row.averageVolume, TEN_THOUSAND),
    limits: NON_NEGATIVE,
    bands: [
      ['over10', '10 萬股以上', 10, null],
      ['over100', '100 萬股以上', 100, null],
      ['over1000', '1,000 萬股以上', 1000, null],
    ],
  }),
  flag('sp500', 'basic', 'S&P 500 成分股', '是 S&P 500 成分股', '不是 S&P 500 成分股', (row) => row.sp500),
  flag('ndx', 'basic', 'Nasdaq-100 成分股', '是 Nasdaq-100 成分股', '不是 Nasdaq-100 成分股', (row) => row.nasdaq100),
  flag('dow', 'basic', '道瓊工業指數成分股', '是道瓊成分股', '不是道瓊成分股', (row) => row.dow),

  // 估值
  range('pe', 'valuation', '本益比', {
    format: 'ratio',
    unit: '倍',
    figure: (row) => row.peRatio,
    bands: [
      ['low', '15 倍以下（獲利中）', 0, 15],
      ['mid', '15–25 倍', 15, 25],
      ['high', '25 倍以上', 25, null],
    ],
  }),
  range('fpe', 'valuation', '預估本益比', {
    format: 'ratio',
    unit: '倍',
    figure: (row) => row.forwardPe,
    bands: [
      ['low', '15 倍以下（預估獲利）', 0, 15],
      ['mid', '15–25 倍', 15, 25],
      ['high', '25 倍以上', 25, null],
    ],
  }),
  range('ps', 'valuation', '股價營收比', {
    format: 'ratio',
    unit: '倍',
    figure: (row) => row.priceToSales,
    limits: NON_NEGATIVE,
    bands: [
      ['under1', '1 倍以下', null, 1],
      ['under5', '5 倍以下', null, 5],
      ['over10', '10 倍以上', 10, null],
    ],
  }),
  range('pb', 'valuation', '股價淨值比', {
    format: 'ratio',
    unit: '倍',
    figure: (row) => row.priceToBook,
    bands: [
      ['under1', '低於淨值（0–1 倍）', 0, 1],
      ['under3', '3 倍以下', 0, 3],
      ['over5', '5 倍以上', 5, null],
    ],
  }),
  range('evebitda', 'valuation', '企業價值倍數（EV/EBITDA）', {
    format: 'ratio',
    unit: '倍',
    figure: (row) => row.evToEbitda,
    bands: [
      ['low', '10 倍以下', 0, 10],
      ['mid', '10–20 倍', 10, 20],
      ['high', '20 倍以上', 20, null],
    ],
  }),

  // 股利
  range('yield', 'dividend', '殖利率', {
    format: 'percent',
    unit: '%',
    figure: (row) => row.dividendYield,
    limits: NON_NEGATIVE,
    bands: [
      ['over2', '2% 以上', 2, null],
      ['over4', '4% 以上', 4, null],
      ['over6', '6% 以上', 6, null],
      ['over8', '8% 以上', 8, null],
    ],
  }),
  range('payout', 'dividend', '配息率', {
    format: 'percent',
    unit: '%',
    figure: (row) => row.payoutRatio,
    bands: [
      ['under50', '50% 以下', 0, 50],
      ['under80', '80% 以下', 0, 80],
      ['over100', '100% 以上（配超過獲利）', 100, null],
    ],
  }),
  choice(
    'freq',
    'dividend',
    '配息頻率',
    [
      { id: 'monthly', label: '月配' },
      { id: 'quarterly', label: '季配' },
      { id: 'semiannual', label: '半年配' },
      { id: 'annual', label: '年配' },
    ],
    (row) => row.dividendFrequency,
  ),
  range('divyears', 'dividend', '連續配息年數', {
    format: 'count',
    unit: '年',
    figure: (row) => row.dividendYears,
    limits: NON_NEGATIVE,
    integer: true,
    bands: [
      ['over5', '5 年以上', 5, null],
      ['over10', '10 年以上', 10, null],
      ['over25', '25 年以上', 25, null],
    ],
  }),
  range('exdiv', 'dividend', '幾天內除息', {
    format: 'count',
    unit: '天',
    // Days from the snapshot's trading date to the ex-dividend date; a date already past has none.
    figure: (row, context) => {
      const day = row.exDividendDate === null ? null : dayNumber(row.exDividendDate);
      return day === null || day < context.today ? null : day - context.today;
    },
    limits: { min: 0, max: 3660 },
    integer: true,
    bands: [
      ['week', '7 天內', null, 7],
      ['month', '30 天內', null, 30],
      ['quarter', '90 天內', null, 90],
    ],
  }),

  // 成長與獲利
  ...growthFilters(),

  // 走勢
  ...trendFilters(),

  // ETF
  range('er', 'etf', '內扣費用率', {
    format: 'percent',
    unit: '%',
    figure: (row) => row.expenseRatio,
    limits: { min: 0, max: 100 },
    bands: [
      ['under01', '0.1% 以下', null, 0.1],
      ['under02', '0.2% 以下', null, 0.2],
      ['under05', '0.5% 以下', null, 0.5],
    ],
  }),
  range('aum', 'etf', '資產規模', {
    format: 'money',
    unit: '億美元',
    figure: scaled((row) => row.aum, HUNDRED_MILLION),
    limits: NON_NEGATIVE,
    bands: [
      ['over10', '10 億美元以上', 10, null],
      ['over100', '100 億美元以上', 100, null],
      ['over1000', '1,000 億美元以上', 1000, null],
    ],
  }),
  range('holdings', 'etf', '持股檔數', {
    format: 'count',
    unit: '檔',
    figure: (row) => row.holdingsCount,
    limits: NON_NEGATIVE,
    integer: true,
    bands: [
      ['under30', '30 檔以下（集中）', null, 30],
      ['over100', '100 檔以上', 100, null],
      ['over500', '500 檔以上（分散）', 500, null],
    ],
  }),

  // 台灣
  flag('tw', 'taiwan', '台灣掛牌（ADR 對應台股）', '在台灣也有掛牌', '沒有台灣掛牌', (row) => row.taiwanCode !== null),
];

const byKey = new Map(FILTERS.map((filter) => [filter.key, filter]));

/** The filter with this URL key, if there is one. */
export const filterByKey = (key: string): ScreenerFilter | undefined => byKey.get(key);
