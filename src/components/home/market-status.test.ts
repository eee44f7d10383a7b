import { describe, expect, it } from 'vitest';
import { marketStatusView, quotedStatusView } from './market-status';

const view = (iso: string) => marketStatusView(new Date(iso));

describe('marketStatusView', () => {
  it('during the session: 盤中, both clocks, and the close with a countdown', () => {
    expect(view('2026-11-25T13:19:00-05:00')).toEqual({
      status: { session: 'intraDay', label: '盤中', note: null },
      timeLabel: '現在',
      time: '2026-11-25T18:19:00.000Z',
      newYork: '11/25 13:19 美東',
      taipei: '11/26 02:19 台北',
      next: { label: '收盤', newYork: '11/25 16:00 美東', taipei: '11/26 05:00 台北', countdown: '2 小時 41 分' },
    });
  });

  it('before the open: 盤前 and today’s opening bell', () => {
    const before = view('2026-11-25T08:15:00-05:00');
    expect(before.status.label).toBe('盤前');
    expect(before.next).toEqual({ label: '開盤', newYork: '11/25 09:30 美東', taipei: '11/25 22:30 台北', countdown: '1 小時 15 分' });
  });

  it('on a holiday: 休市 with its name, and the next trading day’s open', () => {
    const thanksgiving = view('2026-11-26T11:00:00-05:00');
    expect(thanksgiving.status).toEqual({ session: 'no-trading', label: '休市', note: '感恩節休市' });
    expect(thanksgiving.next).toMatchObject({ label: '開盤', newYork: '11/27 09:30 美東', taipei: '11/27 22:30 台北', countdown: '22 小時 30 分' });
  });

  it('on an early close: 提前收盤 at 13:00; after the bell, 盤後 and Monday’s open over the weekend', () => {
    expect(view('2026-11-27T10:00:00-05:00').next).toMatchObject({ label: '提前收盤', newYork: '11/27 13:00 美東' });
    const after = view('2026-11-27T14:00:00-05:00');
    expect(after.status.label).toBe('盤後');
    expect(after.next).toMatchObject({ label: '開盤', newYork: '11/30 09:30 美東', countdown: '2 天 19 小時' });
  });
});

describe('quotedStatusView', () => {
  it('a demo’s after-hours quotes with no clock to read: 盤後, the last close, the next open, no countdown', () => {
    expect(quotedStatusView('afterHours', new Date('2026-11-25T16:00:00-05:00'))).toEqual({
      status: { session: 'afterHours', label: '盤後', note: null },
      timeLabel: '收盤',
      time: '2026-11-25T21:00:00.000Z',
      newYork: '11/25 16:00 美東',
      taipei: '11/26 05:00 台北',
      next: { label: '開盤', newYork: '11/27 09:30 美東', taipei: '11/27 22:30 台北', countdown: null },
    });
  });

  it('a session the close’s own clock is not in keeps its label without a note', () => {
    expect(quotedStatusView('no-trading', new Date('2026-11-27T13:00:00-05:00')).status).toEqual({ session: 'no-trading', label: '休市', note: null });
  });
});
