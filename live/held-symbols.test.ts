import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeldSymbols } from './held-symbols.ts';

describe('the symbols a hub holds for its sockets', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const harness = () => {
    const leaves: string[][] = [];
    return { held: new HeldSymbols(1_000, (symbols) => leaves.push(symbols)), leaves };
  };

  it('joins a symbol once, however many sockets hold it, and leaves when the last lets go', () => {
    const { held, leaves } = harness();
    expect(held.hold(['NVDA', 'AAPL'])).toEqual(['NVDA', 'AAPL']);
    expect(held.hold(['NVDA'])).toEqual([]);
    held.release(['NVDA']);
    vi.advanceTimersByTime(5_000);
    expect(leaves).toEqual([]);
    held.release(['NVDA', 'AAPL']);
    vi.advanceTimersByTime(999);
    expect(leaves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(leaves).toEqual([['NVDA', 'AAPL']]);
  });

  it('leaves in one call what sockets let go within the delay, and never what one holds again meanwhile (no room call either way)', () => {
    const { held, leaves } = harness();
    held.hold(['NVDA', 'AAPL', 'TSM']);
    for (let i = 0; i < 20; i += 1) {
      held.release(['NVDA']);
      expect(held.hold(['NVDA'])).toEqual([]);
    }
    held.release(['AAPL']);
    vi.advanceTimersByTime(500);
    held.release(['TSM']);
    vi.advanceTimersByTime(500);
    expect(leaves).toEqual([['AAPL', 'TSM']]);
    // Left for good: holding it again is a join.
    expect(held.hold(['AAPL'])).toEqual(['AAPL']);
  });

  it('says it holds a symbol a socket holds or let go of within the delay (a room must keep delivering it), and not once it has left', () => {
    const { held } = harness();
    expect(held.holds('NVDA')).toBe(false);
    held.hold(['NVDA']);
    expect(held.holds('NVDA')).toBe(true);
    held.release(['NVDA']);
    expect(held.holds('NVDA')).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(held.holds('NVDA')).toBe(false);
  });
});
