import type { CatalogueEntry } from '../catalogue/types.ts';
import { dayNumber, isoDate, isTradingDay, MS_PER_DAY, newYorkClock, newYorkTimeToUtc, nextTradingDay } from './calendar.ts';
import { dividendItems } from './dividends.ts';
import { earningsSlot, latestReportedSlot, nextEarningsSlot, quarterFromOrdinal, quarterOrdinal } from './earnings-calendar.ts';
import { hashString } from './prng.ts';
import { splitTitle, stockSplits } from './splits.ts';
import { quarterZh } from './zh-format.ts';

/** Corporate calendar of the info page: earnings releases, dividends, stock splits, the annual meeting. */
export interface StockEvent {
  id: string;
  type: 'earnings' | 'exDividend' | 'dividendPayment' | 'split' | 'annualMeeting';
  /** New York date, YYYY-MM-DD. */
  date: string;
  /** ISO time when the event has one (earnings releases). */
  time: string | null;
  /** zh-TW title. */
  title: string;
  /** True for events after now. */
  upcoming: boolean;
}

const PAST_DAYS = 400;
/** A split is announced about two months before it takes effect; later ones are not known yet. */
const SPLIT_NOTICE_DAYS = 60;

function annualMeeting(entry: CatalogueEntry, year: number): number {
  const habit = hashString(`meeting:${entry.id}`);
  let day = dayNumber(year, 4 + (habit % 3), 5 + ((habit >>> 3) % 20));
  while (!isTradingDay(day)) day = nextTradingDay(day);
  return day;
}

/** Events from about a year ago to the next announced ones, newest first. Indices have none. */
export function stockEvents(entry: CatalogueEntry, nowMs: number): StockEvent[] {
  if (entry.isIndex) return [];
  const today = newYorkClock(nowMs).day;
  const events: StockEvent[] = [];
  const since = today - PAST_DAYS;

  if (!entry.isEtf) {
    const latest = latestReportedSlot(entry.id, nowMs);
    const latestOrdinal = quarterOrdinal(latest.fiscalYear, latest.fiscalQuarter);
    const slots = [nextEarningsSlot(entry.id, nowMs)];
    for (let k = 0; k < 5; k++) {
      const { year, quarter } = quarterFromOrdinal(latestOrdinal - k);
      slots.push(earningsSlot(entry.id, year, quarter));
    }
    for (const slot of slots) {
      if (slot.reportDay < since) continue;
      events.push({
        id: `${entry.id}-earnings-${slot.key}`,
        type: 'earnings',
        date: isoDate(slot.reportDay),
        time: new Date(slot.reportedAt).toISOString(),
        title: `公布 ${slot.fiscalYear} 年${quarterZh(slot.fiscalQuarter)}財報（${slot.timing === 'beforeOpen' ? '盤前' : '盤後'}）`,
        upcoming: slot.reportedAt > nowMs,
      });
    }
    const year = new Date(today * MS_PER_DAY).getUTCFullYear();
    for (const meetingYear of [year - 1, year, year + 1]) {
      const day = annualMeeting(entry, meetingYear);
      if (day < since || day > today + 200) continue;
      events.push({
        id: `${entry.id}-meeting-${meetingYear}`,
        type: 'annualMeeting',
        date: isoDate(day),
        time: null,
        title: `${meetingYear} 年股東常會`,
        upcoming: newYorkTimeToUtc(day, 10 * 60) > nowMs,
      });
    }
    for (const split of stockSplits(entry, since, today + SPLIT_NOTICE_DAYS)) {
      events.push({
        id: `${entry.id}-split-${isoDate(split.day)}`,
        type: 'split',
        date: isoDate(split.day),
        time: null,
        title: splitTitle(split),
        upcoming: newYorkTimeToUtc(split.day, 9 * 60 + 30) > nowMs,
      });
    }
  }

  const sinceYear = new Date(since * MS_PER_DAY).getUTCFullYear();
  for (const item of dividendItems(entry, nowMs, sinceYear)) {
    const exDay = Date.parse(`${item.exDate}T00:00:00Z`) / MS_PER_DAY;
    if (exDay < since) continue;
    events.push({
      id: `${entry.id}-ex-${item.exDate}`,
      type: 'exDividend',
      date: item.exDate,
      time: null,
      title: `除息日：每股現金股利 ${item.amount} 美元`,
      upcoming: newYorkTimeToUtc(exDay, 9 * 60 + 30) > nowMs,
    });
    events.push({
      id: `${entry.id}-pay-${item.payDate}`,
      type: 'dividendPayment',
      date: item.payDate,
      time: null,
      title: `股利發放日：每股 ${item.amount} 美元`,
      upcoming: newYorkTimeToUtc(Date.parse(`${item.payDate}T00:00:00Z`) / MS_PER_DAY, 9 * 60) > nowMs,
    });
  }
  return events.sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : a.date < b.date ? 1 : -1));
}
