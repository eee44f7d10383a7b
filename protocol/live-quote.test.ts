import { describe, expect, it } from 'vitest';
import { NVDA_LIVE_QUOTE } from '@tests/live-quotes';
import { isOlderThanShown, mergeLiveQuote, readLiveQuoteFrames } from './live-quote';

const whole = { type: 'quote', ...NVDA_LIVE_QUOTE };

describe('a hub frame read by the page', () => {
  it('reads a whole quote and an update of what changed', () => {
    expect(readLiveQuoteFrames(JSON.stringify(whole))).toEqual([NVDA_LIVE_QUOTE]);
    expect(readLiveQuoteFrames('{"type":"quote","symbol":"NVDA","price":184.3,"time":"2026-11-25T15:00:02.000Z"}')).toEqual([{ symbol: 'NVDA', price: 184.3, time: '2026-11-25T15:00:02.000Z' }]);
  });

  it("reads a second's batch, dropping the entries that are not quotes and keeping at most 100", () => {
    const batch = { type: 'quotes', quotes: [{ symbol: 'NVDA', price: 1 }, null, 'AAPL', { symbol: '<b>', price: 2 }, { symbol: 'AAPL', volume: 3 }] };
    expect(readLiveQuoteFrames(JSON.stringify(batch))).toEqual([
      { symbol: 'NVDA', price: 1 },
      { symbol: 'AAPL', volume: 3 },
    ]);
    const many = { type: 'quotes', quotes: Array.from({ length: 150 }, (_, i) => ({ symbol: `S${i}`, price: i })) };
    expect(readLiveQuoteFrames(JSON.stringify(many))).toHaveLength(100);
    expect(readLiveQuoteFrames('{"type":"quotes","quotes":{"symbol":"NVDA"}}')).toEqual([]);
  });

  it.each([
    ['not JSON', '{type:quote'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['an error frame', '{"type":"error","code":"unknownSymbol","symbols":["ZZZ"]}'],
    ['no symbol', '{"type":"quote","price":1}'],
    ['a symbol with markup', '{"type":"quote","symbol":"<img src=x onerror=alert(1)>","price":1}'],
    ['a symbol too long', `{"type":"quote","symbol":"${'A'.repeat(21)}","price":1}`],
  ])('answers nothing for %s', (_label, text) => {
    expect(readLiveQuoteFrames(text)).toEqual([]);
  });

  it('drops the fields that are not what they claim (a string price, NaN, an unknown session, a bad time, markup in the extended hours)', () => {
    const frame = {
      type: 'quote',
      symbol: 'NVDA',
      tradingDate: '<i>',
      price: '<b>1</b>',
      change: 'NaN',
      changePercent: null,
      volume: -1,
      session: 'lunch',
      time: 'yesterday',
      delayed: 'yes',
      extendedHours: { session: 'afterHours', price: '<script>', change: 1, changePercent: 1, time: whole.time },
    };
    expect(readLiveQuoteFrames(JSON.stringify(frame))).toEqual([{ symbol: 'NVDA', volume: -1 }]);
  });
});

describe('merging updates into the quote', () => {
  it('needs a whole quote first, then changes only what an update carries', () => {
    expect(mergeLiveQuote(undefined, { symbol: 'NVDA', price: 1 })).toBeNull();
    const quote = mergeLiveQuote(undefined, NVDA_LIVE_QUOTE);
    expect(quote).toEqual(NVDA_LIVE_QUOTE);
    expect(mergeLiveQuote(quote!, { symbol: 'NVDA', price: 185, session: 'afterHours' })).toEqual({ ...NVDA_LIVE_QUOTE, price: 185, session: 'afterHours' });
  });
});

describe('a quote older than the page', () => {
  const shown = '2026-11-25T21:00:00.000Z';
  it("is one whose price time is before the shown one (a hub's memory, an earlier session)", () => {
    expect(isOlderThanShown('2026-11-25T17:00:00.000Z', shown)).toBe(true);
    expect(isOlderThanShown('2026-11-24T21:00:00.000Z', shown)).toBe(true);
    expect(isOlderThanShown('2026-11-25T20:59:59.999Z', shown)).toBe(true);
  });

  it('is not one of the same time (an extended-hours tick, the close turning no-trading) or later', () => {
    expect(isOlderThanShown(shown, shown)).toBe(false);
    expect(isOlderThanShown('2026-11-25T21:00:00Z', shown)).toBe(false);
    expect(isOlderThanShown('2026-11-25T21:00:01.000Z', shown)).toBe(false);
  });

  it('is never one where the page says no time, or a time that is not one', () => {
    expect(isOlderThanShown('2026-11-25T17:00:00.000Z', null)).toBe(false);
    expect(isOlderThanShown('2026-11-25T17:00:00.000Z', '')).toBe(false);
    expect(isOlderThanShown('2026-11-25T17:00:00.000Z', 'yesterday')).toBe(false);
  });
});
