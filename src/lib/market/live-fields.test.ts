import { describe, expect, it } from 'vitest';
import { liveFields } from './live-fields';
import type { LiveQuote } from '@protocol/live-quote';

// Wednesday 2026-11-25, 10:31 in New York (23:31 in Taipei).
const intraDay: LiveQuote = {
  symbol: 'NVDA',
  price: 1234.5,
  change: -2.25,
  changePercent: -0.18,
  volume: 123_456_789,
  session: 'intraDay',
  time: '2026-11-25T15:31:00.000Z',
  extendedHours: null,
  delayed: false,
};

describe('what the page shows of a live quote', () => {
  it('gives the texts the server renders: the price, the change, its %, the as-of on both clocks, the session', () => {
    const fields = liveFields(intraDay);
    expect(fields.texts).toMatchObject({
      price: '1,234.50',
      change: '−2.25',
      changePercent: '−0.18%',
      basis: '盤中',
      timeNewYork: '11/25 10:31 美東',
      timeTaipei: '11/25 23:31 台北',
      sessionLabel: '盤中',
      extendedPrice: '',
      volume: '1.23億',
    });
    expect(fields.direction).toBe('fall');
    expect(fields.extendedDirection).toBeNull();
  });

  it('shows the after-hours price only while the quote is in the after-hours, and 收盤 beside the close', () => {
    const extendedHours = { session: 'afterHours' as const, price: 1236, change: 1.5, changePercent: 0.12, time: '2026-11-25T22:05:00.000Z' };
    const after = liveFields({ ...intraDay, session: 'afterHours', extendedHours });
    expect(after.texts).toMatchObject({
      basis: '收盤',
      sessionLabel: '盤後',
      extendedLabel: '盤後',
      extendedPrice: '1,236.00',
      extendedChange: '+1.50 (+0.12%)',
      extendedTimeNewYork: '11/25 17:05 美東',
    });
    expect(after.extendedDirection).toBe('rise');
    // An after-hours price seen during the next day's pre-market is stale: not shown.
    expect(liveFields({ ...intraDay, session: 'preMarket', extendedHours }).extendedDirection).toBeNull();
  });

  it('says 延遲 while the feed is lost: the price is the last one known', () => {
    expect(liveFields({ ...intraDay, delayed: true }).texts.basis).toBe('延遲');
  });
});
