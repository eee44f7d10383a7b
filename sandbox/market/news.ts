import type { CatalogueEntry } from '../catalogue/types.ts';
import { SECTOR_ZH } from '../catalogue/zh-terms.ts';
import { closeMinuteOf, isTradingDay, newYorkClock, newYorkTimeToUtc } from './calendar.ts';
import { earningsSlot, quarterFromOrdinal, quarterOrdinal } from './earnings-calendar.ts';
import { displayName } from './profile.ts';
import { createRandom, type Random } from './prng.ts';
import { type DailySeries, dailySeries, indexOnOrBefore } from './series.ts';

/**
 * Stock news: a few zh-TW headlines a day for the last 60 days, written from the stock's own
 * moves and calendar (a big drop gets a "重挫" headline, a release day an earnings headline).
 * Deterministic per symbol and day; sources are fictional desks, as this is demo data.
 */
export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  source: string;
  /** ISO time. */
  publishedAt: string;
  /** Stock ids the item is about. */
  stocks: string[];
}

export interface NewsPage {
  items: NewsItem[];
  /** Pass back as `cursor` for the next (older) page; null at the end. */
  nextCursor: string | null;
}

const DAYS_OF_NEWS = 60;
const SOURCES = ['美股編輯室', '示範財經社', '市場快訊中心', '華爾街觀察（示範）'] as const;

const TOPICS: readonly ((name: string) => string)[] = [
  (name) => `分析師調升${name}目標價，看好未來營運動能`,
  (name) => `法人看好${name}長期成長，機構持股比重增加`,
  (name) => `${name}宣布新產品計畫，市場關注後續貢獻`,
  (name) => `${name}管理層出席產業論壇，分享營運策略`,
  (name) => `選擇權交易熱絡，${name}隱含波動率升高`,
];

interface DayMove {
  changePercent: number;
  close: number;
}

function headline(name: string, sectorZh: string | null, move: DayMove, random: Random): { title: string; summary: string } {
  const p = Math.abs(move.changePercent).toFixed(2);
  const group = sectorZh ? `${sectorZh}類股` : '大盤';
  const closeText = `收在 ${move.close.toFixed(2)}`;
  if (move.changePercent >= 3) {
    return { title: random.pick([`${name}大漲 ${p}%，成交量明顯放大`, `${name}強勢上攻 ${p}%，買盤湧入`]), summary: `${name}${closeText}，單日上漲 ${p}%，${group}同步走揚。` };
  }
  if (move.changePercent > 0.3) {
    return { title: random.pick([`${name}收高 ${p}%，${group}走揚`, `${name}上漲 ${p}%，投資人信心回溫`]), summary: `${name}${closeText}，上漲 ${p}%。` };
  }
  if (move.changePercent <= -3) {
    return { title: random.pick([`${name}重挫 ${p}%，賣壓湧現`, `${name}大跌 ${p}%，市場情緒轉趨保守`]), summary: `${name}${closeText}，單日下跌 ${p}%，${group}表現疲弱。` };
  }
  if (move.changePercent < -0.3) {
    return { title: random.pick([`${name}收低 ${p}%，${group}疲軟`, `${name}下跌 ${p}%，短線獲利了結`]), summary: `${name}${closeText}，下跌 ${p}%。` };
  }
  return { title: `${name}股價持平，市場觀望氣氛濃厚`, summary: `${name}${closeText}，漲跌幅不到 0.3%。` };
}

function itemsOfDay(entry: CatalogueEntry, series: DailySeries, day: number, nowMs: number): NewsItem[] {
  const random = createRandom(`news:${entry.id}:${day}`);
  const famous = entry.wellKnown !== null || entry.isIndex;
  const count = famous ? random.int(1, 3) : entry.sp500 ? random.int(0, 2) : random.chance(0.25) ? 1 : 0;
  if (count === 0) return [];
  const name = displayName(entry);
  const sectorZh = entry.sector ? (SECTOR_ZH[entry.sector] ?? null) : null;
  const items: NewsItem[] = [];
  for (let k = 0; k < count; k++) {
    const minute = random.int(6 * 60, 21 * 60);
    const publishedAt = newYorkTimeToUtc(day, minute);
    // News before the day's close talks about the previous session.
    const sessionDay = isTradingDay(day) && minute >= closeMinuteOf(day) ? day : day - 1;
    const index = indexOnOrBefore(series, sessionDay);
    const source = random.pick(SOURCES);
    const topicRoll = random.next();
    const close = series.close[Math.max(index, 0)] as number;
    const before = series.close[Math.max(index - 1, 0)] as number;
    const move = { close, changePercent: ((close - before) / before) * 100 };
    // Every item makes the same draws whether or not it is shown yet, so later items never change.
    const story = topicRoll < 0.3 ? { title: random.pick(TOPICS)(name), summary: `${name}最新收盤價 ${close.toFixed(2)}。` } : headline(name, sectorZh, move, random);
    if (publishedAt > nowMs || index < 1) continue;
    items.push({ id: `${entry.id}-${day}-${k}`, ...story, source, publishedAt: new Date(publishedAt).toISOString(), stocks: [entry.id] });
  }
  return items;
}

/** Earnings-day headlines for releases in the window. */
function earningsItems(entry: CatalogueEntry, fromDay: number, nowMs: number): NewsItem[] {
  if (entry.isIndex || entry.isEtf) return [];
  const today = newYorkClock(nowMs).day;
  const year = new Date(today * 86_400_000).getUTCFullYear();
  const items: NewsItem[] = [];
  for (let ordinal = quarterOrdinal(year - 1, 1); ordinal <= quarterOrdinal(year, 4); ordinal++) {
    const { year: y, quarter } = quarterFromOrdinal(ordinal);
    const slot = earningsSlot(entry.id, y, quarter);
    if (slot.reportDay < fromDay || slot.reportedAt > nowMs) continue;
    const name = displayName(entry);
    items.push({
      id: `${entry.id}-earnings-${slot.key}`,
      title: `${name}公布 ${y} 年第${'一二三四'[quarter - 1]}季財報，電話會議重點整理`,
      summary: `${name}於${slot.timing === 'beforeOpen' ? '盤前' : '盤後'}發布財報，詳細數字請見財報與電話會議頁面。`,
      source: SOURCES[0],
      publishedAt: new Date(slot.reportedAt + 20 * 60_000).toISOString(),
      stocks: [entry.id],
    });
  }
  return items;
}

const compare = (a: NewsItem, b: NewsItem) => (a.publishedAt === b.publishedAt ? (a.id < b.id ? 1 : -1) : a.publishedAt < b.publishedAt ? 1 : -1);

/** Cursor: the last item's time and id, so new items never shift older pages. */
export const encodeCursor = (item: NewsItem): string => Buffer.from(`${item.publishedAt}|${item.id}`).toString('base64url');

export function decodeCursor(cursor: string): { publishedAt: string; id: string } | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const [publishedAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!publishedAt || !id || Number.isNaN(Date.parse(publishedAt))) return null;
  return { publishedAt, id };
}

export function stockNews(entry: CatalogueEntry, nowMs: number, fetch: number, cursor: { publishedAt: string; id: string } | null): NewsPage {
  const today = newYorkClock(nowMs).day;
  const from = today - DAYS_OF_NEWS;
  const all: NewsItem[] = earningsItems(entry, from, nowMs);
  const series = dailySeries(entry, today);
  for (let day = today; day > from; day--) all.push(...itemsOfDay(entry, series, day, nowMs));
  all.sort(compare);
  const after = cursor ? all.filter((item) => compare(item, { ...item, ...cursor }) > 0) : all;
  const items = after.slice(0, fetch);
  const last = items[items.length - 1];
  return { items, nextCursor: after.length > fetch && last ? encodeCursor(last) : null };
}
