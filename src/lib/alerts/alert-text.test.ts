import { describe, expect, it } from 'vitest';
import { alertPayload, notificationPercent } from './alert-text';

const firing = { alertId: 7, key: '7:1', symbol: 'NVDA', kind: 'above' as const, price: 150.12, changePercent: 3.1 };

describe('alertPayload', () => {
  it('words a crossing as the issue shows it, and opens the stock page', () => {
    expect(alertPayload(firing, 150)).toEqual({ title: '到價通知', body: 'NVDA 突破 $150.00，現價 $150.12 (+3.1 %)', url: '/stock/NVDA/info', tag: 'alert-7:1' });
  });

  it('words a fall, a day change, a 52-week high and the calendar kinds', () => {
    expect(alertPayload({ ...firing, kind: 'below', price: 99.5, changePercent: -2.04 }, 100).body).toBe('NVDA 跌破 $100.00，現價 $99.50 (−2.0 %)');
    expect(alertPayload({ ...firing, kind: 'change-up', price: 1234.5, changePercent: 5.06 }, 5).body).toBe('NVDA 今日漲幅達 +5.1 %，現價 $1,234.50 (+5.1 %)');
    expect(alertPayload({ ...firing, kind: 'high-52w' }, 149).body).toBe('NVDA 創 52 週新高，現價 $150.12 (+3.1 %)');
    expect(alertPayload({ ...firing, symbol: 'BRK.B', kind: 'earnings', price: null, changePercent: null }, null)).toMatchObject({ body: 'BRK.B 明天公布財報', url: '/stock/BRK.B/info' });
    expect(alertPayload({ ...firing, kind: 'ex-dividend', price: null, changePercent: null }, null).body).toBe('NVDA 明天除息');
  });
});

describe('notificationPercent', () => {
  it('rounds to one decimal with a real minus sign and no sign at zero', () => {
    expect(notificationPercent(3.14)).toBe('+3.1 %');
    expect(notificationPercent(-0.04)).toBe('0.0 %');
    expect(notificationPercent(-12.35)).toBe('−12.4 %');
  });
});
