import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '../upstream/business/schemas/calendar';
import { kindCounts, quarterText, rowDetail } from './calendar-rows';

const base: CalendarItem = {
  id: 'NVDA-earnings-2026Q3',
  type: 'earnings',
  date: '2026-11-18',
  time: '2026-11-18T21:05:00.000Z',
  stockId: 'NVDA',
  name: 'NVIDIA',
  customName: '輝達',
  timing: 'afterClose',
  quarter: '2026Q3',
  amount: null,
  title: '公布 2026 年第三季財報（盤後）',
};

describe('calendar rows', () => {
  it('says the quarter, before or after the open, and the time in Taipei with New York beside', () => {
    expect(rowDetail(base)).toEqual({ what: '2026 年第三季財報・盤後', when: '11/19 05:05 台北（16:05 美東）' });
    expect(rowDetail({ ...base, timing: 'beforeOpen', time: '2026-11-18T12:00:00.000Z' })).toEqual({ what: '2026 年第三季財報・盤前', when: '11/18 20:00 台北（07:00 美東）' });
    expect(rowDetail({ ...base, timing: null, time: null })).toEqual({ what: '2026 年第三季財報・時間未定', when: null });
    expect(rowDetail({ ...base, quarter: null })).toMatchObject({ what: base.title });
  });

  it('gives dividends their amount and an IPO its label', () => {
    expect(rowDetail({ ...base, type: 'exDividend', amount: 0.5, timing: null, quarter: null, time: null }).what).toBe('現金股利每股 0.50 美元');
    expect(rowDetail({ ...base, type: 'dividendPayment', amount: 0.0025, timing: null, quarter: null, time: null }).what).toBe('發放股利每股 0.0025 美元');
    expect(rowDetail({ ...base, type: 'ipo', timing: null, quarter: null, time: null }).what).toBe('新上市');
  });

  it('reads quarters and counts kinds', () => {
    expect(quarterText('2027Q1')).toBe('2027 年第一季');
    expect(quarterText('2027Q5')).toBeNull();
    expect(kindCounts([base, base, { ...base, type: 'exDividend' }])).toEqual([
      { type: 'earnings', label: '財報', count: 2 },
      { type: 'exDividend', label: '除息', count: 1 },
    ]);
  });
});
