import type { CatalogueEntry } from '../catalogue/types.ts';
import { SECTOR_ZH } from '../catalogue/zh-terms.ts';
import { isoDate } from './calendar.ts';
import { displayName } from './profile.ts';
import type { DailySeries } from './series.ts';

/**
 * What a news story may say about one trading session of a symbol, read from its daily series,
 * so that every number in a headline and its body agrees with the price pages.
 */
export interface SessionFacts {
  /** The session (a day number). */
  day: number;
  close: number;
  previousClose: number;
  change: number;
  changePercent: number;
  volume: number;
  /** The session's volume over the average of the 20 sessions before it. */
  volumeRatio: number;
  /** Change over the last five sessions, in per cent. */
  fiveDayPercent: number;
  high52: number;
  low52: number;
}

export function sessionFacts(series: DailySeries, index: number): SessionFacts {
  const at = (i: number) => series.close[Math.max(0, Math.min(i, series.length - 1))] as number;
  const close = at(index);
  const previousClose = at(index - 1);
  let volumeSum = 0;
  let volumeCount = 0;
  for (let i = Math.max(0, index - 20); i < index; i++) {
    volumeSum += series.volume[i] as number;
    volumeCount++;
  }
  const volume = series.volume[index] as number;
  let high52 = close;
  let low52 = close;
  for (let i = Math.max(0, index - 251); i <= index; i++) {
    high52 = Math.max(high52, series.high[i] as number);
    low52 = Math.min(low52, series.low[i] as number);
  }
  return {
    day: series.days[index] as number,
    close,
    previousClose,
    change: close - previousClose,
    changePercent: ((close - previousClose) / previousClose) * 100,
    volume,
    volumeRatio: volumeCount > 0 && volumeSum > 0 ? volume / (volumeSum / volumeCount) : 1,
    fiveDayPercent: ((close - at(index - 5)) / at(index - 5)) * 100,
    high52,
    low52,
  };
}

/** Who a story is about, in the words a Taiwanese reader knows. */
export interface Subject {
  entry: CatalogueEntry;
  /** 輝達, 標普500指數, Zevia PBC. */
  name: string;
  /** NVDA; an index has no ticker to print. */
  ticker: string | null;
  /** 資訊科技 (null: no sector known). */
  sectorZh: string | null;
}

export function subjectOf(entry: CatalogueEntry): Subject {
  const sector = entry.sector;
  return { entry, name: displayName(entry), ticker: entry.isIndex ? null : entry.id, sectorZh: sector ? (SECTOR_ZH[sector] ?? null) : null };
}

// ---- how the numbers are written in the stories (Taiwanese financial news style) ----------------

/** 1,234.56 */
export const amount = (value: number): string => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 0.38 (the sign is said in words) */
export const pct = (value: number): string => Math.abs(value).toFixed(2);

/** 11月20日 */
export function dateZh(day: number): string {
  const [, month, date] = isoDate(day).split('-').map(Number);
  return `${month}月${date}日`;
}

/** 11/20, as headlines write a date. */
export function shortDate(day: number): string {
  const [, month, date] = isoDate(day).split('-').map(Number);
  return `${month}/${date}`;
}

/** 3,250 萬股, 1.25 億股 */
export function sharesZh(count: number): string {
  if (count >= 1e8) return `${(count / 1e8).toFixed(2)} 億股`;
  if (count >= 1e4) return `${Math.round(count / 1e4).toLocaleString('en-US')} 萬股`;
  return `${Math.round(count).toLocaleString('en-US')} 股`;
}

/** 上漲 / 下跌 by sign. */
export const riseOrFall = (value: number): string => (value >= 0 ? '上漲' : '下跌');
