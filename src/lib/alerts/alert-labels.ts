import { formatPrice } from '../format/numbers';
import type { AlertFields, AlertKind, AlertRepeat, AlertState, DeliveryState } from './alert-types';

/**
 * How the pages name an alert (decision 055): the kind as the form offers it, an alert in a phrase
 * (「NVDA 高於 $150.00」), its state and repeat, and how a notification's push went. The notification's
 * own wording is alert-text.ts's.
 */

export const KIND_OPTIONS: Readonly<Record<AlertKind, string>> = {
  above: '股價高於',
  below: '股價低於',
  'change-up': '今日漲幅達',
  'change-down': '今日跌幅達',
  'high-52w': '創 52 週新高',
  'low-52w': '創 52 週新低',
  earnings: '明天公布財報',
  'ex-dividend': '明天除息',
};

export const REPEAT_LABELS: Readonly<Record<AlertRepeat, string>> = { once: '觸發一次', daily: '每個交易日最多一次' };
export const STATE_LABELS: Readonly<Record<AlertState, string>> = { armed: '等待中', fired: '已觸發', paused: '已停用' };
export const DELIVERY_LABELS: Readonly<Record<DeliveryState, string>> = { pending: '傳送中', delivered: '已送達', failed: '未送達', 'no-device': '未開啟推播' };

const price = (text: string | null): string => (text === null ? '' : `$${formatPrice(Number(text))}`);

/** An alert in a phrase: 「NVDA 高於 $150.00」, 「TSLA 今日跌幅達 5 %」, 「AAPL 創 52 週新高（$199.62）」, 「MSFT 明天公布財報」. */
export function alertSummary(alert: Pick<AlertFields, 'symbol' | 'kind' | 'threshold'>): string {
  switch (alert.kind) {
    case 'above':
      return `${alert.symbol} 高於 ${price(alert.threshold)}`;
    case 'below':
      return `${alert.symbol} 低於 ${price(alert.threshold)}`;
    case 'change-up':
      return `${alert.symbol} 今日漲幅達 ${alert.threshold ?? ''} %`;
    case 'change-down':
      return `${alert.symbol} 今日跌幅達 ${alert.threshold ?? ''} %`;
    case 'high-52w':
    case 'low-52w':
      return `${alert.symbol} ${KIND_OPTIONS[alert.kind]}${alert.threshold === null ? '' : `（${price(alert.threshold)}）`}`;
    case 'earnings':
    case 'ex-dividend':
      return `${alert.symbol} ${KIND_OPTIONS[alert.kind]}`;
  }
}
