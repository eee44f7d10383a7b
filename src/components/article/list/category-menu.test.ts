import { describe, expect, it } from 'vitest';
import { MAIN_CATEGORIES, SUB_CATEGORIES } from '@/lib/articles/categories';
import { categoryBadge, categoryForTag, categoryMenuFor, tagHref } from './category-menu';

const current = (links: { label: string; current: boolean }[]) => links.filter((l) => l.current).map((l) => l.label);

describe('categoryMenuFor (menu on /category/{key})', () => {
  it('highlights the main category and its overview item on a main category page', () => {
    const menu = categoryMenuFor('analysis')!;
    expect(menu.category.name).toBe('盤勢分析');
    expect(menu.mains.map((l) => l.label)).toEqual(['盤勢分析', '即時新聞', '財報快訊', '市場焦點', '研究報告', '美股學院']);
    expect(current(menu.mains)).toEqual(['盤勢分析']);
    expect(menu.subs.map((l) => [l.label, l.href])).toEqual([
      ['盤勢總覽', '/category/analysis'],
      ['美股盤前', '/category/premarket'],
      ['美股盤中', '/category/intraday'],
      ['美股盤後', '/category/afterhours'],
    ]);
    expect(current(menu.subs)).toEqual(['盤勢總覽']);
  });

  it('highlights the parent and the sub-item on a sub-category page', () => {
    expect(current(categoryMenuFor('afterhours')!.mains)).toEqual(['盤勢分析']);
    expect(current(categoryMenuFor('afterhours')!.subs)).toEqual(['美股盤後']);
    const trend = categoryMenuFor('trend')!;
    expect(trend.category.tags).toEqual(['美股趨勢', '美股產業', '美股經濟']);
    expect(current(trend.mains)).toEqual(['研究報告']);
    expect(current(trend.subs)).toEqual(['關鍵趨勢']);
    expect(current(categoryMenuFor('stock-report')!.subs)).toEqual(['個股報告']);
  });

  it('has no sub-items for the categories without any', () => {
    for (const key of ['news', 'finance', 'market', 'academy']) {
      const menu = categoryMenuFor(key)!;
      expect(menu.subs).toEqual([]);
      expect(current(menu.mains)).toEqual([menu.category.name]);
    }
  });

  it('knows every main and sub key, and nothing else', () => {
    for (const key of [...Object.keys(MAIN_CATEGORIES), ...Object.keys(SUB_CATEGORIES)]) expect(categoryMenuFor(key)).toBeDefined();
    for (const key of ['', 'Analysis', 'unknown', '__proto__', 'constructor', 'toString', '../analysis', '盤勢分析']) {
      expect(categoryMenuFor(key)).toBeUndefined();
    }
  });
});

describe('categoryForTag (category-to-tags mapping, read backwards)', () => {
  it('names the most specific category for a tag', () => {
    expect(categoryForTag('美股盤勢')?.key).toBe('analysis');
    expect(categoryForTag('美股盤前')?.key).toBe('premarket');
    expect(categoryForTag('美股盤中')?.key).toBe('intraday');
    expect(categoryForTag('美股盤後')?.key).toBe('afterhours');
    expect(categoryForTag('美股新聞快訊')?.key).toBe('news');
    expect(categoryForTag('美股財報電話會議')?.key).toBe('finance');
    expect(categoryForTag('美股焦點')?.key).toBe('market');
    expect(categoryForTag('美股動態')?.key).toBe('market');
    expect(categoryForTag('美股個股')?.key).toBe('stock-report');
    for (const tag of ['美股趨勢', '美股產業', '美股經濟']) expect(categoryForTag(tag)?.key).toBe('trend');
    for (const tag of ['美股新手', '大師選股', '美股入門']) expect(categoryForTag(tag)?.key).toBe('academy');
  });

  it('maps every tag of the table to a category that lists it', () => {
    for (const category of [...Object.values(MAIN_CATEGORIES), ...Object.values(SUB_CATEGORIES)]) {
      for (const tag of category.tags) expect(categoryForTag(tag)?.tags).toContain(tag);
    }
  });

  it('knows no free tags', () => {
    expect(categoryForTag('AI')).toBeUndefined();
    expect(categoryForTag('toString')).toBeUndefined();
  });
});

describe('categoryBadge', () => {
  it('shows the category name and links to its page', () => {
    expect(categoryBadge(['美股盤前', '美股盤勢'])).toEqual({ label: '美股盤前', href: '/category/premarket' });
    expect(categoryBadge(['美股新聞快訊'])).toEqual({ label: '即時新聞', href: '/category/news' });
  });

  it('links an unmapped category tag to its tag page, and shows nothing without one', () => {
    expect(categoryBadge(['<b>x</b>'])).toEqual({ label: '<b>x</b>', href: '/tag/%3Cb%3Ex%3C%2Fb%3E' });
    expect(categoryBadge([])).toBeUndefined();
    expect(categoryBadge(['  '])).toBeUndefined();
  });

  it('encodes tag links', () => {
    expect(tagHref('美股 盤前/../x')).toBe('/tag/%E7%BE%8E%E8%82%A1%20%E7%9B%A4%E5%89%8D%2F..%2Fx');
    expect(tagHref('\uD800')).toBe('/tag/%EF%BF%BD');
  });
});
