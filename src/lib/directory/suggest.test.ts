import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from './entry';
import { companyNameKey, normaliseSearchText, nameWordsText, tickerKey } from './search-text';
import { buildSearchIndex, exactStocks, namedStock, SUGGESTION_LIMIT, suggestStocks } from './suggest';
import { taiwanCodesOf } from './taiwan-codes';
import { stockId } from '@tests/stock-ids';

const stock = (id: string, name: string, customName: string | null, marketCap: number | null, extra: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
  id: stockId(id),
  name,
  customName,
  marketType: 1,
  commodityType: 1,
  exchange: 3,
  marketCap,
  ...extra,
});
const index = (id: string, name: string, customName: string): DirectoryEntry => ({ id: stockId(id), name, customName, marketType: 70, commodityType: 0, exchange: null, marketCap: null });

const ENTRIES: DirectoryEntry[] = [
  stock('NVDA', 'NVIDIA Corporation', '輝達', 4.4e12),
  stock('NVO', 'Novo Nordisk A/S', '諾和諾德', 4e11, { exchange: 1 }),
  stock('NVDL', 'GraniteShares 2x Long NVDA Daily ETF', null, 4e9, { commodityType: 14 }),
  stock('NVAXW', 'Novavax, Inc. Warrants', null, null),
  stock('PFE', 'Pfizer Inc.', '輝瑞', 1.5e11, { exchange: 1 }),
  stock('MSFT', 'Microsoft Corporation', '微軟', 3.8e12),
  stock('AMD', 'Advanced Micro Devices, Inc.', '超微', 2.75e11),
  stock('MU', 'Micron Technology, Inc.', '美光', 1.34e11),
  stock('MS', 'Morgan Stanley', '摩根士丹利', 2.2e11, { exchange: 1 }),
  stock('TSM', 'Taiwan Semiconductor Manufacturing Company Ltd.', '台積電', 1.25e12, { exchange: 1 }),
  stock('BRK.B', 'Berkshire Hathaway Inc.', '波克夏-B', 1e12, { exchange: 1 }),
  stock('BRK.A', 'Berkshire Hathaway Inc.', '波克夏-A', 1e12, { exchange: 1 }),
  stock('SOXX', 'iShares Semiconductor ETF', 'iShares 半導體 ETF', 1.3e10, { commodityType: 14 }),
  stock('HD', 'The Home Depot, Inc.', '家得寶', 3.8e11, { exchange: 1 }),
  stock('T', 'AT&T Inc.', '美國電話電報', 1.9e11, { exchange: 1 }),
  stock('TSLA', 'Tesla, Inc.', '特斯拉', 1.07e12),
  // A name other listings share a word or the letters of (Apple Hospitality, MetLife's
  // preferred MET$A, funds named after 標普), and both share classes of one company.
  stock('AAPL', 'Apple Inc.', '蘋果', 3.9e12),
  stock('APLE', 'Apple Hospitality REIT, Inc.', null, 3e9, { exchange: 1 }),
  stock('META', 'Meta Platforms, Inc.', '臉書', 1.8e12),
  stock('MET$A', 'MetLife, Inc. Preferred A Floating Rate', null, null, { exchange: 1 }),
  stock('GOOGL', 'Alphabet Inc. Class A', '谷歌-A', 2.2e12),
  stock('GOOG', 'Alphabet Inc. (Class C)', '谷歌-C', 2.1e12),
  stock('VOO', 'Vanguard S&P 500 ETF', '先鋒標普500 ETF', 6e11, { commodityType: 14, exchange: 1 }),
  index('#GSPC', 'S&P 500', '標普500指數'),
  index('#SOXX', 'PHLX Semiconductor Index', '費城半導體指數'),
  index('#DJI', 'Dow Jones Industrial Average', '道瓊工業指數'),
];
const search = buildSearchIndex(ENTRIES);
const ids = (query: string) => suggestStocks(search, query).map((entry) => entry.id);

describe('normaliseSearchText', () => {
  it('folds width and case, makes control characters and space runs one space, trims', () => {
    expect(normaliseSearchText('  ＮＶＤＡ\u0000 \t Inc ')).toBe('nvda inc');
    expect(normaliseSearchText('台積\n電')).toBe('台積 電');
  });
  it('cuts at 50 characters without splitting an emoji', () => {
    expect(Array.from(normaliseSearchText('📈'.repeat(80)))).toHaveLength(50);
    expect(normaliseSearchText('x'.repeat(5000))).toHaveLength(50);
  });
  it('replaces lone surrogates', () => {
    expect(normaliseSearchText('\uD800nv')).toBe('nv');
  });
});

describe('tickerKey and name words', () => {
  it('compares symbols by letters and digits only', () => {
    expect(tickerKey('BRK.B')).toBe('brkb');
    expect(tickerKey('#GSPC')).toBe('gspc');
  });
  it('leaves filler words (the, inc, corporation…) out of the name words', () => {
    expect(nameWordsText('The Home Depot, Inc.')).toBe(' home depot');
    expect(nameWordsText('AT&T Inc.')).toBe(' at&t');
  });
});

describe('suggestStocks', () => {
  it('ticker prefix, case-insensitive, larger first; warrants (no size) last', () => {
    expect(ids('nv')).toEqual(['NVDA', 'NVO', 'NVDL', 'NVAXW']);
    expect(ids('NV')).toEqual(ids('nv'));
  });
  it('an exact ticker comes first even when a larger company shares the prefix', () => {
    expect(ids('ms').slice(0, 2)).toEqual(['MS', 'MSFT']);
    expect(ids('t')[0]).toBe('T');
  });
  it('English name words by prefix, several words all matching', () => {
    expect(ids('micro')).toEqual(['MSFT', 'AMD', 'MU']);
    expect(ids('advanced micro')).toEqual(['AMD']);
    expect(ids('micro advanced')).toEqual(['AMD']);
  });
  it('one letter means a symbol, never a name word (「t」 is not The Home Depot)', () => {
    expect(ids('t')).not.toContain('HD');
    expect(ids('h')).toEqual(['HD']);
  });
  it('Chinese names by substring', () => {
    expect(ids('輝')).toEqual(['NVDA', 'PFE']);
    expect(ids('台積')).toEqual(['TSM']);
    expect(ids('波克夏')).toEqual(['BRK.A', 'BRK.B']);
  });
  it('indices by Chinese name, alias and symbol; a leading "." or "#" means an index', () => {
    expect(ids('標普')[0]).toBe('#GSPC');
    expect(ids('費半')).toEqual(['#SOXX']);
    expect(ids('GSPC')).toEqual(['#GSPC']);
    expect(ids('.GSPC')).toEqual(['#GSPC']);
    expect(ids('#gspc')).toEqual(['#GSPC']);
    expect(ids('spx')).toEqual(['#GSPC']);
  });
  it('the PHLX index by the symbol readers know, SOX: first for "sox" and ".sox", and what Enter opens', () => {
    expect(ids('sox')[0]).toBe('#SOXX');
    expect(ids('.sox')).toEqual(['#SOXX']);
    expect(namedStock(search, 'sox')?.id).toBe('#SOXX');
    expect(namedStock(search, '.SOX')?.id).toBe('#SOXX');
    // An exact symbol, not a prefix: it comes first whatever the sizes.
    const withFund = buildSearchIndex([stock('SOXL', 'Direxion Daily Semiconductor Bull 3X', null, 1e17, { commodityType: 14 }), index('#SOXX', 'PHLX Semiconductor Index', '費城半導體指數')]);
    expect(suggestStocks(withFund, 'sox').map((entry) => entry.id)).toEqual(['#SOXX', 'SOXL']);
  });
  it('a stock and an index with the same symbol: the stock first, the index first after "."', () => {
    expect(ids('soxx')).toEqual(['SOXX', '#SOXX']);
    expect(ids('.soxx')).toEqual(['#SOXX']);
  });
  it('an index matched only by a word of its English name is not pushed up ("average")', () => {
    expect(ids('av')).toEqual(['#DJI']);
    expect(ids('se')).toEqual(['TSM', 'SOXX', '#SOXX']);
    expect(ids('dow')[0]).toBe('#DJI');
  });
  it('symbols with punctuation match with or without it', () => {
    expect(ids('brk.b')[0]).toBe('BRK.B');
    expect(ids('brkb')[0]).toBe('BRK.B');
  });
  it('hostile or empty input finds nothing and never throws', () => {
    for (const query of ['', '   ', '<script>', '%', '😀', '.', '#', '\u0000', '"\'']) expect(ids(query)).toEqual([]);
  });
  it('at most SUGGESTION_LIMIT suggestions', () => {
    const many = buildSearchIndex(Array.from({ length: 50 }, (_, i) => stock(`A${i}`, `Alpha ${i}`, null, i)));
    expect(suggestStocks(many, 'a')).toHaveLength(SUGGESTION_LIMIT);
    expect(suggestStocks(many, 'a')[0]?.id).toBe('A49');
  });
  it('without sizes (an upstream that sends none): named companies, then closer matches, then shorter symbols', () => {
    const bare = buildSearchIndex([stock('ABCD', 'Apple Leasing', null, null), stock('APLX', 'Apple Hospitality', null, null), stock('AAPL', 'Apple Inc.', '蘋果', null)]);
    expect(suggestStocks(bare, 'apple').map((entry) => entry.id)).toEqual(['AAPL', 'ABCD', 'APLX']);
  });
});

describe('companyNameKey: an English name as the search compares it (its short name, folded)', () => {
  it('folds case and width, and makes punctuation between words one space', () => {
    expect(companyNameKey('Apple Inc.')).toBe('apple');
    expect(companyNameKey('ＮＶＩＤＩＡ Corp')).toBe('nvidia');
    expect(companyNameKey('Coca-Cola Company (The)')).toBe('coca cola');
    expect(companyNameKey('AT&T Inc.')).toBe('at&t');
  });
  it('keeps the words that tell companies apart; a name of legal words only is nothing', () => {
    expect(companyNameKey('Meta Platforms, Inc.')).toBe('meta platforms');
    expect(companyNameKey('Apple Hospitality REIT, Inc.')).toBe('apple hospitality reit');
    expect(companyNameKey('The Company, Inc.')).toBe('');
  });
});

const TAIWAN = taiwanCodesOf([
  { adrSymbol: 'TSM', twseCode: '2330' },
  { adrSymbol: 'UMC', twseCode: '2303' },
]);

describe('exactStocks: what the text names exactly', () => {
  it('a symbol, with or without punctuation and case', () => {
    expect(exactStocks(search, 'nvda').map((e) => e.id)).toEqual(['NVDA']);
    expect(exactStocks(search, ' BRK.B ').map((e) => e.id)).toEqual(['BRK.B']);
    expect(exactStocks(search, 'ＮＶＤＡ').map((e) => e.id)).toEqual(['NVDA']);
  });
  it('the whole Chinese name, or the name of a company with two share classes: both, larger first', () => {
    expect(exactStocks(search, '輝達').map((e) => e.id)).toEqual(['NVDA']);
    expect(exactStocks(search, '輝')).toEqual([]);
    expect(exactStocks(search, '谷歌').map((e) => e.id)).toEqual(['GOOGL', 'GOOG']);
    expect(exactStocks(search, '波克夏').map((e) => e.id)).toEqual(['BRK.A', 'BRK.B']);
  });
  it('the English name without its legal form or share class', () => {
    expect(exactStocks(search, 'apple').map((e) => e.id)).toEqual(['AAPL']);
    expect(exactStocks(search, 'Apple Inc.').map((e) => e.id)).toEqual(['AAPL']);
    expect(exactStocks(search, 'alphabet').map((e) => e.id)).toEqual(['GOOGL', 'GOOG']);
    expect(exactStocks(search, 'berkshire hathaway').map((e) => e.id)).toEqual(['BRK.A', 'BRK.B']);
  });
  it('an index by its symbol (with "." or alone when no stock has it) or an alias, whole', () => {
    expect(exactStocks(search, '.GSPC').map((e) => e.id)).toEqual(['#GSPC']);
    expect(exactStocks(search, 'gspc').map((e) => e.id)).toEqual(['#GSPC']);
    expect(exactStocks(search, 'SPX').map((e) => e.id)).toEqual(['#GSPC']);
    expect(exactStocks(search, '標普').map((e) => e.id)).toEqual(['#GSPC']);
    expect(exactStocks(search, 'dow jones').map((e) => e.id)).toEqual(['#DJI']);
    expect(exactStocks(search, 'soxx').map((e) => e.id)).toEqual(['SOXX', '#SOXX']);
    expect(exactStocks(search, '.soxx').map((e) => e.id)).toEqual(['#SOXX']);
  });
  it('an ADR by its Taiwan code, only with the pairs the service gave', () => {
    expect(exactStocks(search, '2330', SUGGESTION_LIMIT, TAIWAN).map((e) => e.id)).toEqual(['TSM']);
    expect(exactStocks(search, '２３３０', SUGGESTION_LIMIT, TAIWAN).map((e) => e.id)).toEqual(['TSM']);
    expect(exactStocks(search, '2330')).toEqual([]);
    // A pair whose ADR the directory does not list, and a code no pair has.
    expect(exactStocks(search, '2303', SUGGESTION_LIMIT, TAIWAN)).toEqual([]);
    expect(exactStocks(search, '2317', SUGGESTION_LIMIT, TAIWAN)).toEqual([]);
  });
  it('a part of a name or symbol is never exact', () => {
    for (const query of ['nv', 'micro', 'appl', 'meta platf', 'alpha', '', 'nvda inc corp x', '<b>NVDA</b>', '.NVDA', '233']) {
      expect(exactStocks(search, query, SUGGESTION_LIMIT, TAIWAN), query).toEqual([]);
    }
  });
});

describe('namedStock (where Enter and the search form go)', () => {
  it('the top suggestion when the text names it exactly, though other stocks match too', () => {
    expect(ids('apple')).toEqual(['AAPL', 'APLE']);
    expect(namedStock(search, 'apple')?.id).toBe('AAPL');
    expect(ids('標普')).toEqual(['#GSPC', 'VOO']);
    expect(namedStock(search, '標普')?.id).toBe('#GSPC');
    expect(namedStock(search, 'nvda')?.id).toBe('NVDA');
    expect(namedStock(search, '輝達')?.id).toBe('NVDA');
    expect(namedStock(search, 'alphabet')?.id).toBe('GOOGL');
    expect(namedStock(search, '2330', TAIWAN)?.id).toBe('TSM');
  });
  it('"meta" is Meta Platforms, not the preferred share whose symbol has the same letters (MET$A)', () => {
    expect(ids('meta').slice(0, 2)).toEqual(['META', 'MET$A']);
    expect(namedStock(search, 'meta')?.id).toBe('META');
  });
  it('else the only one matching: 「台積」 is 台積電', () => {
    expect(ids('台積')).toEqual(['TSM']);
    expect(namedStock(search, '台積')?.id).toBe('TSM');
  });
  it('no stock when several match and none exactly, or none does', () => {
    expect(ids('nv').length).toBeGreaterThan(1);
    for (const query of ['nv', 'micro', 'appl', '降息', '2330', '']) expect(namedStock(search, query), query).toBeNull();
  });
});
