import { describe, expect, it } from 'vitest';
import { CATEGORY_MENU, findCategory, MAIN_CATEGORIES, mainCategoryOfPath, menuHref } from './categories';

describe('category menu', () => {
  it('lists the main categories in menu order with their sub-items', () => {
    expect(CATEGORY_MENU.map((e) => e.category.name)).toEqual(['盤勢分析', '即時新聞', '財報快訊', '市場焦點', '研究報告', '美股學院']);
    expect(CATEGORY_MENU[0]?.items.map((i) => i.label)).toEqual(['盤勢總覽', '美股盤前', '美股盤中', '美股盤後']);
    expect(CATEGORY_MENU[4]?.items.map((i) => i.label)).toEqual(['報告總覽', '個股報告', '關鍵趨勢']);
  });

  it('links the first sub-item to the main category and the others to their own key', () => {
    const analysis = CATEGORY_MENU[0]!;
    expect(analysis.items[0]?.href).toBe('/category/analysis');
    expect(analysis.items[1]?.href).toBe('/category/premarket');
    expect(CATEGORY_MENU[4]?.items[0]?.href).toBe('/category/report');
    expect(menuHref(CATEGORY_MENU[1]!)).toBe('/category/news');
  });

  it('uses the spec keys for the main categories', () => {
    expect(Object.keys(MAIN_CATEGORIES).sort()).toEqual(['academy', 'analysis', 'finance', 'market', 'news', 'report']);
  });
});

describe('category → tags', () => {
  it.each([
    ['analysis', ['美股盤勢', '美股盤前', '美股盤中', '美股盤後']],
    ['premarket', ['美股盤前']],
    ['news', ['美股新聞快訊']],
    ['finance', ['美股財報電話會議']],
    ['market', ['美股焦點', '美股動態']],
    ['report', ['美股個股', '美股趨勢', '美股產業', '美股經濟']],
    ['stock-report', ['美股個股']],
    ['trend', ['美股趨勢', '美股產業', '美股經濟']],
    ['academy', ['美股新手', '大師選股', '美股入門']],
  ])('%s → %j', (key, tags) => {
    expect(findCategory(key)?.tags).toEqual(tags);
  });

  it('knows nothing of unknown or prototype keys', () => {
    for (const key of ['unknown', '', 'toString', '__proto__', 'constructor', 'ANALYSIS']) {
      expect(findCategory(key)).toBeUndefined();
    }
  });
});

describe('mainCategoryOfPath', () => {
  it('a main category page is its own; a sub-category page belongs to its main category', () => {
    expect(mainCategoryOfPath('/category/news')).toBe('news');
    expect(mainCategoryOfPath('/category/premarket')).toBe('analysis');
    expect(mainCategoryOfPath('/category/afterhours')).toBe('analysis');
    expect(mainCategoryOfPath('/category/trend')).toBe('report');
    expect(mainCategoryOfPath('/category/stock-report')).toBe('report');
  });
  it('anything else marks nothing', () => {
    for (const path of ['/', '/article/1', '/category/nope', '/category/%E0%A4%A', '/category/__proto__', '/category/toString', '/stock/NVDA/info']) {
      expect(mainCategoryOfPath(path)).toBeNull();
    }
  });
});
