import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../directory/entry';
import { sanitizeArticleHtml } from './sanitize';
import { buildTickerDictionary } from './ticker-dictionary';
import { type BodyNode, linkTickers, linkTickersKept, MAX_LINKED_STOCKS, MAX_TREE_NODES, parseStartTag } from './ticker-mentions';
import { stockId } from '@tests/stock-ids';

const OPTIONS = { siteUrl: 'https://usstock.example', imageProxyUrl: 'https://img.usstock.example/p' };
const stock = (id: string, customName: string | null, marketCap = 1, marketType = 1): DirectoryEntry => ({
  id: stockId(id),
  name: `${id} Inc.`,
  customName,
  marketType,
  commodityType: 1,
  exchange: 3,
  marketCap,
});

const TEST_DIRECTORY: DirectoryEntry[] = [
  stock('NVDA', '輝達', 4000),
  stock('AAPL', '蘋果', 3400),
  stock('TSLA', '特斯拉', 1000),
  stock('TSM', '台積電', 900),
  stock('GOOGL', '谷歌-A', 2000),
  stock('GOOG', '谷歌-C', 1900),
  stock('BRK.B', '波克夏-B', 1000),
  stock('ON', '安森美', 30),
  stock('A', null, 40),
  stock('IT', null, 30),
  stock('AI', null, 2),
  stock('X', '台', 5), // a one-character name is never matched
  stock('#DJI', '道瓊工業指數', 0, 70),
];
const dictionary = buildTickerDictionary(TEST_DIRECTORY);
const link = (body: string, tags: string[] = []) => linkTickers(sanitizeArticleHtml(body, OPTIONS), dictionary, tags);

/** The mentions of a linked body in order, as `id:text`. */
function mentionsOf(nodes: readonly BodyNode[] | undefined): string[] {
  const found: string[] = [];
  for (const node of nodes ?? []) {
    if (typeof node === 'string' || node.kind === 'slice') continue;
    if (node.kind === 'mention') found.push(`${node.stock.id}:${node.text}`);
    else found.push(...mentionsOf(node.children));
  }
  return found;
}
const linked = (body: string, tags: string[] = []) => mentionsOf(link(body, tags)?.nodes);

describe('linkTickers: which words become stock links', () => {
  it('links Chinese names and symbols the directory knows, the first mention of each only', () => {
    expect(linked('<p>輝達與蘋果財報亮眼，輝達再創新高；TSLA 與 $TSM 也上漲，NVDA 續強。</p>')).toEqual(['NVDA:輝達', 'AAPL:蘋果', 'TSLA:TSLA', 'TSM:$TSM']);
    expect(link('<p>輝達</p>')?.stocks).toEqual([{ id: 'NVDA', name: '輝達' }]);
  });

  it('takes the longest name at a place, a class name by its base, and never indices or one-character names', () => {
    expect(linked('<p>台積電與谷歌，波克夏-B；台灣、道瓊工業指數</p>')).toEqual(['TSM:台積電', 'GOOGL:谷歌', 'BRK.B:波克夏-B']);
    expect(linked('<p>買進BRK.B後，另看 brk.b 與 Nvda</p>')).toEqual(['BRK.B:BRK.B']);
  });

  it('needs a cashtag, parentheses or a stock tag for one-letter symbols and English words (A, IT, ON, AI)', () => {
    expect(linked('<p>A 級評等，IT 支出，ON 的時候，AI 伺服器</p>')).toEqual([]);
    expect(linked('<p>$A 與（IT）與 (ON) 與 $AI</p>')).toEqual(['A:$A', 'IT:IT', 'ON:ON', 'AI:$AI']);
    expect(linked('<p>ON 的營收</p>', ['ON'])).toEqual(['ON:ON']);
    // Word boundaries: inside a word, after a digit or a dot, lower case: not a symbol.
    expect(linked('<p>NVDAX、3NVDA、x.NVDA、NVDA2、AT&amp;T</p>')).toEqual([]);
  });

  it('never links inside links, code, headings, tables, attributes or URLs', () => {
    const body =
      '<h2>輝達</h2><p><a href="https://example.com/NVDA/輝達">輝達 NVDA</a><code>NVDA</code></p><pre>$NVDA</pre>' +
      '<table><tr><td>輝達</td></tr></table><p><img src="https://example.com/輝達.png" alt="輝達 NVDA" title="NVDA"></p><p title="輝達">https://example.com/?q=NVDA</p>';
    expect(linked(body)).toEqual([]);
    expect(linked(`${body}<p>最後才提到輝達</p>`)).toEqual(['NVDA:輝達']);
  });

  it('reads text as shown: entity-encoded names count, names split by tags or zero-width characters do not', () => {
    expect(linked('<p>&#x8F1D;&#36948;</p>')).toEqual(['NVDA:輝達']);
    expect(linked('<p>輝<b>達</b> 輝\u200B達 N\u200DVDA</p>')).toEqual([]);
    expect(linked('<p>\u202E輝達\u202C</p>')).toEqual(['NVDA:輝達']);
    expect(linked('<p>&lt;a href="/x"&gt;輝達&lt;/a&gt;</p>')).toEqual(['NVDA:輝達']);
  });

  it('passes only through elements the browser nests as the sanitiser does (no block inside a paragraph)', () => {
    expect(linked('<ul><li>清單裡的<strong>輝達</strong></li></ul><blockquote><p>引文裡的蘋果</p></blockquote>')).toEqual(['NVDA:輝達', 'AAPL:蘋果']);
    // <p><span><div>: the parser would close the paragraph early; the sanitiser keeps it open. Not linked there.
    expect(linked('<p><span>輝達<div>區塊</div></span></p><p>輝達</p>')).toEqual(['NVDA:輝達']);
    expect(link('<p><span>輝達<div>區塊</div></span></p>')).toBeNull();
  });

  it(`links at most ${MAX_LINKED_STOCKS} stocks, and answers null when none`, () => {
    const names = Array.from({ length: 20 }, (_, index) => stock(`S${String.fromCharCode(65 + index)}K`, null));
    const many = buildTickerDictionary(names);
    const body = sanitizeArticleHtml(`<p>${names.map((entry) => entry.id).join(' ')}</p>`, OPTIONS);
    expect(linkTickers(body, many)?.stocks).toHaveLength(MAX_LINKED_STOCKS);
    expect(linkTickers('<p>沒有個股</p>', dictionary)).toBeNull();
    expect(linkTickers('', dictionary)).toBeNull();
  });

  it('reads a 200,000-character hostile body fast, and leaves a body of more than MAX_TREE_NODES nodes unlinked (article 9004)', () => {
    const html = sanitizeArticleHtml(`<p>開頭提到輝達</p>${'<b><i><p>x</b></i>'.repeat(11_100)}<p>結尾提到蘋果</p>`, OPTIONS);
    expect(linkTickers(html, dictionary)).toBeNull();
    // Deep rather than wide (article 9003): linked, in linear time (a scan going back over the text per tag would take minutes).
    const deep = sanitizeArticleHtml(`<p>開頭提到輝達</p>${'<div><blockquote>x'.repeat(20_000)}<p>結尾提到蘋果</p>`, OPTIONS);
    expect(mentionsOf(linkTickers(deep, dictionary)?.nodes)).toEqual(['NVDA:輝達', 'AAPL:蘋果']);
    // Many blocks within the budget are linked.
    const long = sanitizeArticleHtml(`${'<p>段落</p>'.repeat(MAX_TREE_NODES - 10)}<p>輝達</p>`, OPTIONS);
    expect(mentionsOf(linkTickers(long, dictionary)?.nodes)).toEqual(['NVDA:輝達']);
  });

  it('keeps the links of a long body per directory snapshot (linkTickersKept)', () => {
    const long = sanitizeArticleHtml(`${'<p>段落文字段落文字段落文字</p>'.repeat(1_500)}<p>輝達</p>`, OPTIONS);
    const first = linkTickersKept(long, dictionary);
    expect(first?.stocks).toEqual([{ id: 'NVDA', name: '輝達' }]);
    expect(linkTickersKept(long, dictionary)).toBe(first);
    expect(linkTickersKept(long, dictionary, ['ON'])).not.toBe(first);
  });

  it('keeps the links of 16 long bodies, the least recently used out first (a body read again stays)', () => {
    const filler = '<p>段落文字段落文字段落文字</p>'.repeat(1_500);
    const bodies = Array.from({ length: 17 }, (_, n) => `<p>第${n}篇</p>${filler}<p>輝達</p>`);
    const firsts = bodies.slice(0, 16).map((body) => linkTickersKept(body, dictionary));
    expect(linkTickersKept(bodies[0]!, dictionary)).toBe(firsts[0]); // read again: now the most recent
    linkTickersKept(bodies[16]!, dictionary); // the 17th pushes out one: body 1, the least recently used
    expect(linkTickersKept(bodies[0]!, dictionary)).toBe(firsts[0]);
    expect(linkTickersKept(bodies[1]!, dictionary)).not.toBe(firsts[1]);
    expect(linkTickersKept(bodies[1]!, dictionary)).toEqual(firsts[1]);
  });

  it('reads start tags as the sanitiser wrote them', () => {
    expect(parseStartTag('<ol start="3" reversed title="a &quot;b&quot; &amp; &lt;c&gt;">')).toEqual([
      ['start', '3'],
      ['reversed', ''],
      ['title', 'a "b" & <c>'],
    ]);
  });
});

describe('linkTickers: English company names', () => {
  const named = (id: string, name: string, customName: string | null, marketCap: number): DirectoryEntry => ({
    id: stockId(id),
    name,
    customName,
    marketType: 1,
    commodityType: 1,
    exchange: 3,
    marketCap,
  });
  const english = buildTickerDictionary([
    named('NVDA', 'NVIDIA Corporation', '輝達', 4000),
    named('GOOGL', 'Alphabet Inc. (Class A)', '谷歌-A', 2000),
    named('GOOG', 'Alphabet Inc. (Class C)', '谷歌-C', 1900),
    named('META', 'Meta Platforms, Inc.', '臉書', 1800),
    named('AAPL', 'Apple Inc.', '蘋果', 3400),
    named('TGT', 'Target Corporation', '目標百貨', 60),
    named('V', 'Visa Inc.', '維薩', 600),
    named('LLY', 'Lilly (Eli)', '禮來', 700),
    named('KO', 'Coca-Cola Company (The)', '可口可樂', 280),
    named('SAP', 'SAP SE', '思愛普', 300),
    named('ON', 'ON Semiconductor', '安森美', 30),
    named('EBAY', 'eBay Inc.', '億貝', 30),
    named('EVIL', 'Evil<img src=x onerror=alert(1)> Corp', '惡意', 1),
    // No Chinese name: linked by its symbol alone, never by its English name.
    named('MSFT', 'Microsoft Corporation', null, 3800),
  ]);
  const linkedEnglish = (body: string, tags: string[] = []) => mentionsOf(linkTickers(sanitizeArticleHtml(body, OPTIONS), english, tags)?.nodes);

  it('links the short English names of the companies the directory names in Chinese, capitalised and whole', () => {
    expect(linkedEnglish("<p>Alphabet 與 Meta 財報後，NVIDIA、Apple's 新機、Eli Lilly、Coca-Cola、SAP 與 eBay 都受關注</p>")).toEqual([
      'GOOGL:Alphabet',
      'META:Meta',
      'NVDA:NVIDIA',
      'AAPL:Apple',
      'LLY:Eli Lilly',
      'KO:Coca-Cola',
      'SAP:SAP',
      'EBAY:eBay',
    ]);
    // Written against Chinese with no space, in any case after a capital; the whole name before its first word.
    expect(linkedEnglish('<p>谷歌母公司Alphabet與Meta Platforms的營收，Nvidia續強</p>')).toEqual(['GOOGL:谷歌', 'META:Meta Platforms', 'NVDA:Nvidia']);
    expect(linkedEnglish('<p>ON Semiconductor 與 ON 的時候</p>')).toEqual(['ON:ON Semiconductor']);
  });

  it('never inside another word, in lower case, in a compound, a domain, a handle or a longer proper name', () => {
    expect(linkedEnglish('<p>metadata、Metaverse、meta 分析、Meta-analysis、Pineapple、apple、nvidia、Apple.com、@Apple、Nvidias、Sap、ebay、Apple Hospitality、Meta Materials</p>')).toEqual([]);
    expect(linkedEnglish('<p>https://example.com/Alphabet 與 <a href="/x">Meta</a>、<code>Apple</code></p>')).toEqual([]);
  });

  it('everyday words (Target, Visa) only with the stock tag; no Chinese name, no English link; a hostile name never', () => {
    expect(linkedEnglish('<p>Target 價與 Visa 卡</p>')).toEqual([]);
    expect(linkedEnglish('<p>Target 財報與 Visa 營收</p>', ['TGT', 'V'])).toEqual(['TGT:Target', 'V:Visa']);
    expect(linkedEnglish('<p>Microsoft 與 MSFT</p>')).toEqual(['MSFT:MSFT']);
    expect(linkedEnglish('<p>Evil&lt;img src=x onerror=alert(1)&gt; Corp 與 Evil</p>')).toEqual([]);
  });
});
