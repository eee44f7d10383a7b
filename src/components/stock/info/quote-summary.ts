import { formatDateTime, formatMonthDayTime } from '@/lib/format/dates';
import { formatChangeWithPercent, formatPercent, formatPrice, formatSignedPercent, type PriceDirection, priceDirection, fullNumberTitle, shortenNumber } from '@/lib/format/numbers';
import { currentExtendedHours, priceBasisLabel, rangePosition } from '@/lib/market/quote-status';
import type { SecurityKind } from '@/lib/market/security-labels';
import { AFTER_HOURS_END_MINUTE, CLOSE_MINUTE, EARLY_CLOSE_MINUTE, OPEN_MINUTE, PRE_MARKET_MINUTE } from '@/lib/market/nyse-calendar';
import { type CalendarDate, isEarlyClose, newYorkTime, SESSION_LABELS } from '@/lib/market/session';
import type { KeyStatistics } from '@/lib/upstream/business';

/**
 * The info tab's quote summary as text (the component only lays it out): the price's as-of time on
 * both clocks (the price itself is the info bar's), the extended-hours price, where the price sits
 * in its 52-week range, and the facts under it. Every number goes through src/lib/format.
 */
export interface QuoteSummaryView {
  asOf: { basis: '盤中' | '收盤'; iso: string; newYork: string; taipei: string };
  extended: { label: string; session: 'preMarket' | 'afterHours'; price: string; change: string; direction: PriceDirection; iso: string; newYork: string } | null;
  /** The day's extended hours, in the extended-hours line's place while it has no price (extendedHoursSchedule). */
  schedule: string;
  range: {
    low: string;
    high: string;
    /** 0 (at the low) … 1 (at the high); null when the range is unknown (no bar marker). */
    position: number | null;
    /** What the bar shows, for screen readers. */
    description: string;
  };
  facts: SummaryFact[];
}

export interface SummaryFact {
  key: 'averageVolume' | 'yearToDate' | 'nextEarnings';
  label: string;
  value: string;
  /** Set for a change, which takes the rise/fall text colour. */
  direction?: PriceDirection;
  /** The exact figure behind a shortened one, for hover. */
  title?: string | undefined;
}

const TIMING_LABELS = { beforeOpen: '盤前', afterClose: '盤後' } as const;

/** 「2027/02/16 16:05 美東（盤後）」: the release on the New York clock, before the open or after the close. */
export function nextEarningsText(next: KeyStatistics['nextEarnings']): string {
  if (!next) return '-';
  return `${formatDateTime(next.time, 'newYork')}（${TIMING_LABELS[next.timing]}）`;
}

/** Facts under the range: every kind has average volume and the year so far; companies add their next earnings release. */
function summaryFacts(stats: KeyStatistics, kind: SecurityKind): SummaryFact[] {
  const facts: SummaryFact[] = [
    { key: 'averageVolume', label: '平均成交量（3 個月）', value: shortenNumber(stats.averageVolume), title: fullNumberTitle(stats.averageVolume) },
    { key: 'yearToDate', label: '今年以來漲跌', value: formatSignedPercent(stats.yearToDateChangePercent), direction: priceDirection(stats.yearToDateChangePercent) },
  ];
  if (kind === 'stock') facts.push({ key: 'nextEarnings', label: '下次財報', value: nextEarningsText(stats.nextEarnings) });
  return facts;
}

const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * 「盤前 04:00–09:30・盤後 16:00–20:00 美東」: when the extended hours trade, shown where their price goes
 * while there is none (the regular session, before the first extended trade, a closed market), so that
 * line's room is never a hole and the price takes it without moving anything. On an early
 * close (`day`, the session's New York date) the after-hours run 13:00–17:00.
 */
export function extendedHoursSchedule(day: CalendarDate | null): string {
  const close = day && isEarlyClose(day) ? EARLY_CLOSE_MINUTE : CLOSE_MINUTE;
  const afterHoursEnd = close + AFTER_HOURS_END_MINUTE - CLOSE_MINUTE;
  return `盤前 ${clockText(PRE_MARKET_MINUTE)}–${clockText(OPEN_MINUTE)}・盤後 ${clockText(close)}–${clockText(afterHoursEnd)} 美東`;
}

/** The New York date whose extended hours the summary's schedule tells: the session's, today's in the pre-market; none when closed. */
function scheduleDay(stats: Pick<KeyStatistics, 'marketSession' | 'tradingDate' | 'extendedHours'>): CalendarDate | null {
  if (stats.marketSession === 'intraDay' || stats.marketSession === 'afterHours') {
    const [year, month, day] = stats.tradingDate.split('-').map(Number) as [number, number, number];
    return { year, month, day };
  }
  // A pre-market quote's trading date is the session before; its extended-hours price is today's.
  return stats.marketSession === 'preMarket' && stats.extendedHours ? newYorkTime(new Date(stats.extendedHours.time)) : null;
}

/** How many facts a kind shows (the skeleton reserves their rows before the answer comes). */
export const summaryFactCount = (kind: SecurityKind): number => (kind === 'stock' ? 3 : 2);

export function quoteSummaryView(stats: KeyStatistics, kind: SecurityKind): QuoteSummaryView {
  const extended = currentExtendedHours(stats);
  const position = rangePosition(stats.price, stats.week52Low, stats.week52High);
  const low = formatPrice(stats.week52Low);
  const high = formatPrice(stats.week52High);
  return {
    asOf: { basis: priceBasisLabel(stats), iso: stats.time, newYork: formatMonthDayTime(stats.time, 'newYork'), taipei: formatMonthDayTime(stats.time, 'taipei') },
    extended: extended && {
      label: SESSION_LABELS[extended.session],
      session: extended.session,
      price: formatPrice(extended.price),
      change: formatChangeWithPercent(extended.change, extended.changePercent),
      direction: priceDirection(extended.change),
      iso: extended.time,
      newYork: formatMonthDayTime(extended.time, 'newYork'),
    },
    schedule: extendedHoursSchedule(scheduleDay(stats)),
    range: {
      low,
      high,
      position,
      description:
        position === null ? `52 週區間：最低 ${low}，最高 ${high}` : `52 週區間：最低 ${low}，最高 ${high}；目前價格 ${formatPrice(stats.price)}，位於區間的 ${formatPercent(position * 100)}`,
    },
    facts: summaryFacts(stats, kind),
  };
}
