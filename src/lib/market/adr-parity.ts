import { holidayName as nyseHolidayName, MS_PER_DAY } from './nyse-calendar';

/**
 * An ADR against its Taiwan listing, as pure arithmetic on dated series:
 *
 *   parity (USD)  = Taiwan close (TWD) × shares per ADR ÷ USD/TWD
 *   premium (%)   = (ADR price ÷ parity − 1) × 100
 *
 * A New York session on date t is compared with the last Taiwan close and the last rate on or before t
 * (Taiwan's session of t ends about 15 hours before New York's). Dates are calendar dates, YYYY-MM-DD:
 * Taipei's for the Taiwan series, New York's for the ADR.
 */

export interface DatedClose {
  date: string;
  close: number;
}
export interface DatedRate {
  date: string;
  rate: number;
}
export interface NamedDay {
  date: string;
  name: string;
}

/**
 * A Taiwan close or a rate older than this (calendar days) before the New York date is not used: the
 * longest TWSE closure (the Lunar New Year, 封關 included) is about 12 days; anything older is a gap.
 */
export const MAX_STALE_DAYS = 14;

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The ADR's value in USD implied by the Taiwan close; null without a usable rate, close or ratio. */
export function parityPrice(taiwanClose: number, sharesPerAdr: number, usdTwd: number | null | undefined): number | null {
  if (!positive(taiwanClose) || !positive(sharesPerAdr) || !positive(usdTwd)) return null;
  return (taiwanClose * sharesPerAdr) / usdTwd;
}

/** The ADR's premium over parity in percent (negative: a discount); null without both prices. */
export function premiumPercent(adrPrice: number, parity: number | null): number | null {
  if (!positive(adrPrice) || !positive(parity)) return null;
  return (adrPrice / parity - 1) * 100;
}

const dayOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;
const dateOf = (day: number): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** The last row dated on or before `date` and at most MAX_STALE_DAYS before it (rows ascending by date). */
export function lastOnOrBefore<T extends { date: string }>(rows: readonly T[], date: string): T | null {
  let lo = 0;
  let hi = rows.length - 1;
  let found: T | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const row = rows[mid] as T;
    if (row.date <= date) {
      found = row;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found && dayOf(date) - dayOf(found.date) <= MAX_STALE_DAYS ? found : null;
}

/**
 * Which Taiwan close the comparison uses, and why when it is not the ADR's own date:
 * - `same-day`: both markets traded on the ADR's date;
 * - `taiwan-closed`: New York traded on `date` and Taiwan did not (a TWSE holiday, named when the
 *   calendar has it): the last close before it, of `usedDate`, stands in;
 * - `new-york-closed`: Taiwan traded after the ADR's last session because New York was closed on
 *   `date` (an NYSE holiday): the ADR's last close, of `adrDate`, is compared with the newer Taiwan close;
 * - `taiwan-newer`: Taiwan has closed today and New York has not traded yet today.
 */
export type CloseUsed =
  | { kind: 'same-day' }
  | { kind: 'taiwan-closed'; date: string; holiday: string | null; usedDate: string }
  | { kind: 'new-york-closed'; date: string; holiday: string; adrDate: string }
  | { kind: 'taiwan-newer'; adrDate: string; taiwanDate: string };

export interface AdrComparison {
  adr: { price: number; date: string };
  taiwan: DatedClose;
  /** The rate of the Taiwan close's date (or the last before it); null when there is none. */
  rate: DatedRate | null;
  parity: number | null;
  premiumPercent: number | null;
  closeUsed: CloseUsed;
}

/** The first NYSE holiday after `from` up to and including `to`, if New York missed a session in between. */
function newYorkHolidayBetween(from: string, to: string): NamedDay | null {
  for (let day = dayOf(from) + 1; day <= dayOf(to); day++) {
    const name = nyseHolidayName(day);
    if (name) return { date: dateOf(day), name };
  }
  return null;
}

/**
 * Today's comparison: the ADR's latest price (its live or last close, dated by its session) against the
 * latest Taiwan close and its rate. `holidays` are the TWSE's named closed days (its calendar). Null when
 * there is no Taiwan close within MAX_STALE_DAYS of the ADR's date (nothing honest to compare).
 */
export function compareAdr(input: {
  adrPrice: number;
  adrDate: string;
  closes: readonly DatedClose[];
  rates: readonly DatedRate[];
  sharesPerAdr: number;
  holidays: readonly NamedDay[];
}): AdrComparison | null {
  const { adrPrice, adrDate, closes, rates, sharesPerAdr } = input;
  const latest = closes.at(-1);
  if (!latest || !positive(adrPrice)) return null;
  // A close after the ADR's date is the newest there is (unless the ADR has not traded for weeks: then
  // the close of its own date); else the last one on or before it, if recent enough.
  const newer = latest.date > adrDate && dayOf(latest.date) - dayOf(adrDate) <= MAX_STALE_DAYS;
  const taiwan = newer ? latest : lastOnOrBefore(closes, adrDate);
  if (!taiwan) return null;
  const rate = lastOnOrBefore(rates, taiwan.date);
  const parity = parityPrice(taiwan.close, sharesPerAdr, rate?.rate);
  let closeUsed: CloseUsed;
  if (taiwan.date === adrDate) closeUsed = { kind: 'same-day' };
  else if (taiwan.date < adrDate) {
    const holiday = input.holidays.find((day) => day.date === adrDate)?.name ?? null;
    closeUsed = { kind: 'taiwan-closed', date: adrDate, holiday, usedDate: taiwan.date };
  } else {
    const missed = newYorkHolidayBetween(adrDate, taiwan.date);
    closeUsed = missed ? { kind: 'new-york-closed', date: missed.date, holiday: missed.name, adrDate } : { kind: 'taiwan-newer', adrDate, taiwanDate: taiwan.date };
  }
  return { adr: { price: adrPrice, date: adrDate }, taiwan, rate, parity, premiumPercent: premiumPercent(adrPrice, parity), closeUsed };
}

export interface PremiumPoint {
  /** The New York session. */
  date: string;
  premium: number;
}

/** The premium at each New York close (ascending), against the last Taiwan close and rate on or before it; sessions without both are left out. */
export function premiumHistory(adrCloses: readonly DatedClose[], closes: readonly DatedClose[], rates: readonly DatedRate[], sharesPerAdr: number): PremiumPoint[] {
  const points: PremiumPoint[] = [];
  for (const bar of adrCloses) {
    const taiwan = lastOnOrBefore(closes, bar.date);
    const rate = taiwan ? lastOnOrBefore(rates, bar.date) : null;
    const premium = taiwan && rate ? premiumPercent(bar.close, parityPrice(taiwan.close, sharesPerAdr, rate.rate)) : null;
    if (premium !== null) points.push({ date: bar.date, premium });
  }
  return points;
}

export interface PremiumSummary {
  high: PremiumPoint;
  low: PremiumPoint;
  average: number;
  latest: PremiumPoint;
}

/** Highest, lowest, mean and latest premium of a history; null for an empty one. */
export function summarisePremium(points: readonly PremiumPoint[]): PremiumSummary | null {
  const first = points[0];
  if (!first) return null;
  let high = first;
  let low = first;
  let sum = 0;
  for (const point of points) {
    if (point.premium > high.premium) high = point;
    if (point.premium < low.premium) low = point;
    sum += point.premium;
  }
  return { high, low, average: sum / points.length, latest: points.at(-1) as PremiumPoint };
}
