import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { dayNumber, isTradingDay, newYorkClock, parseIsoDate } from './calendar.ts';
import { stockEvents } from './events.ts';
import { symbolParams } from './params.ts';
import { splitTitle, stockSplits } from './splits.ts';

const catalogue = loadCatalogue([]);
const entry = (id: string) => {
  const found = catalogue.get(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const YEAR_2026 = [dayNumber(2026, 1, 1), dayNumber(2026, 12, 31)] as const;
/** Wednesday 25 November 2026, 12:00 New York. */
const NOW = Date.parse('2026-11-25T17:00:00Z');

describe('stock splits', () => {
  const splitting = catalogue.all().filter((stock) => stockSplits(stock, ...YEAR_2026).length > 0);

  it('are rare: a few per cent of the eligible companies a year, never a fund, an index or a cheap share', () => {
    const eligible = catalogue.all().filter((stock) => !stock.isEtf && !stock.isIndex && symbolParams(stock).kind === 'stock' && symbolParams(stock).anchorPrice >= 40);
    expect(splitting.length).toBeGreaterThan(eligible.length * 0.01);
    expect(splitting.length).toBeLessThan(eligible.length * 0.06);
    for (const stock of splitting) {
      expect(stock.isEtf || stock.isIndex, stock.id).toBe(false);
      expect(symbolParams(stock).anchorPrice, stock.id).toBeGreaterThanOrEqual(40);
    }
    expect(stockSplits(entry('SPY'), dayNumber(2000, 1, 1), dayNumber(2040, 1, 1))).toEqual([]);
    expect(stockSplits(entry('#GSPC'), dayNumber(2000, 1, 1), dayNumber(2040, 1, 1))).toEqual([]);
  });

  it('fall on trading days with a usual ratio that cuts a high price to an ordinary one', () => {
    for (const stock of splitting) {
      for (const split of stockSplits(stock, ...YEAR_2026)) {
        expect(isTradingDay(split.day), stock.id).toBe(true);
        expect([2, 3, 4, 5, 10]).toContain(split.ratio);
        const preSplit = symbolParams(stock).anchorPrice * split.ratio;
        expect(preSplit, stock.id).toBeGreaterThanOrEqual(250);
        expect(preSplit, stock.id).toBeLessThanOrEqual(2500);
      }
    }
  });

  it('are the same whatever window asks for them', () => {
    const stock = splitting[0];
    if (!stock) throw new Error('no split in 2026');
    const [split] = stockSplits(stock, ...YEAR_2026);
    if (!split) throw new Error('no split');
    expect(stockSplits(stock, split.day, split.day)).toEqual([split]);
    expect(stockSplits(stock, dayNumber(2020, 1, 1), dayNumber(2030, 1, 1))).toContainEqual(split);
    expect(splitTitle({ day: split.day, ratio: 4 })).toBe('1 股分割為 4 股');
  });
});

describe('split events', () => {
  const today = newYorkClock(NOW).day;
  const splitEvents = catalogue.all().flatMap((stock) =>
    stockEvents(stock, NOW)
      .filter((event) => event.type === 'split')
      .map((event) => ({ stock, event })),
  );

  it('list recent and announced splits with a Chinese title, upcoming ones at most two months ahead', () => {
    expect(splitEvents.some(({ event }) => event.upcoming)).toBe(true);
    expect(splitEvents.some(({ event }) => !event.upcoming)).toBe(true);
    for (const { stock, event } of splitEvents) {
      const day = parseIsoDate(event.date) as number;
      expect(event.title, stock.id).toMatch(/^1 股分割為 (2|3|4|5|10) 股$/);
      expect(event.time).toBeNull();
      expect(day, stock.id).toBeGreaterThanOrEqual(today - 400);
      expect(day, stock.id).toBeLessThanOrEqual(today + 60);
      expect(event.upcoming, stock.id).toBe(day > today);
      expect(stockSplits(stock, day, day).map((split) => `1 股分割為 ${split.ratio} 股`)).toEqual([event.title]);
    }
  });

  it('keep the events newest first', () => {
    const { stock } = splitEvents[0] ?? {};
    if (!stock) throw new Error('no split event');
    const dates = stockEvents(stock, NOW).map((event) => event.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
