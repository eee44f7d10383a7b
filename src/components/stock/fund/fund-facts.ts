import { formatDate } from '@/lib/format/dates';
import { formatInteger, formatPercent, formatPrice, MISSING, priceDirection, fullNumberTitle, shortenNumber } from '@/lib/format/numbers';
import { stockPath } from '@/lib/stock/tabs';
import type { Fund } from '@/lib/upstream/business';

/** One cell of the fund overview: a label, its value, a muted line under it, a link when the value names a page. */
export interface FundFact {
  key: string;
  label: string;
  value: string;
  note?: string | undefined;
  href?: string | undefined;
  /** The exact figure behind a shortened value, for hover. */
  title?: string | undefined;
}

const ASSET_CLASS_LABELS: Record<Fund['assetClass'], string> = { equity: '股票', bond: '債券', commodity: '商品' };

/**
 * 溢價 / 折價 with the size of the gap, as Taiwanese fund pages say it (a sign on a percentage
 * would read as a change). Judged as shown: a gap that reads 0.00 % is 平價.
 */
export function premiumDiscountText(percent: number): string {
  const direction = priceDirection(percent);
  if (direction === 'stable') return `平價 ${formatPercent(0)}`;
  return `${direction === 'rise' ? '溢價' : '折價'} ${formatPercent(Math.abs(percent))}`;
}

/** The overview's eight cells, in reading order (fees and size first: what a buyer compares). */
export function fundFacts(fund: Fund): FundFact[] {
  const index = fund.trackedIndex;
  return [
    { key: 'expenseRatio', label: '費用率', value: formatPercent(fund.expenseRatio), note: '每年' },
    { key: 'assets', label: '資產規模', value: shortenNumber(fund.assets), title: fullNumberTitle(fund.assets), note: '美元' },
    { key: 'nav', label: '淨值（NAV）', value: formatPrice(fund.nav), note: `${formatDate(fund.navDate)} 收盤` },
    { key: 'premiumDiscount', label: '折溢價', value: premiumDiscountText(fund.premiumDiscount), note: `收盤價 ${formatPrice(fund.closePrice)}` },
    { key: 'trackedIndex', label: '追蹤指數', value: index?.name ?? MISSING, href: index?.id ? stockPath(index.id, 'info') : undefined },
    { key: 'inceptionDate', label: '成立日', value: formatDate(fund.inceptionDate) || MISSING },
    { key: 'holdingsCount', label: '持股數', value: formatInteger(fund.holdingsCount) },
    { key: 'assetClass', label: '資產類別', value: ASSET_CLASS_LABELS[fund.assetClass] },
  ];
}

/** Why a fund has no holdings table: it holds no listed shares. */
export const NO_STOCK_HOLDINGS_TEXT: Record<Exclude<Fund['assetClass'], 'equity'>, string> = {
  bond: '這檔 ETF 投資債券，不持有個股，沒有持股與產業配置可顯示。',
  commodity: '這檔 ETF 持有實物商品或期貨，不持有個股，沒有持股與產業配置可顯示。',
};
