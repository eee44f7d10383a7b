import { formatDecimal, formatPercent, formatPrice, shortenNumber } from '@/lib/format/numbers';
import type { KeyStatistics } from '@/lib/upstream/business';

/** One line of the key statistics table. */
export interface StatisticRow {
  key: string;
  label: string;
  value: string;
  /** Needs a whole row on phones (the 52-week range is two prices). */
  wide?: boolean;
}

const DASH = '-';
const orDash = (value: number | null | undefined, format: (n: number) => string): string =>
  value == null || !Number.isFinite(value) ? DASH : format(value);

/** Spec §9: prices to 2 decimals, large numbers shortened with k/m/b. */
const price = (n: number) => formatPrice(n);
const ratio = formatDecimal;
const percent = formatPercent;

/**
 * The info page's key statistics (issue 4): open, high, low, previous close, volume, market cap,
 * P/E, EPS, dividend yield, 52-week range and beta. Indices have no market cap, earnings or
 * dividends, so those rows are left out rather than shown empty.
 */
export function keyStatisticRows(stats: KeyStatistics, isIndex: boolean): StatisticRow[] {
  const rows: StatisticRow[] = [
    { key: 'open', label: '開盤價', value: orDash(stats.open, price) },
    { key: 'high', label: '最高價', value: orDash(stats.high, price) },
    { key: 'low', label: '最低價', value: orDash(stats.low, price) },
    { key: 'previousClose', label: '昨收價', value: orDash(stats.previousClose, price) },
    { key: 'volume', label: '成交量', value: orDash(stats.volume, shortenNumber) },
  ];
  if (!isIndex) {
    rows.push(
      { key: 'marketCap', label: '市值', value: orDash(stats.marketCap, shortenNumber) },
      { key: 'peRatio', label: '本益比', value: orDash(stats.peRatio, ratio) },
      { key: 'eps', label: '每股盈餘（EPS）', value: orDash(stats.eps, price) },
      { key: 'dividendYield', label: '殖利率', value: orDash(stats.dividendYield, percent) },
    );
  }
  rows.push(
    { key: 'beta', label: 'Beta 值', value: orDash(stats.beta, ratio) },
    // Last, and wide on phones: it then fills the last row on its own (no hole before it).
    {
      key: 'week52Range',
      label: '52 週區間',
      wide: true,
      value: Number.isFinite(stats.week52Low) && Number.isFinite(stats.week52High) ? `${price(stats.week52Low)} – ${price(stats.week52High)}` : DASH,
    },
  );
  return rows;
}
