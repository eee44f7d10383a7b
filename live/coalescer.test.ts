import { describe, expect, it } from 'vitest';
import { COALESCE_MS, Coalescer } from './coalescer.ts';

const BATCH = 20;

/**
 * Runs a feed ticking one symbol every `periodMs` from `phaseMs` into a second, for `seconds`, through
 * the coalescer as the room drives it (a timer at nextDue), and returns each update: when it went and
 * how old the latest tick then was. The subscribe's snapshot comes first, at the start of the first
 * tick's second, so that second has two changes (how a room meets the rule's corner from the start).
 */
function simulate(periodMs: number, phaseMs: number, seconds: number): { at: number; age: number }[] {
  const coalescer = new Coalescer(BATCH);
  const start = 1_000_000 * COALESCE_MS;
  const ticks = [start + 1, ...Array.from({ length: Math.floor((seconds * COALESCE_MS) / periodMs) }, (_, i) => start + phaseMs + i * periodMs)];
  const updates: { at: number; age: number }[] = [];
  let lastTick = -Infinity;
  let t = start;
  let tick = 0;
  while (t <= start + seconds * COALESCE_MS) {
    const due = coalescer.nextDue();
    const nextTick = ticks[tick] ?? Infinity;
    if (nextTick === Infinity && due === Infinity) break;
    if (nextTick <= due) {
      t = nextTick;
      lastTick = t;
      coalescer.changed('NVDA', t);
      tick += 1;
    } else {
      t = due;
      for (const _symbol of coalescer.take(t)) updates.push({ at: t, age: t - lastTick });
    }
  }
  return updates;
}

const perSecond = (updates: { at: number }[]) => {
  const seconds = updates.map((u) => Math.floor(u.at / COALESCE_MS));
  return new Set(seconds).size === seconds.length;
};

describe('one update per symbol per clock second, each as fresh as that allows', () => {
  it('passes each tick of a feed that ticks once a second after the batch, whatever its moment in the second', () => {
    for (const phase of [25, 310, 690, 985]) {
      const updates = simulate(1_000, phase, 30);
      expect(perSecond(updates)).toBe(true);
      // Locked to a boundary or to a first update's moment, the age would be hundreds of ms every time.
      expect(Math.max(...updates.slice(2).map((u) => u.age))).toBe(BATCH);
      expect(updates.length).toBeGreaterThanOrEqual(28);
    }
  });

  it('sends a feed that ticks ten times a second once a second, with a tick at most one period old', () => {
    const updates = simulate(100, 40, 30);
    expect(perSecond(updates)).toBe(true);
    expect(updates.length).toBeGreaterThanOrEqual(29);
    // While the feed ticks (the last update, after it stops, waits for the second after next).
    expect(Math.max(...updates.slice(0, -1).map((u) => u.age))).toBeLessThanOrEqual(100);
  });

  it('keeps a change that came in a spent second for the next change, or the second after next', () => {
    const coalescer = new Coalescer(BATCH);
    const second = 5_000 * COALESCE_MS;
    coalescer.changed('AMD', second + 100);
    expect(coalescer.take(second + 120)).toEqual(['AMD']);
    expect(coalescer.changed('AMD', second + 500)).toBe(second + 2 * COALESCE_MS);
    expect(coalescer.take(second + COALESCE_MS)).toEqual([]);
    // The next change, in a fresh second, goes after the batch and takes the waiting one with it.
    expect(coalescer.changed('AMD', second + COALESCE_MS + 300)).toBe(second + COALESCE_MS + 300 + BATCH);
    expect(coalescer.take(second + COALESCE_MS + 320)).toEqual(['AMD']);
    expect(coalescer.nextDue()).toBe(Infinity);
  });

  it("counts an update sent out of turn (a lost feed marks prices delayed at once) as its second's", () => {
    const coalescer = new Coalescer(BATCH);
    const second = 7_000 * COALESCE_MS;
    coalescer.changed('TSM', second + 980);
    coalescer.sent(['TSM'], second + 990);
    expect(coalescer.take(second + COALESCE_MS)).toEqual([]);
    expect(coalescer.changed('TSM', second + 995)).toBe(second + COALESCE_MS + 15);
    coalescer.sent(['TSM'], second + COALESCE_MS + 5);
    expect(coalescer.changed('TSM', second + COALESCE_MS + 6)).toBe(second + 3 * COALESCE_MS);
    coalescer.forget('TSM');
    expect(coalescer.nextDue()).toBe(Infinity);
  });
});
