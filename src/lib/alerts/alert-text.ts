import { formatPrice, groupedDigits } from '../format/numbers';
import type { AlertFiring, AlertKind, PushPayload } from './alert-types';

/** The stock page a notification opens. */
export const alertUrl = (symbol: string): string => `/stock/${encodeURIComponent(symbol)}/info`;

/** The notification's title: every alert's is the feature's name, so the body carries the news. */
export const ALERT_TITLE = '到價通知';

/**
 * Today's change as a notification says it: one decimal and a space before the sign, as the issue's
 * wording (「(+3.1 %)」) and a phone's narrow notification want; a real minus sign, as everywhere on the site.
 */
export function notificationPercent(changePercent: number): string {
  const digits = groupedDigits(Math.abs(changePercent), 1);
  const sign = /^[0.]+$/.test(digits) ? '' : changePercent > 0 ? '+' : '−';
  return `${sign}${digits} %`;
}

const price = (value: number): string => `$${formatPrice(value)}`;

/** What happened, in a phrase: 「突破 $150.00」, 「創 52 週新高」, 「明天公布財報」. */
function event(kind: AlertKind, threshold: number | null, changePercent: number | null): string {
  switch (kind) {
    case 'above':
      return `突破 ${price(threshold ?? 0)}`;
    case 'below':
      return `跌破 ${price(threshold ?? 0)}`;
    case 'change-up':
      return `今日漲幅達 ${notificationPercent(changePercent ?? 0)}`;
    case 'change-down':
      return `今日跌幅達 ${notificationPercent(changePercent ?? 0)}`;
    case 'high-52w':
      return '創 52 週新高';
    case 'low-52w':
      return '創 52 週新低';
    case 'earnings':
      return '明天公布財報';
    case 'ex-dividend':
      return '明天除息';
  }
}

/**
 * A firing as the member reads it, on the phone and in the inbox:
 * 「NVDA 突破 $150.00，現價 $150.12 (+3.1 %)」; a calendar firing has no price: 「AAPL 明天公布財報」.
 */
export function alertPayload(firing: Pick<AlertFiring, 'alertId' | 'key' | 'symbol' | 'kind' | 'price' | 'changePercent'>, threshold: number | null): PushPayload {
  const quote = firing.price === null ? '' : `，現價 ${price(firing.price)}${firing.changePercent === null ? '' : ` (${notificationPercent(firing.changePercent)})`}`;
  return { title: ALERT_TITLE, body: `${firing.symbol} ${event(firing.kind, threshold, firing.changePercent)}${quote}`, url: alertUrl(firing.symbol), tag: `alert-${firing.key}` };
}
