import type { CatalogueEntry } from '../catalogue/types.ts';
import { closeMinuteOf, isoDate, isTradingDay, lastTradingDayOnOrBefore, newYorkClock, newYorkTimeToUtc, nextTradingDay, previousTradingDay, weekday } from './calendar.ts';
import { earningsSlot, quarterFromOrdinal, quarterOrdinal } from './earnings-calendar.ts';
import { COMPANY_TOPICS, companyRecap, earningsStory, FUND_TOPICS } from './news-company-stories.ts';
import { sessionFacts, type Subject, subjectOf } from './news-facts.ts';
import { type MarketHour, MARKET_TOPICS, marketRecap, type MarketTopic, THURSDAY_TOPIC, weekAhead, weeklyRecap } from './news-market-stories.ts';
import type { StoryWriter, Topic } from './news-story.ts';
import { createRandom, type Random } from './prng.ts';
import { LruCache } from './lru.ts';
import { type DailySeries, dailySeries, indexOnOrBefore } from './series.ts';
import { quarterZh } from './zh-format.ts';

/**
 * Stock news: zh-TW stories for the last 60 days, written from the symbol's own prices and
 * calendar. A company gets a recap after each session it is talked about and topic stories
 * (analysts, holdings, options, executives, buybacks, products; flows and holdings for a fund),
 * plus its earnings releases; an index gets market news (盤前/盤中 總經 stories, the 盤後 recap,
 * the week's recap, a Sunday look ahead). Deterministic per symbol and day; every story of a feed
 * has its own headline; sources are fictional desks, as this is demo data.
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

/** One item with its full text (GET /api/Stock/{id}/News/{newsId}). */
export interface NewsArticle extends NewsItem {
  /** Plain-text paragraphs. */
  body: string[];
}

export interface NewsPage {
  items: NewsItem[];
  /** Pass back as `cursor` for the next (older) page; null at the end. */
  nextCursor: string | null;
}

const DAYS_OF_NEWS = 60;
const SOURCES = ['美股編輯室', '示範財經社', '市場快訊中心', '華爾街觀察（示範）'] as const;

/** What this service's news ids look like: the symbol (an index's as `idx-GSPC`), then the day or the quarter, then the slot. */
export const NEWS_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const idPrefix = (entry: CatalogueEntry): string => (entry.id.startsWith('#') ? `idx-${entry.id.slice(1)}` : entry.id);

/** A story planned for a day: when it comes out, about which session, and who writes it. */
interface Slot {
  minute: number;
  /** The session it is about (a day number). */
  session: number;
  write: StoryWriter;
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The topics in a weighted random order (Efraimidis–Spirakis): the first few are the day's, never one twice. */
function weightedOrder(topics: readonly Topic[], day: number, random: Random): StoryWriter[] {
  return (
    topics
      // Every topic draws its key, in season or not, so the day's other draws stay the same all year.
      .map((topic) => ({ write: topic.write, key: (1 - random.next()) ** (1 / topic.weight), inSeason: topic.inSeason?.(day) ?? true }))
      .filter((topic) => topic.inSeason)
      .sort((a, b) => b.key - a.key)
      .map((topic) => topic.write)
  );
}

/** The last session finished before `minute` of `day`. */
const sessionBefore = (day: number, minute: number): number => (isTradingDay(day) && minute >= closeMinuteOf(day) ? day : previousTradingDay(day));

/** A company's or a fund's day: a recap after the close (for the names people follow), topic stories any day. */
function companySlots(entry: CatalogueEntry, day: number, plan: Random): Slot[] {
  const famous = entry.wellKnown !== null;
  const slots: Slot[] = [];
  // The draws are the same on every day, traded or not, so no story depends on another's fate.
  const recapMinute = closeMinuteOf(day) + plan.int(8, 75);
  if (plan.chance(famous ? 1 : entry.sp500 ? 0.5 : 0.12) && isTradingDay(day)) slots.push({ minute: recapMinute, session: day, write: companyRecap });
  const topics = famous ? plan.int(0, 2) : plan.chance(entry.sp500 ? 0.35 : 0.1) ? 1 : 0;
  const deck = weightedOrder(entry.isEtf ? FUND_TOPICS : COMPANY_TOPICS, day, plan);
  for (let k = 0; k < topics; k++) {
    const minute = plan.int(6 * 60, 21 * 60);
    const write = deck[k];
    if (write) slots.push({ minute, session: sessionBefore(day, minute), write });
  }
  return slots;
}

const isLastSessionOfWeek = (day: number): boolean => nextTradingDay(day) > day + (6 - weekday(day));

/** An index's day: 總經 stories before the open and during the session, the recap, the week's recap; a Sunday preview. */
function marketSlots(day: number, plan: Random): Slot[] {
  const slots: Slot[] = [];
  if (isTradingDay(day)) {
    const topic =
      (pick: MarketTopic, hour: MarketHour): StoryWriter =>
      (subject, facts, random) =>
        pick(subject, facts, random, hour);
    const deck = shuffled(weekday(day) === 4 ? [THURSDAY_TOPIC, ...MARKET_TOPICS] : MARKET_TOPICS, plan);
    const close = closeMinuteOf(day);
    if (plan.chance(0.7)) slots.push({ minute: plan.int(7 * 60, 9 * 60 + 20), session: day, write: topic(deck[0] as MarketTopic, 'preMarket') });
    if (plan.chance(0.6)) slots.push({ minute: plan.int(10 * 60, close - 30), session: day, write: topic(deck[1] as MarketTopic, 'intraday') });
    slots.push({ minute: close + plan.int(8, 40), session: day, write: marketRecap });
    if (isLastSessionOfWeek(day)) slots.push({ minute: close + plan.int(60, 120), session: day, write: weeklyRecap });
  } else if (weekday(day) === 0 && plan.chance(0.8)) {
    slots.push({ minute: plan.int(18 * 60, 21 * 60), session: lastTradingDayOnOrBefore(day), write: weekAhead });
  }
  return slots;
}

function itemsOfDay(subject: Subject, series: DailySeries, day: number): NewsArticle[] {
  const { entry } = subject;
  const plan = createRandom(`news:${entry.id}:${day}`);
  const slots = entry.isIndex ? marketSlots(day, plan) : companySlots(entry, day, plan);
  const items: NewsArticle[] = [];
  slots.forEach((slot, k) => {
    const index = indexOnOrBefore(series, slot.session);
    // A story before the series begins has no prices to tell.
    if (index < 1) return;
    // Each story draws from its own generator: what one writes never changes another.
    const random = createRandom(`news:${entry.id}:${day}:${k}`);
    const source = random.pick(SOURCES);
    const story = slot.write(subject, sessionFacts(series, index), random, day);
    const publishedAt = new Date(newYorkTimeToUtc(day, slot.minute)).toISOString();
    items.push({ id: `${idPrefix(entry)}-${isoDate(day).replaceAll('-', '')}-${k}`, ...story, source, publishedAt, stocks: [entry.id] });
  });
  return items;
}

/** Earnings-day stories for releases in the window (companies only). */
function earningsItems(subject: Subject, fromDay: number, today: number): NewsArticle[] {
  const { entry } = subject;
  if (entry.isIndex || entry.isEtf) return [];
  const year = new Date(today * 86_400_000).getUTCFullYear();
  const items: NewsArticle[] = [];
  for (let ordinal = quarterOrdinal(year - 1, 1); ordinal <= quarterOrdinal(year, 4); ordinal++) {
    const { year: y, quarter } = quarterFromOrdinal(ordinal);
    const slot = earningsSlot(entry.id, y, quarter);
    if (slot.reportDay < fromDay || slot.reportDay > today) continue;
    items.push({
      id: `${idPrefix(entry)}-earnings-${slot.key}`,
      ...earningsStory(subject, y, quarterZh(quarter), slot.timing, slot.reportDay),
      source: SOURCES[0],
      publishedAt: new Date(slot.reportedAt + 20 * 60_000).toISOString(),
      stocks: [entry.id],
    });
  }
  return items;
}

const compare = (a: NewsItem, b: NewsItem) => (a.publishedAt === b.publishedAt ? (a.id < b.id ? 1 : -1) : a.publishedAt < b.publishedAt ? 1 : -1);

/** The window's stories through the end of `today` (later ones of today included), newest first; a day's work per symbol, kept. */
const windowCache = new LruCache<CatalogueEntry, { today: number; items: NewsArticle[] }>(300);

function storiesOfWindow(entry: CatalogueEntry, today: number): NewsArticle[] {
  const cached = windowCache.get(entry);
  if (cached?.today === today) return cached.items;
  const from = today - DAYS_OF_NEWS;
  const subject = subjectOf(entry);
  const items = earningsItems(subject, from, today);
  const series = dailySeries(entry, today);
  for (let day = today; day > from; day--) items.push(...itemsOfDay(subject, series, day));
  items.sort(compare);
  windowCache.set(entry, { today, items });
  return items;
}

/**
 * The stories out by `nowMs`, newest first. Headlines carry their own numbers, so two stories
 * rarely read alike; should two ever do, the newer one stands and the older is not published.
 */
function newsFeed(entry: CatalogueEntry, nowMs: number): NewsArticle[] {
  const now = new Date(nowMs).toISOString();
  const titles = new Set<string>();
  return storiesOfWindow(entry, newYorkClock(nowMs).day).filter((item) => item.publishedAt <= now && !titles.has(item.title) && Boolean(titles.add(item.title)));
}

/** Cursor: the last item's time and id, so new items never shift older pages. */
export const encodeCursor = (item: NewsItem): string => Buffer.from(`${item.publishedAt}|${item.id}`).toString('base64url');

export function decodeCursor(cursor: string): { publishedAt: string; id: string } | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const [publishedAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!publishedAt || !id || Number.isNaN(Date.parse(publishedAt))) return null;
  return { publishedAt, id };
}

/** One page of the list: the items without their bodies (a list never shows them). */
export function stockNews(entry: CatalogueEntry, nowMs: number, fetch: number, cursor: { publishedAt: string; id: string } | null): NewsPage {
  const all = newsFeed(entry, nowMs);
  const after = cursor ? all.filter((item) => compare(item, { ...item, ...cursor }) > 0) : all;
  const items = after.slice(0, fetch).map(({ body: _body, ...item }) => item);
  const last = items[items.length - 1];
  return { items, nextCursor: after.length > fetch && last ? encodeCursor(last) : null };
}

/** One item of the symbol's feed with its full text, or undefined when the feed has no such id (any more). */
export function stockNewsArticle(entry: CatalogueEntry, nowMs: number, newsId: string): NewsArticle | undefined {
  return newsFeed(entry, nowMs).find((item) => item.id === newsId);
}
