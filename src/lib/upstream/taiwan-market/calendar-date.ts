/**
 * Whether a `YYYY-MM-DD` that valibot's isoDate has let through (month 01–12, day 01–31) is a day the
 * calendar has: 2026-02-30 is not. By arithmetic, not by a Date round trip: a price history is checked
 * date by date on every read from the edge cache, and the round trip cost about 1 ms per 400 dates
 * (every /portfolio render reads a year of USD/TWD rates; decision 054).
 */
export function isCalendarDate(text: string): boolean {
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  return day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
