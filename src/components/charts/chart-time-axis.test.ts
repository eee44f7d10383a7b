import { describe, expect, it } from 'vitest';
import type { ChartBar, ChartData } from './chart-data';
import { axisPoints, labelStride, pointCentre, slotCount, timeLabelCharacters, timeLabels, timeWeight } from './chart-time-axis';

/** Chart seconds of a New York date and wall-clock time (chart-data.ts). */
const at = (date: string, time = '00:00') => Date.parse(`${date}T${time}:00Z`) / 1000;
const bar = (time: number): ChartBar => [time, 10, 11, 9, 10.5, 100];

/** Weekdays from `from` on, `count` of them, as daily bars. */
function weekdays(from: string, count: number): ChartData {
  const bars: ChartBar[] = [];
  for (let day = at(from); bars.length < count; day += 86_400) {
    const weekday = new Date(day * 1000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) bars.push(bar(day));
  }
  return { interval: '1d', bars, previousClose: 10, session: null };
}

/** 1D: `traded` five-minute bars from 09:30 of a full session. */
function session(traded: number): ChartData {
  const open = at('2026-11-25', '09:30');
  return { interval: '5m', bars: Array.from({ length: traded }, (_, i) => bar(open + i * 300)), previousClose: 10, session: { open, close: at('2026-11-25', '16:00') } };
}

describe('the time axis as the chart lays it out', () => {
  it('weighs a point by the largest unit of the calendar or the clock that changed since the point before', () => {
    expect(timeWeight(at('2027-01-04'), at('2026-12-31'))).toBe(70);
    expect(timeWeight(at('2026-12-01'), at('2026-11-30'))).toBe(60);
    expect(timeWeight(at('2026-11-25'), at('2026-11-24'))).toBe(50);
    expect(timeWeight(at('2026-11-25', '12:00'), at('2026-11-25', '11:55'))).toBe(33);
    expect(timeWeight(at('2026-11-25', '15:00'), at('2026-11-25', '14:55'))).toBe(31);
    expect(timeWeight(at('2026-11-25', '10:00'), at('2026-11-25', '09:55'))).toBe(30);
    expect(timeWeight(at('2026-11-25', '10:30'), at('2026-11-25', '10:25'))).toBe(22);
    expect(timeWeight(at('2026-11-25', '10:35'), at('2026-11-25', '10:30'))).toBe(21);
  });

  it('spreads a chart fitted to its bars over one slot each; a session over one slot more, to spare at its right end', () => {
    const daily = weekdays('2026-06-01', 4);
    expect(slotCount(daily, 4)).toBe(4);
    expect([0, 3].map((i) => pointCentre(daily, 4, i))).toEqual([0.125, 0.875]);
    // Three bars and the 75 slots of the session not traded yet: 78 points over 79 slots.
    const opening = session(3);
    expect(axisPoints(opening)).toHaveLength(78);
    expect(slotCount(opening, 78)).toBe(79);
    expect(pointCentre(opening, 78, 0)).toBeCloseTo(0.5 / 79, 12);
  });

  it('labels six months on a phone every other month, on a laptop every month', () => {
    // 132 weekdays, 2026-06-01 to 12-01: months begin at points 0, 22, 45, 65, 87, 109 and 130.
    const sixMonths = weekdays('2026-06-01', 132);
    // At least 33 points apart (132 / 4).
    expect(timeLabels(sixMonths, 4).map((label) => label.text)).toEqual(['6月', '8月', '10月', '12月']);
    // At least 14 apart: every month, and no day between two of them.
    expect(timeLabels(sixMonths, 10).map((label) => label.text)).toEqual(['6月', '7月', '8月', '9月', '10月', '11月', '12月']);
    // Fourteen points after the last month's start leave room for a day: 2026-05-21 to 11-20, November beginning at point 117.
    expect(timeLabels(weekdays('2026-05-21', 132), 10).map((label) => label.text)).toEqual(['6月', '7月', '8月', '9月', '10月', '11月', '11/20']);
  });

  it('labels a session by its hours: on a phone 10:00, 12:00 and 15:00, the heavier hours first', () => {
    expect(timeLabels(session(78), 4).map((label) => label.text)).toEqual(['10:00', '12:00', '15:00']);
    expect(timeLabels(session(12), 10).map((label) => label.text)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '15:40']);
  });

  it('keeps the first label inside the axis, and the last unless the session’s empty slots come after it', () => {
    const [first, ...rest] = timeLabels(weekdays('2026-06-01', 132), 4);
    expect(rest.at(-1)?.text).toBe('12月');
    expect(first?.clamped).toBe(true);
    expect(rest.at(-1)?.clamped).toBe(true);
    expect(rest.slice(0, -1).every((label) => !label.clamped)).toBe(true);
    expect(timeLabels(session(12), 4).at(-1)?.clamped).toBe(false);
  });

  it('tells the chart a label width that keeps the same stride, half a slot under it', () => {
    expect(labelStride(132, 4)).toBe(33);
    // (33 − 0.5) slots of 2.2 px in characters of (11 + 4) × 5 / 8 px: the library rounds 32.5 slots up to 33.
    expect(timeLabelCharacters(33, 2.2, 11)).toBeCloseTo((32.5 * 2.2) / 9.375, 12);
    expect(Math.ceil((timeLabelCharacters(33, 2.2, 11) * 9.375) / 2.2)).toBe(33);
  });
});
