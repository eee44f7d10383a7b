import { describe, expect, it } from 'vitest';
import { closeMinuteOf, dateOf, dayNumber, holidayName, isEarlyClose, isTradingDay, nyseHolidays, sessionAt, weekday, yearOf } from './nyse-calendar';

/** "2024-03-29" → day number, parsed without the code under test. */
const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const iso = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10);
const YEARS = Array.from({ length: 101 }, (_, i) => 2000 + i);

describe('day numbers', () => {
  it('agree with Date on weekdays and dates from 2000 to 2100', () => {
    for (let n = day('2000-01-01'); n <= day('2100-12-31'); n += 17) {
      const date = new Date(n * 86_400_000);
      expect(weekday(n)).toBe(date.getUTCDay());
      expect(yearOf(n)).toBe(date.getUTCFullYear());
      expect(dateOf(n)).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
      expect(dayNumber(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())).toBe(n);
    }
  });
});

describe('NYSE holidays, well-known dates 2000–2100', () => {
  it.each([
    ['2000-04-21', '耶穌受難日'],
    ['2008-03-21', '耶穌受難日'], // Easter on 23 March
    ['2011-04-22', '耶穌受難日'],
    ['2024-03-29', '耶穌受難日'],
    ['2038-04-23', '耶穌受難日'], // Easter on 25 April, the latest it can be
    ['2100-03-26', '耶穌受難日'],
    ['2022-06-20', '六月節'], // first year; 19 June was a Sunday
    ['2023-06-19', '六月節'],
    ['2027-06-18', '六月節'], // 19 June is a Saturday
    ['2044-06-20', '六月節'], // 19 June is a Sunday
    ['2021-07-05', '獨立紀念日'], // 4 July on a Sunday
    ['2026-07-03', '獨立紀念日'], // 4 July on a Saturday
    ['2021-12-24', '聖誕節'], // Christmas on a Saturday
    ['2022-12-26', '聖誕節'], // Christmas on a Sunday
    ['2023-01-02', '元旦'], // New Year's Day on a Sunday
    ['2000-01-17', '馬丁路德金恩紀念日'],
    ['2100-02-15', '總統日'],
    ['2000-05-29', '陣亡將士紀念日'],
    ['2100-09-06', '勞動節'],
    ['2000-11-23', '感恩節'],
    ['2100-11-25', '感恩節'],
    ['2018-12-05', '國殤日'], // President George H. W. Bush
    ['2025-01-09', '國殤日'], // President Carter
  ])('%s is %s', (date, name) => {
    expect(holidayName(day(date))).toBe(name);
    expect(isTradingDay(day(date))).toBe(false);
  });

  it.each([
    ['2021-06-18', 'no Juneteenth before 2022'],
    ['2010-12-31', "New Year's Day 2011 (a Saturday) is not made up on the Friday before"],
    ['2021-12-31', "New Year's Day 2022 (a Saturday) is not made up on the Friday before"],
    ['2026-07-02', 'the Thursday before an observed Independence Day is a full day'],
    ['2008-03-24', 'Easter Monday is a trading day'],
  ])('%s trades: %s', (date) => {
    expect(holidayName(day(date))).toBeNull();
    expect(isTradingDay(day(date))).toBe(true);
    expect(isEarlyClose(day(date))).toBe(false);
  });

  it('every year has its ten holidays (nine before Juneteenth, one less when 1 January is a Saturday), all on weekdays', () => {
    for (const year of YEARS) {
      const holidays = [...nyseHolidays(year).keys()].filter((n) => ![day('2018-12-05'), day('2025-01-09')].includes(n));
      const newYearOnSaturday = new Date(Date.UTC(year, 0, 1)).getUTCDay() === 6;
      expect(holidays, String(year)).toHaveLength((year >= 2022 ? 10 : 9) - (newYearOnSaturday ? 1 : 0));
      for (const n of holidays) {
        expect(yearOf(n), iso(n)).toBe(year);
        expect([0, 6], iso(n)).not.toContain(weekday(n));
      }
    }
  });

  it('Good Friday is a Friday from 20 March to 23 April; Thanksgiving a Thursday from 22 to 28 November', () => {
    for (const year of YEARS) {
      const byName = new Map([...nyseHolidays(year)].map(([n, name]) => [name, n]));
      const goodFriday = byName.get('耶穌受難日')!;
      expect(weekday(goodFriday), String(year)).toBe(5);
      expect(goodFriday).toBeGreaterThanOrEqual(day(`${year}-03-20`));
      expect(goodFriday).toBeLessThanOrEqual(day(`${year}-04-23`));
      const thanksgiving = byName.get('感恩節')!;
      expect(weekday(thanksgiving), String(year)).toBe(4);
      expect(thanksgiving).toBeGreaterThanOrEqual(day(`${year}-11-22`));
      expect(thanksgiving).toBeLessThanOrEqual(day(`${year}-11-28`));
    }
  });

  it('every year has between 248 and 253 trading days', () => {
    for (const year of YEARS) {
      let count = 0;
      for (let n = day(`${year}-01-01`); n <= day(`${year}-12-31`); n++) if (isTradingDay(n)) count++;
      expect(count, String(year)).toBeGreaterThanOrEqual(248);
      expect(count, String(year)).toBeLessThanOrEqual(253);
    }
  });
});

describe('early closes (13:00), 2000–2100', () => {
  it.each([
    ['2000-11-24', true], // the day after Thanksgiving
    ['2025-11-28', true],
    ['2100-11-26', true],
    ['2000-07-03', true], // a Monday
    ['2025-07-03', true], // a Thursday
    ['2020-07-03', false], // the observed Independence Day itself
    ['2015-07-03', false], // a Friday (and the observed holiday)
    ['2019-07-03', true], // a Wednesday
    ['2025-12-24', true], // a Wednesday
    ['2021-12-24', false], // the observed Christmas
    ['2100-12-24', false], // a Friday: a full day
    ['2100-07-03', false], // a Saturday
  ])('%s → %s', (date, expected) => {
    expect(isEarlyClose(day(date))).toBe(expected);
    expect(closeMinuteOf(day(date))).toBe(expected ? 13 * 60 : 16 * 60);
  });

  it('the day after Thanksgiving closes early every year', () => {
    for (const year of YEARS) {
      const thanksgiving = [...nyseHolidays(year)].find(([, name]) => name === '感恩節')![0];
      expect(isEarlyClose(thanksgiving + 1), String(year)).toBe(true);
    }
  });

  it('3 July and 24 December close early exactly when they fall Monday–Thursday', () => {
    for (const year of YEARS) {
      for (const date of [`${year}-07-03`, `${year}-12-24`]) {
        const wd = new Date(`${date}T00:00:00Z`).getUTCDay();
        expect(isEarlyClose(day(date)), date).toBe(wd >= 1 && wd <= 4);
      }
    }
  });
});

describe('sessionAt', () => {
  it.each([
    ['2025-06-03', 3 * 60 + 59, 'no-trading'],
    ['2025-06-03', 4 * 60, 'preMarket'],
    ['2025-06-03', 9 * 60 + 30, 'intraDay'],
    ['2025-06-03', 16 * 60, 'afterHours'],
    ['2025-06-03', 20 * 60, 'no-trading'],
    ['2025-11-28', 13 * 60, 'afterHours'], // early close
    ['2025-11-28', 17 * 60, 'no-trading'],
    ['2025-11-27', 10 * 60, 'no-trading'], // Thanksgiving
    ['2025-06-07', 10 * 60, 'no-trading'], // Saturday
  ] as const)('%s minute %i → %s', (date, minutes, expected) => {
    expect(sessionAt(day(date), minutes)).toBe(expected);
  });
});
