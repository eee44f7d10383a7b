import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import type { CatalogueEntry } from '../catalogue/types.ts';
import { decodeCursor, NEWS_ID_PATTERN, type NewsItem, stockNews, stockNewsArticle } from './news.ts';

const catalogue = loadCatalogue([]);
const entry = (id: string): CatalogueEntry => {
  const found = catalogue.get(id);
  if (!found) throw new Error(`no ${id} in the catalogue`);
  return found;
};

/** Famous names, an S&P member without a hand-written entry, funds, the four indices, a small listing. */
const SYMBOLS = ['NVDA', 'AAPL', 'TSLA', 'BRK.B', 'KO', 'AES', 'SPY', 'QQQ', '#GSPC', '#DJI', '#IXIC', '#SOXX', 'ZVIA'];
/** A weekday in the session, a weekend, and a day in July (other seasons, other calendars). */
const CLOCKS = [Date.parse('2026-11-20T16:00:00Z'), Date.parse('2026-11-22T08:00:00Z'), Date.parse('2026-07-15T21:30:00Z')];

/** Every item of a feed, the way the app reads it: ten at a time, following the cursor. */
function allPages(id: string, now: number): NewsItem[] {
  const items: NewsItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const answer = stockNews(entry(id), now, 10, cursor ? decodeCursor(cursor) : null);
    items.push(...answer.items);
    cursor = answer.nextCursor;
    if (!cursor) return items;
  }
  throw new Error(`${id}: the cursor never ends`);
}

describe('stock news feed', () => {
  it.each(SYMBOLS)('%s: no title and no id twice, over every page and clock', (id) => {
    for (const now of CLOCKS) {
      const items = allPages(id, now);
      const titles = items.map((item) => item.title);
      expect(
        titles.filter((title, index) => titles.indexOf(title) !== index),
        `${id} at ${new Date(now).toISOString()}`,
      ).toEqual([]);
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      for (const item of items) {
        expect(item.id).toMatch(NEWS_ID_PATTERN);
        expect(Date.parse(item.publishedAt)).toBeLessThanOrEqual(now);
      }
    }
  });

  it('the names people follow get a full feed, newest first', () => {
    for (const id of ['NVDA', '#GSPC', 'SPY']) {
      const items = allPages(id, CLOCKS[0] as number);
      expect(items.length, id).toBeGreaterThan(40);
      expect([...items].sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1)).map((item) => item.publishedAt)).toEqual(items.map((item) => item.publishedAt));
    }
  });

  it('is deterministic, and a story already out never changes as time passes', () => {
    const now = CLOCKS[0] as number;
    expect(allPages('NVDA', now)).toEqual(allPages('NVDA', now));
    const later = new Map(allPages('NVDA', now + 3 * 86_400_000).map((item) => [item.id, item]));
    const earlier = allPages('NVDA', now).slice(0, 30);
    for (const item of earlier) expect(later.get(item.id)).toEqual(item);
  });

  it('an index gets market news that names it, never a company template', () => {
    // The company and fund templates' own words (the old index feed had 「標普500指數宣布新產品計畫」).
    const COMPANY_WORDS = /目標價|評等|執行長|管理層|發表(?!談話)|新產品|產業論壇|庫藏股|13F|機構持股|未平倉|隱含波動率|電話會議|成分股調整|資金淨/;
    for (const id of ['#GSPC', '#DJI', '#IXIC', '#SOXX']) {
      const name = entry(id).customName as string;
      for (const now of CLOCKS) {
        for (const item of allPages(id, now)) {
          expect(item.title, id).not.toMatch(COMPANY_WORDS);
          expect(item.title, id).toContain(name);
          const article = stockNewsArticle(entry(id), now, item.id);
          expect(article?.body.join('')).not.toMatch(COMPANY_WORDS);
        }
      }
    }
    // And what makes it market news: recaps, 總經 and 盤勢 stories.
    const titles = allPages('#GSPC', CLOCKS[0] as number).map((item) => item.title);
    expect(titles.some((title) => title.startsWith('美股盤後／'))).toBe(true);
    expect(titles.some((title) => /聯準會|美債殖利率|美元指數|油價|失業金/.test(title))).toBe(true);
  });

  it('every story has a full text of several paragraphs that agrees with its headline', () => {
    for (const id of SYMBOLS) {
      const now = CLOCKS[0] as number;
      for (const item of allPages(id, now)) {
        const article = stockNewsArticle(entry(id), now, item.id);
        expect(article, `${id} ${item.id}`).toMatchObject(item);
        const body = article?.body ?? [];
        expect(body.length).toBeGreaterThanOrEqual(3);
        for (const paragraph of body) expect(paragraph).toMatch(/^[^\s].{15,}[。）]$/u);
        // Each number of the headline is in the text (a date 11/20 is written 11月20日 there).
        const text = [item.summary, ...body].join('');
        for (const date of item.title.match(/\d{1,2}\/\d{1,2}/g) ?? []) {
          const [month, day] = date.split('/');
          expect(text, `${item.title}`).toContain(`${month}月${day}日`);
        }
        for (const number of item.title.replace(/\d{1,2}\/\d{1,2}/g, '').match(/\d[\d,]*(\.\d+)?/g) ?? []) expect(text, item.title).toContain(number);
      }
    }
  });

  it('finds an item by id, and nothing for an id the feed does not hold', () => {
    const now = CLOCKS[0] as number;
    const first = allPages('TSLA', now)[0] as NewsItem;
    expect(stockNewsArticle(entry('TSLA'), now, first.id)?.title).toBe(first.title);
    // The same id under another symbol, an id from the future, one that never was.
    expect(stockNewsArticle(entry('AAPL'), now, first.id)).toBeUndefined();
    expect(stockNewsArticle(entry('TSLA'), now, 'TSLA-20991231-0')).toBeUndefined();
    expect(stockNewsArticle(entry('TSLA'), now, 'nope')).toBeUndefined();
  });
});
