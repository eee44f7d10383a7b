import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import type { ColumnDefinition } from './types';

/**
 * The results table's columns (and the CSV's), keyed as their URL value; the same key as the filter on
 * the same figure. Every column sorts. Figures are the row's own: money in USD, volumes in shares,
 * percentages as percent values (the table and the CSV write them in the reader's units).
 */

const EXCHANGE_NAMES = { 1: '紐約證交所', 2: '美國證交所', 3: '那斯達克' } as const;
const KIND_NAMES = { stock: '股票', adr: 'ADR', etf: 'ETF' } as const;
const FREQUENCY_NAMES = { monthly: '月配', quarterly: '季配', semiannual: '半年配', annual: '年配' } as const;

const column = (key: string, label: string, format: ColumnDefinition['format'], value: ColumnDefinition['value']): ColumnDefinition => ({ key, label, format, value });

/** How far a price is from a reference, in % of the reference. */
const distance = (price: number, reference: number) => (reference > 0 ? ((price - reference) / reference) * 100 : null);

export const COLUMNS: readonly ColumnDefinition[] = [
  column('price', '股價', 'price', (row) => row.price),
  column('chg', '漲跌幅', 'percent', (row) => row.changePercent),
  column('change', '漲跌', 'price', (row) => row.change),
  column('volume', '成交量', 'shares', (row) => row.volume),
  column('dollarvol', '成交值', 'money', (row) => row.price * row.volume),
  column('avgvol', '平均成交量', 'shares', (row) => row.averageVolume),
  column('mcap', '市值', 'money', (row) => row.marketCap),
  column('exchange', '交易所', 'text', (row) => EXCHANGE_NAMES[row.exchange]),
  column('type', '類型', 'text', (row) => KIND_NAMES[row.kind]),
  column('sector', '產業類別', 'text', (row) => row.sectorZh ?? row.sector),
  column('industry', '細產業', 'text', (row) => row.industryZh ?? row.industry),
  column('pe', '本益比', 'ratio', (row) => row.peRatio),
  column('fpe', '預估本益比', 'ratio', (row) => row.forwardPe),
  column('ps', '股價營收比', 'ratio', (row) => row.priceToSales),
  column('pb', '股價淨值比', 'ratio', (row) => row.priceToBook),
  column('evebitda', 'EV/EBITDA', 'ratio', (row) => row.evToEbitda),
  column('yield', '殖利率', 'percent', (row) => row.dividendYield),
  column('payout', '配息率', 'percent', (row) => row.payoutRatio),
  column('freq', '配息頻率', 'text', (row) => (row.dividendFrequency === null ? null : FREQUENCY_NAMES[row.dividendFrequency])),
  column('divyears', '連續配息年數', 'count', (row) => row.dividendYears),
  column('exdiv', '除息日', 'date', (row) => row.exDividendDate),
  column('revg', '營收成長率', 'percent', (row) => row.revenueGrowth),
  column('revg3y', '營收 3 年成長率', 'percent', (row) => row.revenueGrowth3y),
  column('epsg', 'EPS 成長率', 'percent', (row) => row.epsGrowth),
  column('epsg3y', 'EPS 3 年成長率', 'percent', (row) => row.epsGrowth3y),
  column('gm', '毛利率', 'percent', (row) => row.grossMargin),
  column('om', '營業利益率', 'percent', (row) => row.operatingMargin),
  column('nm', '淨利率', 'percent', (row) => row.netMargin),
  column('roe', 'ROE', 'percent', (row) => row.roe),
  column('de', '負債權益比', 'ratio', (row) => row.debtToEquity),
  column('chg1m', '1 個月', 'percent', (row) => row.change1m),
  column('chg6m', '6 個月', 'percent', (row) => row.change6m),
  column('chgytd', '今年以來', 'percent', (row) => row.changeYtd),
  column('chg1y', '1 年', 'percent', (row) => row.change1y),
  column('high52', '52 週高點', 'price', (row) => row.week52High),
  column('low52', '52 週低點', 'price', (row) => row.week52Low),
  column('hi52', '距 52 週高點', 'percent', (row) => distance(row.price, row.week52High)),
  column('lo52', '距 52 週低點', 'percent', (row) => distance(row.price, row.week52Low)),
  column('sma50', '50 日均線', 'price', (row) => row.sma50),
  column('sma200', '200 日均線', 'price', (row) => row.sma200),
  column('rsi', 'RSI（14 日）', 'ratio', (row) => row.rsi14),
  column('beta', 'Beta', 'ratio', (row) => row.beta),
  column('er', '內扣費用率', 'percent', (row) => row.expenseRatio),
  column('aum', '資產規模', 'money', (row) => row.aum),
  column('holdings', '持股檔數', 'count', (row) => row.holdingsCount),
  column('tw', '台股代號', 'text', (row) => row.taiwanCode),
];

const byKey = new Map(COLUMNS.map((definition) => [definition.key, definition]));

/** The column with this URL key, if there is one. */
export const columnByKey = (key: string): ColumnDefinition | undefined => byKey.get(key);

/** The columns of the plain screener (a preset names its own in its query). */
export const DEFAULT_COLUMNS: readonly string[] = ['price', 'chg', 'volume', 'mcap', 'pe', 'yield'];

/** The plain screener's order: largest companies first. */
export const DEFAULT_SORT = 'mcap';

/** The stock a row is (the first, linked column of the table; the CSV's first two columns). */
export const rowName = (row: ScreenerRow): string => row.customName ?? row.name;
