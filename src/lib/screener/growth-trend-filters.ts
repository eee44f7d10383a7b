import { round2 } from '@/lib/format/numbers';
import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import { flag, range, type ScreenerFilter } from './filter-kinds';

/** The filters of two groups, 成長與獲利 and 走勢 (their order is the form's; FILTERS places them). */

/** A percentage that cannot fall below −100 % (a change of price or revenue). */
const DOWN_TO_ALL = { min: -100 };
const NON_NEGATIVE = { min: 0 };

/**
 * How far the price is below the 52-week high, in % of the high (0 at a new high), rounded as the table
 * shows it: a row shown 5.00 % below its high is within 5 %.
 */
const belowHigh = (row: ScreenerRow) => (row.week52High > 0 ? Math.max(0, round2(((row.week52High - row.price) / row.week52High) * 100)) : null);
/** How far the price is above the 52-week low, in % of the low (0 at a new low), rounded as shown. */
const aboveLow = (row: ScreenerRow) => (row.week52Low > 0 ? Math.max(0, round2(((row.price - row.week52Low) / row.week52Low) * 100)) : null);
const aboveAverage = (average: number | null, price: number) => (average === null || average === price ? null : price > average);

export function growthFilters(): ScreenerFilter[] {
  const growthBands = [
    ['positive', '正成長', 0, null],
    ['over10', '10% 以上', 10, null],
    ['over20', '20% 以上', 20, null],
    ['over50', '50% 以上', 50, null],
  ] as const;
  const growth = (key: string, label: string, figure: (row: ScreenerRow) => number | null, limits = {}) =>
    range(key, 'growth', label, { format: 'percent', unit: '%', figure, limits, bands: growthBands });
  const margin = (key: string, label: string, figure: (row: ScreenerRow) => number | null, over: readonly number[]) =>
    range(key, 'growth', label, { format: 'percent', unit: '%', figure, limits: { max: 100 }, bands: over.map((min) => [`over${min}`, `${min}% 以上`, min, null] as const) });
  return [
    growth('revg', '營收成長率（年增）', (row) => row.revenueGrowth, DOWN_TO_ALL),
    growth('revg3y', '營收 3 年年化成長率', (row) => row.revenueGrowth3y, DOWN_TO_ALL),
    growth('epsg', 'EPS 成長率（年增）', (row) => row.epsGrowth),
    growth('epsg3y', 'EPS 3 年年化成長率', (row) => row.epsGrowth3y),
    margin('gm', '毛利率', (row) => row.grossMargin, [20, 40, 60]),
    margin('om', '營業利益率', (row) => row.operatingMargin, [0, 10, 20]),
    margin('nm', '淨利率', (row) => row.netMargin, [0, 10, 20]),
    range('roe', 'growth', '股東權益報酬率（ROE）', {
      format: 'percent',
      unit: '%',
      figure: (row) => row.roe,
      bands: [
        ['positive', '0% 以上', 0, null],
        ['over15', '15% 以上', 15, null],
        ['over30', '30% 以上', 30, null],
      ],
    }),
    range('de', 'growth', '負債權益比', {
      format: 'ratio',
      unit: '倍',
      figure: (row) => row.debtToEquity,
      bands: [
        ['under05', '0.5 倍以下', 0, 0.5],
        ['under1', '1 倍以下', 0, 1],
        ['over2', '2 倍以上', 2, null],
      ],
    }),
  ];
}

export function trendFilters(): ScreenerFilter[] {
  const change = (key: string, label: string, figure: (row: ScreenerRow) => number | null, step: number) =>
    range(key, 'trend', label, {
      format: 'percent',
      unit: '%',
      figure,
      limits: DOWN_TO_ALL,
      bands: [
        [`up${step}`, `上漲 ${step}% 以上`, step, null],
        ['up', '上漲', 0, null],
        ['down', '下跌', null, 0],
        [`down${step}`, `下跌 ${step}% 以上`, null, -step],
      ],
    });
  return [
    change('chg', '今日漲跌幅', (row) => row.changePercent, 5),
    change('chg1m', '1 個月漲跌幅', (row) => row.change1m, 10),
    change('chg6m', '6 個月漲跌幅', (row) => row.change6m, 20),
    change('chgytd', '今年以來漲跌幅', (row) => row.changeYtd, 20),
    change('chg1y', '1 年漲跌幅', (row) => row.change1y, 20),
    range('hi52', 'trend', '距 52 週高點', {
      format: 'percent',
      unit: '%',
      figure: belowHigh,
      limits: { min: 0, max: 100 },
      bands: [
        ['at', '創 52 週新高', null, 0],
        ['within5', '5% 以內', null, 5],
        ['within10', '10% 以內', null, 10],
        ['over30', '跌深 30% 以上', 30, null],
      ],
    }),
    range('lo52', 'trend', '距 52 週低點', {
      format: 'percent',
      unit: '%',
      figure: aboveLow,
      limits: NON_NEGATIVE,
      bands: [
        ['at', '創 52 週新低', null, 0],
        ['within5', '5% 以內', null, 5],
        ['over50', '已反彈 50% 以上', 50, null],
      ],
    }),
    flag('sma50', 'trend', '50 日均線', '股價在 50 日均線之上', '股價在 50 日均線之下', (row) => aboveAverage(row.sma50, row.price)),
    flag('sma200', 'trend', '200 日均線', '股價在 200 日均線之上', '股價在 200 日均線之下', (row) => aboveAverage(row.sma200, row.price)),
    range('rsi', 'trend', 'RSI（14 日）', {
      format: 'ratio',
      unit: '',
      figure: (row) => row.rsi14,
      limits: { min: 0, max: 100 },
      bands: [
        ['oversold', '超賣（30 以下）', null, 30],
        ['overbought', '超買（70 以上）', 70, null],
      ],
    }),
    range('beta', 'trend', 'Beta 值', {
      format: 'ratio',
      unit: '',
      figure: (row) => row.beta,
      bands: [
        ['low', '1 以下（波動較小）', null, 1],
        ['high', '1.5 以上（波動較大）', 1.5, null],
      ],
    }),
  ];
}
