import { describe, expect, it } from 'vitest';
import { MAX_SYMBOLS_PER_SOCKET } from '../src/lib/market/live-quote.ts';
import { applyFrame, countFrame, FLOOD_WINDOW_MS, MAX_FRAMES_PER_WINDOW, parseReaderFrame } from './reader-frames.ts';

describe('a reader frame', () => {
  it('takes a subscribe or unsubscribe of stock ids, normalised and without repeats', () => {
    expect(parseReaderFrame('{"type":"subscribe","symbols":["nvda"," .dji","NVDA","brk.b"]}')).toEqual({ type: 'subscribe', symbols: ['NVDA', '#DJI', 'BRK.B'] });
    expect(parseReaderFrame('{"type":"unsubscribe","symbols":["AAPL"]}')).toEqual({ type: 'unsubscribe', symbols: ['AAPL'] });
  });

  it('answers anything else with an error frame that repeats no markup', () => {
    for (const text of ['', 'null', '[]', '"subscribe"', '{"type":"open","symbols":["A"]}', '{"type":"subscribe"}', '{"type":"subscribe","symbols":[]}', '{"type":"subscribe","symbols":[1]}']) {
      expect(parseReaderFrame(text)).toMatchObject({ type: 'error', code: 'malformed' });
    }
    expect(parseReaderFrame('{"type":"subscribe","symbols":["<script>","../x","AAPL"]}')).toEqual({
      type: 'error',
      code: 'badSymbol',
      message: expect.any(String),
      symbols: ['?SCRIPT?', '#.?X'],
    });
    const many = JSON.stringify({ type: 'subscribe', symbols: Array.from({ length: MAX_SYMBOLS_PER_SOCKET + 1 }, (_, i) => `S${i}`) });
    expect(parseReaderFrame(many)).toMatchObject({ code: 'tooManySymbols' });
  });

  it('keeps a socket at 100 symbols in all, and drops what it unsubscribes', () => {
    const held = Array.from({ length: MAX_SYMBOLS_PER_SOCKET - 1 }, (_, i) => `S${i}`);
    expect(applyFrame(held, { type: 'subscribe', symbols: ['S0', 'NEW'] })).toEqual({ symbols: [...held, 'NEW'] });
    expect(applyFrame(held, { type: 'subscribe', symbols: ['NEW', 'NEWER'] })).toMatchObject({ type: 'error', code: 'tooManySymbols' });
    expect(applyFrame(['A', 'B'], { type: 'unsubscribe', symbols: ['A', 'C'] })).toEqual({ symbols: ['B'] });
  });

  it('calls more than 20 frames in 10 seconds a flood, and forgets frames older than the window', () => {
    let recent: number[] = [];
    for (let i = 0; i < MAX_FRAMES_PER_WINDOW; i += 1) {
      const counted = countFrame(recent, 1_000 + i);
      expect(counted.flood).toBe(false);
      recent = counted.recent;
    }
    expect(countFrame(recent, 2_000).flood).toBe(true);
    expect(countFrame(recent, 1_000 + FLOOD_WINDOW_MS + MAX_FRAMES_PER_WINDOW).flood).toBe(false);
  });
});
