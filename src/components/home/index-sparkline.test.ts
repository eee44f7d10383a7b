import { describe, expect, it } from 'vitest';
import { priceDirection } from '@/lib/format/numbers';
import type { PriceBar, PriceHistory, Quote } from '@/lib/upstream/business';
import { indexSparkline } from './index-sparkline';

const quote = (over: Partial<Quote>): Quote => ({
  id: '#GSPC',
  price: 6000,
  previousClose: 6050,
  change: -50,
  changePercent: -0.83,
  open: 6040,
  high: 6060,
  low: 5990,
  volume: 1,
  marketSession: 'intraDay',
  tradingDate: '2026-11-25',
  time: '2026-11-25T16:00:00.000Z',
  currency: 'USD',
  extendedHours: null,
  ...over,
});
const bar = (date: string, close: number): PriceBar => ({ time: 0, date, open: close, high: close, low: close, close, volume: 1 });
const day = (bars: PriceBar[]): PriceHistory => ({ id: '#GSPC', range: '1D', interval: '5m', previousClose: 6050, bars });

describe('indexSparkline', () => {
  it('draws the day against the previous close and takes the colour of the change the card shows', () => {
    // The day opened above the previous close and fell below it: a fall, drawn green, like −50.00.
    const fell = indexSparkline(quote({}), day([bar('2026-11-25', 6070), bar('2026-11-25', 6020), bar('2026-11-25', 6000)]));
    expect(fell).toEqual({ values: [6070, 6020, 6000], baseline: 6050, direction: 'fall' });
    expect(fell.direction).toBe(priceDirection(quote({}).change));

    // The same shape of day ending above the previous close is a rise, whatever the month did.
    const rose = indexSparkline(quote({ price: 6080, change: 30, changePercent: 0.5 }), day([bar('2026-11-25', 6000), bar('2026-11-25', 6080)]));
    expect(rose.direction).toBe('rise');
  });

  it('ends at the price on the card even when the last bar is older than the quote', () => {
    const line = indexSparkline(quote({ price: 6001 }), day([bar('2026-11-25', 6010), bar('2026-11-25', 6005)]));
    expect(line.values).toEqual([6010, 6005, 6001]);
  });

  it('ignores bars of another session and falls back to a line from the previous close to the price', () => {
    expect(indexSparkline(quote({}), day([bar('2026-11-24', 6100)])).values).toEqual([6050, 6000]);
    expect(indexSparkline(quote({}), null).values).toEqual([6050, 6000]);
  });

  it('a change that reads 0.00 is stable (grey), like the figures beside it', () => {
    expect(indexSparkline(quote({ price: 6050.004, change: 0 }), null).direction).toBe('stable');
  });
});
