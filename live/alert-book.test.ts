import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoomAlert, TickAlertKind } from '../src/lib/alerts/alert-types.ts';
import { AlertBook, alertKey, type BookTick, firingKey, isDue } from './alert-book.ts';

/**
 * The room's sorted book against the plainest reading of the rules: a scan of every alert with isDue.
 * Thresholds come from a few values so that ties (a price exactly on a threshold) happen often.
 */
const KINDS: TickAlertKind[] = ['above', 'below', 'change-up', 'change-down', 'high-52w', 'low-52w'];
const SYMBOLS = ['NVDA', 'AAPL', 'TSM'];
const LEVELS = [1, 9.5, 10, 10.5, 11, 100, 150, 150.01];

const alertOf = (alertId: number, symbol: string, kind: RoomAlert['kind'], threshold: number | null, member = 'm1'): RoomAlert => ({
  member,
  alertId,
  generation: 1,
  symbol,
  kind,
  threshold,
  repeat: 'once',
  firedDay: null,
});

const naiveDue = (alerts: RoomAlert[], tick: BookTick) =>
  alerts.filter((a) => a.symbol === tick.symbol && a.kind !== 'earnings' && a.kind !== 'ex-dividend' && isDue(a.kind, a.threshold ?? NaN, tick));

const keys = (alerts: RoomAlert[]) => alerts.map(alertKey).sort();

describe('the rules', () => {
  it('reads each kind as a level, equal counting except for the 52-week kinds', () => {
    const tick = { symbol: 'NVDA', price: 150, changePercent: -3 };
    expect(isDue('above', 150, tick)).toBe(true);
    expect(isDue('above', 150.01, tick)).toBe(false);
    expect(isDue('below', 150, tick)).toBe(true);
    expect(isDue('below', 149.99, tick)).toBe(false);
    expect(isDue('high-52w', 150, tick)).toBe(false);
    expect(isDue('high-52w', 149.99, tick)).toBe(true);
    expect(isDue('low-52w', 150, tick)).toBe(false);
    expect(isDue('low-52w', 150.01, tick)).toBe(true);
    // A fall of 3 % reaches a change-down of 3 (and 2), not of 3.5; no change-up at all.
    expect(isDue('change-down', 3, tick)).toBe(true);
    expect(isDue('change-down', 3.5, tick)).toBe(false);
    expect(isDue('change-up', 0.5, tick)).toBe(false);
  });

  it("keys a firing by alert and generation, and a 'daily' one by its day too", () => {
    expect(firingKey(7, 2, 'once', '2026-11-20')).toBe('7:2');
    expect(firingKey(7, 2, 'daily', '2026-11-20')).toBe('7:2:2026-11-20');
  });
});

describe('the sorted book', () => {
  it('takes what a tick makes due and leaves the rest, per symbol', () => {
    const book = new AlertBook();
    book.add(alertOf(1, 'NVDA', 'above', 150));
    book.add(alertOf(2, 'NVDA', 'above', 160));
    book.add(alertOf(3, 'NVDA', 'below', 140));
    book.add(alertOf(4, 'AAPL', 'above', 100));
    expect(book.add(alertOf(5, 'NVDA', 'earnings', null))).toBe(false);
    expect(keys(book.takeDue({ symbol: 'NVDA', price: 155, changePercent: 1 }, 500))).toEqual(['m1/1']);
    // Taken means out: the same tick again finds nothing.
    expect(book.takeDue({ symbol: 'NVDA', price: 155, changePercent: 1 }, 500)).toEqual([]);
    expect(keys(book.takeDue({ symbol: 'NVDA', price: 139, changePercent: -9 }, 500))).toEqual(['m1/3']);
    expect(book.size).toBe(2);
    expect(book.symbols().sort()).toEqual(['AAPL', 'NVDA']);
  });

  it('replaces an alert added again under its key (a new generation or threshold)', () => {
    const book = new AlertBook();
    book.add(alertOf(1, 'NVDA', 'above', 150));
    book.add({ ...alertOf(1, 'NVDA', 'above', 170), generation: 2 });
    expect(book.size).toBe(1);
    expect(book.takeDue({ symbol: 'NVDA', price: 160, changePercent: 0 }, 500)).toEqual([]);
    expect(book.takeDue({ symbol: 'NVDA', price: 170, changePercent: 0 }, 500)).toMatchObject([{ generation: 2 }]);
  });

  it('takes at most the limit in one tick, the lowest above-thresholds first, and the rest on the next', () => {
    const book = new AlertBook();
    for (let id = 1; id <= 700; id += 1) book.add(alertOf(id, 'NVDA', 'above', 100 + id / 100));
    const first = book.takeDue({ symbol: 'NVDA', price: 200, changePercent: 0 }, 500);
    expect(first).toHaveLength(500);
    expect(Math.max(...first.map((a) => a.threshold ?? 0))).toBe(105);
    expect(book.takeDue({ symbol: 'NVDA', price: 200, changePercent: 0 }, 500)).toHaveLength(200);
    expect(book.size).toBe(0);
    // Emptied, the symbol leaves the book (a room lets its feed go by this list).
    expect(book.symbols()).toEqual([]);
  });

  it('agrees with a scan of every alert for any alerts, removals and ticks (ties included)', () => {
    const alert = fc.record({
      id: fc.integer({ min: 1, max: 40 }),
      member: fc.constantFrom('m1', 'm2'),
      symbol: fc.constantFrom(...SYMBOLS),
      kind: fc.constantFrom(...KINDS),
      threshold: fc.constantFrom(...LEVELS),
    });
    const step = fc.oneof(
      fc.record({ op: fc.constant('add' as const), alert }),
      fc.record({ op: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 40 }), member: fc.constantFrom('m1', 'm2') }),
      fc.record({
        op: fc.constant('tick' as const),
        symbol: fc.constantFrom(...SYMBOLS),
        price: fc.constantFrom(...LEVELS),
        changePercent: fc.constantFrom(...LEVELS.map((level) => level - 10), ...LEVELS),
        limit: fc.integer({ min: 1, max: 50 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 120 }), (steps) => {
        const book = new AlertBook();
        const plain = new Map<string, RoomAlert>();
        for (const s of steps) {
          if (s.op === 'add') {
            const a = alertOf(s.alert.id, s.alert.symbol, s.alert.kind, s.alert.threshold, s.alert.member);
            book.add(a);
            plain.set(alertKey(a), a);
          } else if (s.op === 'remove') {
            const key = `${s.member}/${s.id}`;
            expect(book.remove(key)).toBe(plain.get(key));
            plain.delete(key);
          } else {
            const tick = { symbol: s.symbol, price: s.price, changePercent: s.changePercent };
            const expected = naiveDue([...plain.values()], tick);
            const taken = book.takeDue(tick, s.limit);
            // At most the limit, all of them due, and every due one when the limit allows.
            expect(taken.length).toBe(Math.min(s.limit, expected.length));
            for (const a of taken) expect(expected).toContain(a);
            for (const a of taken) plain.delete(alertKey(a));
          }
          expect(book.size).toBe(plain.size);
          expect(book.symbols().sort()).toEqual([...new Set([...plain.values()].map((a) => a.symbol))].sort());
        }
      }),
      { numRuns: 300 },
    );
  });
});
