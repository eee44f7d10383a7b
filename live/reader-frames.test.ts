import { describe, expect, it, vi } from 'vitest';
import { MAX_SYMBOLS_PER_SOCKET } from '../protocol/live-quote.ts';
import type { StockId } from '../protocol/stock-id.ts';
import { applyFrame, countFrame, FLOOD_WINDOW_MS, isOversized, MAX_FRAMES_PER_WINDOW, MAX_READER_FRAME_BYTES, parseReaderFrame } from './reader-frames.ts';

describe('a reader frame', () => {
  it('takes a subscribe or unsubscribe of stock ids, normalised and without repeats', () => {
    expect(parseReaderFrame('{"type":"subscribe","symbols":["nvda"," .dji","NVDA","brk.b"]}')).toEqual({ type: 'subscribe', symbols: ['NVDA', '#DJI', 'BRK.B'] });
    expect(parseReaderFrame('{"type":"unsubscribe","symbols":["AAPL"]}')).toEqual({ type: 'unsubscribe', symbols: ['AAPL'] });
  });

  it('answers anything else with an error frame that repeats no markup', () => {
    for (const text of ['', 'null', '[]', '"subscribe"', '{"type":"open","symbols":["A"]}', '{"type":"subscribe"}', '{"type":"subscribe","symbols":[]}', '{"type":"subscribe","symbols":[1]}']) {
      expect(parseReaderFrame(text)).toMatchObject({ type: 'error', code: 'malformed' });
    }
    expect(parseReaderFrame('{"type":"subscribe","symbols":["<script>","../x","AAPL"]}')).toEqual({ type: 'error', code: 'badSymbol', message: expect.any(String), symbols: ['?SCRIPT?', '#.?X'] });
    const many = JSON.stringify({ type: 'subscribe', symbols: Array.from({ length: MAX_SYMBOLS_PER_SOCKET + 1 }, (_, i) => `S${i}`) });
    expect(parseReaderFrame(many)).toMatchObject({ code: 'tooManySymbols' });
  });

  it('keeps a socket at 100 symbols in all, and drops what it unsubscribes', () => {
    // Ids as the frame's parser hands them over, already in their one spelling.
    const ids = (...symbols: string[]) => symbols as StockId[];
    const held = ids(...Array.from({ length: MAX_SYMBOLS_PER_SOCKET - 1 }, (_, i) => `S${i}`));
    expect(applyFrame(held, { type: 'subscribe', symbols: ids('S0', 'NEW') })).toEqual({ symbols: [...held, 'NEW'] });
    expect(applyFrame(held, { type: 'subscribe', symbols: ids('NEW', 'NEWER') })).toMatchObject({ type: 'error', code: 'tooManySymbols' });
    expect(applyFrame(ids('A', 'B'), { type: 'unsubscribe', symbols: ids('A', 'C') })).toEqual({ symbols: ['B'] });
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

describe('the frame size limit', () => {
  it('counts UTF-8 bytes, up to the limit and not one past it', () => {
    expect(isOversized('x'.repeat(MAX_READER_FRAME_BYTES))).toBe(false);
    expect(isOversized('x'.repeat(MAX_READER_FRAME_BYTES + 1))).toBe(true);
    // 3 bytes each in UTF-8: 1,365 fit in 4,096 bytes, 1,366 do not, though both are short strings.
    expect(isOversized('€'.repeat(1_365))).toBe(false);
    expect(isOversized('€'.repeat(1_366))).toBe(true);
    expect(isOversized(`${'x'.repeat(MAX_READER_FRAME_BYTES - 4)}😀`)).toBe(false);
    expect(isOversized(`${'x'.repeat(MAX_READER_FRAME_BYTES - 3)}😀`)).toBe(true);
  });

  it('refuses a frame of megabytes without encoding or copying it', () => {
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    const encodeInto = vi.spyOn(TextEncoder.prototype, 'encodeInto');
    expect(isOversized('x'.repeat(8 * 2 ** 20))).toBe(true);
    expect(encode).not.toHaveBeenCalled();
    expect(encodeInto).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
