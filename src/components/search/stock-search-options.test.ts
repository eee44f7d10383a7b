import { describe, expect, it } from 'vitest';
import type { StockSuggestion } from '@/lib/stock/suggestion';
import { keywordsFor } from './search-keywords';
import { ARTICLE_SEARCH_LABEL, enterTarget, moveActive, searchOptions } from './stock-search-options';
import { stockId } from '@tests/stock-ids';

const nvda: StockSuggestion = { id: 'NVDA', customName: '輝達', name: 'NVIDIA', exchange: 'Nasdaq', kind: 'stock', href: '/stock/NVDA/info' };
const gspc: StockSuggestion = { id: '#GSPC', customName: '標普500指數', name: 'S&P 500', exchange: null, kind: 'index', href: '/stock/.GSPC/info' };

describe('searchOptions', () => {
  it('the stocks, then always the article search for the keyword', () => {
    const options = searchOptions('  nv ', [nvda, gspc]);
    expect(options.map((option) => option.key)).toEqual(['stock:NVDA', 'stock:#GSPC', 'articles']);
    expect(options[2]).toEqual({ kind: 'articles', key: 'articles', href: '/search/nv', keyword: 'nv' });
    expect(ARTICLE_SEARCH_LABEL).toBe('搜尋文章：');
  });
  it('no stocks still offers the article search; markup and % are encoded into the link', () => {
    expect(searchOptions('<b>%', [])).toEqual([{ kind: 'articles', key: 'articles', href: '/search/%3Cb%3E%25', keyword: '<b>%' }]);
  });
  it('nothing for empty, blank or over-long input', () => {
    expect(searchOptions('', [nvda])).toEqual([]);
    expect(searchOptions('   ', [nvda])).toEqual([]);
    expect(searchOptions('x'.repeat(201), [nvda])).toEqual([]);
  });
});

describe('moveActive (↓/↑ in the listbox)', () => {
  it('down from none is the first, up from none the last; both wrap', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'ArrowDown')).toBe(2);
  });
  it('an empty list has no active option', () => {
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('enterTarget (Enter with no option chosen)', () => {
  it('the stock the text names (exactly or as the only match), else the article search', () => {
    expect(enterTarget('輝達', nvda)).toBe('/stock/NVDA/info');
    expect(enterTarget('AI 概念股', null)).toBe('/search/AI%20%E6%A6%82%E5%BF%B5%E8%82%A1');
  });
  it('nowhere for nothing', () => {
    expect(enterTarget('  ', null)).toBeNull();
  });
});

describe('keywordsFor (a search by stock symbol asks for the symbol meant)', () => {
  const tsm = { id: stockId('TSM'), name: 'Taiwan Semiconductor', customName: '台積電', marketType: 1, commodityType: 1, exchange: 1 as const, marketCap: 1e12 };
  it('stockTags with a stock: its symbol; other fields or no stock: the keyword as typed', () => {
    expect(keywordsFor('stockTags', '台積', tsm)).toBe('TSM');
    expect(keywordsFor('title', '台積', tsm)).toBe('台積');
    expect(keywordsFor('stockTags', '降息', null)).toBe('降息');
  });
});
