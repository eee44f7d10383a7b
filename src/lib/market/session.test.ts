import { describe, expect, it } from 'vitest';
import {
  holidayName,
  isEarlyClose,
  isTradingDay,
  type MarketSession,
  marketSessionAt,
  newYorkTime,
  nextDate,
  nextMarketEvent,
  newYorkInstant,
  nyseHolidays,
  openAfterSession,
  SESSION_LABELS,
  sessionStatusAt,
} from './session';

/** Instants are written with their explicit New York offset, so the tests do not trust the code under test. */
const at = (iso: string) => new Date(iso);
const session = (iso: string) => marketSessionAt(at(iso));
/** The test of an `it.each` table of [instant, the session it falls in] rows. */
const sessionIs = (iso: string, expected: MarketSession) => {
  expect(session(iso)).toBe(expected);
};

describe('newYorkTime', () => {
  it('reads the wall clock on both sides of the spring-forward switch (2025-03-09 02:00 → 03:00)', () => {
    expect(newYorkTime(at('2025-03-09T06:59:00Z'))).toMatchObject({ year: 2025, month: 3, day: 9, minutes: 1 * 60 + 59, weekday: 0 });
    expect(newYorkTime(at('2025-03-09T07:00:00Z'))).toMatchObject({ day: 9, minutes: 3 * 60 });
  });

  it('reads the wall clock on both sides of the fall-back switch (2025-11-02 02:00 → 01:00)', () => {
    expect(newYorkTime(at('2025-11-02T05:30:00Z')).minutes).toBe(1 * 60 + 30); // EDT
    expect(newYorkTime(at('2025-11-02T06:30:00Z')).minutes).toBe(1 * 60 + 30); // EST, the hour again
  });

  it('gives minute 0 at midnight and the New York date, not the UTC one', () => {
    expect(newYorkTime(at('2025-06-02T04:00:00Z'))).toMatchObject({ month: 6, day: 2, minutes: 0 });
    expect(newYorkTime(at('2025-06-02T03:59:00Z'))).toMatchObject({ month: 6, day: 1, minutes: 23 * 60 + 59 });
  });
});

describe('marketSessionAt: each boundary on an ordinary day', () => {
  // Tuesday 2025-06-03, EDT (UTC−4).
  it.each([
    ['2025-06-03T03:59:00-04:00', 'no-trading'],
    ['2025-06-03T04:00:00-04:00', 'preMarket'],
    ['2025-06-03T09:29:59-04:00', 'preMarket'],
    ['2025-06-03T09:30:00-04:00', 'intraDay'],
    ['2025-06-03T15:59:59-04:00', 'intraDay'],
    ['2025-06-03T16:00:00-04:00', 'afterHours'],
    ['2025-06-03T19:59:59-04:00', 'afterHours'],
    ['2025-06-03T20:00:00-04:00', 'no-trading'],
    ['2025-06-03T23:59:00-04:00', 'no-trading'],
    ['2025-06-03T00:00:00-04:00', 'no-trading'],
  ] as const)('%s → %s', sessionIs);
});

describe('marketSessionAt in winter (EST) and across DST switch weeks', () => {
  // Instants in UTC: New York's offset decides which session each one falls in.
  it.each([
    // Winter uses EST (UTC−5): 09:30 New York is 14:30 UTC.
    ['2025-01-14T14:29:00Z', 'preMarket'],
    ['2025-01-14T14:30:00Z', 'intraDay'],
    ['2025-01-14T21:00:00Z', 'afterHours'],
    ['2025-01-15T01:00:00Z', 'no-trading'],
    // Spring-forward 2025: the Friday before opens at 14:30 UTC, the Monday after at 13:30 UTC.
    ['2025-03-07T14:29:00Z', 'preMarket'],
    ['2025-03-07T14:30:00Z', 'intraDay'],
    ['2025-03-10T13:29:00Z', 'preMarket'],
    ['2025-03-10T13:30:00Z', 'intraDay'],
    // 20:00 UTC is 15:00 EST on Friday but 16:00 EDT on Monday.
    ['2025-03-07T20:00:00Z', 'intraDay'],
    ['2025-03-10T20:00:00Z', 'afterHours'],
    // Fall-back 2025: the Friday before opens at 13:30 UTC, the Monday after at 14:30 UTC.
    ['2025-10-31T13:30:00Z', 'intraDay'],
    ['2025-11-03T13:30:00Z', 'preMarket'],
    ['2025-11-03T14:30:00Z', 'intraDay'],
    // 00:30 UTC Tuesday is 19:30 EST Monday (after-hours), but would be 20:30 in EDT.
    ['2025-11-04T00:30:00Z', 'afterHours'],
    ['2025-11-01T00:30:00Z', 'no-trading'], // 20:30 EDT Friday
    // 2026 switches on 8 March and 1 November.
    ['2026-03-09T13:30:00Z', 'intraDay'],
    ['2026-03-06T13:30:00Z', 'preMarket'],
    ['2026-11-02T13:30:00Z', 'preMarket'],
    ['2026-10-30T13:30:00Z', 'intraDay'],
    // The switch Sundays themselves are closed.
    ['2025-03-09T10:00:00-04:00', 'no-trading'],
    ['2025-11-02T10:00:00-05:00', 'no-trading'],
  ] as const)('%s → %s', sessionIs);
});

describe('weekends', () => {
  it('Saturday and Sunday are no-trading at every hour', () => {
    for (const hour of ['04:00', '09:30', '12:00', '16:00', '19:00']) {
      expect(session(`2025-06-07T${hour}:00-04:00`)).toBe('no-trading');
      expect(session(`2025-06-08T${hour}:00-04:00`)).toBe('no-trading');
    }
  });

  it('Friday after-hours still counts, Monday pre-market starts at 04:00', () => {
    expect(session('2025-06-06T19:59:00-04:00')).toBe('afterHours');
    expect(session('2025-06-09T04:00:00-04:00')).toBe('preMarket');
  });
});

describe('NYSE holidays', () => {
  const names = (year: number) => [...nyseHolidays(year).values()];

  it('2025: ten holidays plus the national day of mourning on 9 January', () => {
    expect(nyseHolidays(2025).size).toBe(11);
    for (const [month, day, name] of [
      [1, 1, '元旦'],
      [1, 9, '國殤日'],
      [1, 20, '馬丁路德金恩紀念日'],
      [2, 17, '總統日'],
      [4, 18, '耶穌受難日'],
      [5, 26, '陣亡將士紀念日'],
      [6, 19, '六月節'],
      [7, 4, '獨立紀念日'],
      [9, 1, '勞動節'],
      [11, 27, '感恩節'],
      [12, 25, '聖誕節'],
    ] as const) {
      expect(holidayName({ year: 2025, month, day })).toBe(name);
    }
  });

  it('2026: Good Friday 3 April, Independence Day observed Friday 3 July (4 July is a Saturday)', () => {
    expect(holidayName({ year: 2026, month: 4, day: 3 })).toBe('耶穌受難日');
    expect(holidayName({ year: 2026, month: 7, day: 3 })).toBe('獨立紀念日');
    expect(holidayName({ year: 2026, month: 7, day: 4 })).toBeNull();
    expect(session('2026-07-03T10:00:00-04:00')).toBe('no-trading');
  });

  it('a Sunday holiday moves to Monday (Independence Day 2027 → 5 July)', () => {
    expect(holidayName({ year: 2027, month: 7, day: 5 })).toBe('獨立紀念日');
    expect(session('2027-07-05T10:00:00-04:00')).toBe('no-trading');
    expect(session('2027-07-06T10:00:00-04:00')).toBe('intraDay');
  });

  it("New Year's Day on a Saturday is not made up on the Friday before (2022)", () => {
    expect(names(2022)).not.toContain('元旦');
    expect(isTradingDay({ year: 2021, month: 12, day: 31 })).toBe(true);
  });

  it('Juneteenth only from 2022', () => {
    expect(names(2021)).not.toContain('六月節');
    expect(holidayName({ year: 2022, month: 6, day: 20 })).toBe('六月節'); // 19 June 2022 was a Sunday
  });

  it('Christmas on a Saturday is observed on Friday 24 December (2027), which then is no early close', () => {
    expect(holidayName({ year: 2027, month: 12, day: 24 })).toBe('聖誕節');
    expect(isEarlyClose({ year: 2027, month: 12, day: 24 })).toBe(false);
  });

  it('a holiday is no-trading all day, pre-market and after-hours included', () => {
    for (const time of ['05:00', '10:00', '17:00']) expect(session(`2025-11-27T${time}:00-05:00`)).toBe('no-trading');
    expect(session('2025-11-26T17:00:00-05:00')).toBe('afterHours');
  });
});

describe('early closes (13:00)', () => {
  it('the day after Thanksgiving, 3 July and 24 December when they fall Monday–Thursday', () => {
    expect(isEarlyClose({ year: 2025, month: 11, day: 28 })).toBe(true);
    expect(isEarlyClose({ year: 2025, month: 7, day: 3 })).toBe(true); // Thursday
    expect(isEarlyClose({ year: 2025, month: 12, day: 24 })).toBe(true); // Wednesday
    expect(isEarlyClose({ year: 2026, month: 12, day: 24 })).toBe(true); // Thursday
    expect(isEarlyClose({ year: 2026, month: 7, day: 3 })).toBe(false); // a holiday that year
    expect(isEarlyClose({ year: 2025, month: 6, day: 3 })).toBe(false);
  });

  it.each([
    ['2025-11-28T09:30:00-05:00', 'intraDay'],
    ['2025-11-28T12:59:59-05:00', 'intraDay'],
    ['2025-11-28T13:00:00-05:00', 'afterHours'],
    ['2025-11-28T16:59:59-05:00', 'afterHours'],
    ['2025-11-28T17:00:00-05:00', 'no-trading'],
    ['2025-07-03T13:00:00-04:00', 'afterHours'],
    ['2025-12-24T12:30:00-05:00', 'intraDay'],
    ['2025-12-24T13:30:00-05:00', 'afterHours'],
  ] as const)('%s → %s', sessionIs);
});

describe('sessionStatusAt', () => {
  it('labels each session in Chinese', () => {
    expect(SESSION_LABELS).toEqual({ preMarket: '盤前', intraDay: '盤中', afterHours: '盤後', 'no-trading': '休市' });
    expect(sessionStatusAt(at('2025-06-03T10:00:00-04:00'))).toEqual({ session: 'intraDay', label: '盤中', note: null });
  });

  it('says why the market is closed or closes early', () => {
    expect(sessionStatusAt(at('2025-11-27T10:00:00-05:00')).note).toBe('感恩節休市');
    expect(sessionStatusAt(at('2025-06-07T10:00:00-04:00')).note).toBe('週末休市');
    expect(sessionStatusAt(at('2025-11-28T10:00:00-05:00')).note).toBe('提前收盤（13:00）');
  });

  it('never throws on dates far out (year 1990 and 2100)', () => {
    expect(['no-trading', 'preMarket', 'intraDay', 'afterHours']).toContain(session('1990-04-13T10:00:00-04:00'));
    expect(session('2100-01-05T10:00:00-05:00')).toBe('intraDay');
  });
});

describe('calendar walk', () => {
  it('2025 has 250 trading days (NYSE published calendar, incl. 9 January closure)', () => {
    let date = { year: 2025, month: 1, day: 1 };
    let count = 0;
    while (date.year === 2025) {
      if (isTradingDay(date)) count++;
      date = nextDate(date);
    }
    expect(count).toBe(250);
  });
});

describe('newYorkInstant', () => {
  it('turns a New York wall time into the instant, in winter and summer and beside the DST switches', () => {
    expect(newYorkInstant({ year: 2026, month: 11, day: 25 }, 9 * 60 + 30).toISOString()).toBe('2026-11-25T14:30:00.000Z');
    expect(newYorkInstant({ year: 2026, month: 7, day: 1 }, 16 * 60).toISOString()).toBe('2026-07-01T20:00:00.000Z');
    // Monday after the spring-forward Sunday (2026-03-08) and after the fall-back Sunday (2026-11-01).
    expect(newYorkInstant({ year: 2026, month: 3, day: 9 }, 9 * 60 + 30).toISOString()).toBe('2026-03-09T13:30:00.000Z');
    expect(newYorkInstant({ year: 2026, month: 11, day: 2 }, 9 * 60 + 30).toISOString()).toBe('2026-11-02T14:30:00.000Z');
  });
});

describe('nextMarketEvent', () => {
  const next = (iso: string) => {
    const event = nextMarketEvent(at(iso));
    return { kind: event.kind, at: event.at.toISOString(), early: event.early };
  };

  it('before the open: today’s opening bell; during the session: today’s close', () => {
    expect(next('2026-11-25T07:00:00-05:00')).toEqual({ kind: 'open', at: '2026-11-25T14:30:00.000Z', early: false });
    expect(next('2026-11-25T09:45:00-05:00')).toEqual({ kind: 'close', at: '2026-11-25T21:00:00.000Z', early: false });
    expect(next('2026-11-25T15:59:00-05:00').kind).toBe('close');
  });

  it('after the close: the next trading day’s open, over Thanksgiving (26 November 2026) and the weekend', () => {
    expect(next('2026-11-25T16:00:00-05:00')).toEqual({ kind: 'open', at: '2026-11-27T14:30:00.000Z', early: false });
    expect(next('2026-11-26T12:00:00-05:00').at).toBe('2026-11-27T14:30:00.000Z');
    // The day after Thanksgiving closes at 13:00; then the weekend.
    expect(next('2026-11-27T10:00:00-05:00')).toEqual({ kind: 'close', at: '2026-11-27T18:00:00.000Z', early: true });
    expect(next('2026-11-27T13:00:00-05:00').at).toBe('2026-11-30T14:30:00.000Z');
    expect(next('2026-11-28T09:00:00-05:00').at).toBe('2026-11-30T14:30:00.000Z');
  });
});

describe('openAfterSession: the next opening bell after a trading date', () => {
  it.each([
    // A Friday's session: the Monday after, 09:30 in New York (EST).
    ['2026-11-20', '2026-11-23T09:30:00-05:00'],
    // Thanksgiving (Thursday 2026-11-26) is skipped; the early-close Friday still opens at 09:30.
    ['2026-11-25', '2026-11-27T09:30:00-05:00'],
    // Across the spring DST switch (Sunday 2026-03-08): Monday opens at 09:30 EDT.
    ['2026-03-06', '2026-03-09T09:30:00-04:00'],
    // New Year's Day 2027 (a Friday) and the weekend: Monday 4 January.
    ['2026-12-31', '2027-01-04T09:30:00-05:00'],
  ])('after %s: %s', (tradingDate, open) => {
    expect(openAfterSession(tradingDate)?.toISOString()).toBe(at(open).toISOString());
  });

  it('answers null for what is not a date', () => {
    expect(openAfterSession('')).toBeNull();
    expect(openAfterSession('2026-11-20T10:00:00Z')).toBeNull();
  });
});
