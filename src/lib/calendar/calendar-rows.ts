import type { CalendarItem, CalendarItemType } from '../upstream/business/schemas/calendar';
import { formatPerShareAmount } from '../format/numbers';
import { taipeiWithNewYork } from './calendar-times';

/** The kind of a row, as text (never colour alone): 財報, 除息, 發放, IPO; the market's days are 休市 and 提早收盤. */
export const KIND_LABELS: Readonly<Record<CalendarItemType | 'holiday' | 'earlyClose', string>> = {
  earnings: '財報',
  exDividend: '除息',
  dividendPayment: '發放',
  ipo: 'IPO',
  holiday: '休市',
  earlyClose: '提早收盤',
};

const QUARTERS = ['一', '二', '三', '四'] as const;

/** "2026 年第三季" of "2026Q3"; null for anything else. */
export function quarterText(quarter: string | null): string | null {
  const match = /^(\d{4})Q([1-4])$/.exec(quarter ?? '');
  return match ? `${match[1]} 年第${QUARTERS[Number(match[2]) - 1] ?? ''}季` : null;
}

/** USD per share as the dividend tab writes it (two decimals, four under a cent). */
const perShare = (amount: number): string => `每股 ${formatPerShareAmount(amount)} 美元`;

/**
 * What a row says beside its stock: the quarter and when (盤前/盤後, Taipei time with New York's
 * beside), or the amount per share. The service's own title when a field is missing.
 */
export function rowDetail(item: CalendarItem): { what: string; when: string | null } {
  switch (item.type) {
    case 'earnings': {
      const quarter = quarterText(item.quarter);
      const timing = item.timing === 'beforeOpen' ? '盤前' : item.timing === 'afterClose' ? '盤後' : '時間未定';
      const when = item.time ? taipeiWithNewYork(item.time) : null;
      return { what: quarter ? `${quarter}財報・${timing}` : item.title, when: when || null };
    }
    case 'exDividend':
      return { what: item.amount !== null ? `現金股利${perShare(item.amount)}` : item.title, when: null };
    case 'dividendPayment':
      return { what: item.amount !== null ? `發放股利${perShare(item.amount)}` : item.title, when: null };
    case 'ipo':
      return { what: '新上市', when: null };
  }
}

/** Counts per kind of a day's rows, in label order (the month view). */
export function kindCounts(items: readonly CalendarItem[]): Array<{ type: CalendarItemType; label: string; count: number }> {
  const order: CalendarItemType[] = ['earnings', 'exDividend', 'dividendPayment', 'ipo'];
  return order.map((type) => ({ type, label: KIND_LABELS[type], count: items.filter((item) => item.type === type).length })).filter((entry) => entry.count > 0);
}
