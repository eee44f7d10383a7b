import { dayNumber, isTradingDay, MS_PER_DAY, newYorkTimeToUtc, nextTradingDay } from './calendar.ts';
import { createRandom, hashString } from './prng.ts';

/**
 * When each company reports each quarter. Fiscal years are calendar years in the sandbox (decision
 * 005). A company keeps its habits: about the same number of days after quarter end, always
 * before the open or always after the close, so the schedule looks like a real one.
 */
export interface EarningsSlot {
  /** Quarter key: YYYYQn. */
  key: string;
  fiscalYear: number;
  fiscalQuarter: 1 | 2 | 3 | 4;
  /** Last day of the fiscal quarter (day number). */
  periodEnd: number;
  /** Day of the earnings release. */
  reportDay: number;
  timing: 'beforeOpen' | 'afterClose';
  /** UTC ms of the release (07:00 or 16:05 New York). */
  reportedAt: number;
  /** UTC ms of the earnings call (08:30 or 17:00 New York). */
  callAt: number;
  /** First session that trades on the news. */
  reactionDay: number;
}

export const quarterKey = (year: number, quarter: number): string => `${year}Q${quarter}`;

/** Quarters counted from year 0, so that consecutive quarters differ by one. */
export const quarterOrdinal = (year: number, quarter: number): number => year * 4 + (quarter - 1);
export const quarterFromOrdinal = (ordinal: number): { year: number; quarter: 1 | 2 | 3 | 4 } => ({ year: Math.floor(ordinal / 4), quarter: ((ordinal % 4) + 1) as 1 | 2 | 3 | 4 });

export function quarterEndDay(year: number, quarter: number): number {
  return dayNumber(year, quarter * 3 + 1, 1) - 1;
}

export function earningsSlot(id: string, year: number, quarter: 1 | 2 | 3 | 4): EarningsSlot {
  const habit = hashString(`earnings-habit:${id}`);
  const baseLag = 21 + (habit % 17);
  const timing = (habit >>> 8) % 3 === 0 ? 'beforeOpen' : 'afterClose';
  const jitter = createRandom(`earnings:${id}:${year}Q${quarter}`).int(-2, 2);
  const periodEnd = quarterEndDay(year, quarter);
  // Annual reports (Q4) take longer: the audit.
  let reportDay = periodEnd + baseLag + jitter + (quarter === 4 ? 9 : 0);
  while (!isTradingDay(reportDay)) reportDay++;
  const reportedAt = newYorkTimeToUtc(reportDay, timing === 'beforeOpen' ? 7 * 60 : 16 * 60 + 5);
  const callAt = newYorkTimeToUtc(reportDay, timing === 'beforeOpen' ? 8 * 60 + 30 : 17 * 60);
  return {
    key: quarterKey(year, quarter),
    fiscalYear: year,
    fiscalQuarter: quarter,
    periodEnd,
    reportDay,
    timing,
    reportedAt,
    callAt,
    reactionDay: timing === 'beforeOpen' ? reportDay : nextTradingDay(reportDay),
  };
}

/** The latest quarter whose results are out at `nowMs`. */
export function latestReportedSlot(id: string, nowMs: number): EarningsSlot {
  const today = Math.floor(nowMs / MS_PER_DAY);
  const now = new Date(today * MS_PER_DAY);
  let ordinal = quarterOrdinal(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) + 1) - 1;
  for (;;) {
    const { year, quarter } = quarterFromOrdinal(ordinal);
    const slot = earningsSlot(id, year, quarter);
    if (slot.reportedAt <= nowMs) return slot;
    ordinal--;
  }
}

/** The next release after `nowMs`. */
export function nextEarningsSlot(id: string, nowMs: number): EarningsSlot {
  const latest = latestReportedSlot(id, nowMs);
  const { year, quarter } = quarterFromOrdinal(quarterOrdinal(latest.fiscalYear, latest.fiscalQuarter) + 1);
  return earningsSlot(id, year, quarter);
}
