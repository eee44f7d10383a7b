import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '@/lib/articles/sanitize';
import { buildTickerDictionary } from '@/lib/articles/ticker-dictionary';
import { linkTickers } from '@/lib/articles/ticker-mentions';
import { safetyProblems } from '@tests/sanitize-expectations';
import { renderBodyNodes } from './body-nodes';
import { stockId } from '@tests/stock-ids';

/**
 * The linked body as the page renders it must keep the sanitiser's guarantees: for hostile bodies
 * (the sandbox's hostile fixture articles, and names placed inside attributes, URLs, entities, split
 * across tags, beside bidi and zero-width characters, inside links), the rendered markup passes the
 * sanitiser's own expectations, and taking the new links out gives back the sanitiser's output
 * exactly: nothing else changed.
 */
const OPTIONS = { siteUrl: 'http://localhost:8787', imageProxyUrl: 'http://localhost:8788/image-proxy' };
const dictionary = buildTickerDictionary([
  { id: stockId('NVDA'), name: 'Nvidia', customName: '輝達', marketType: 1, commodityType: 1, exchange: 3, marketCap: 4000 },
  { id: stockId('AAPL'), name: 'Apple', customName: '蘋果', marketType: 1, commodityType: 1, exchange: 3, marketCap: 3000 },
  // A listing whose English name is markup (English names are matched too): never offered.
  { id: stockId('EVIL'), name: 'Evil</p><script>alert(1)</script> Inc.', customName: '惡意', marketType: 1, commodityType: 1, exchange: 3, marketCap: 1 },
]);

/** The page's rendering with a plain link for each mention (the chip is the page's, streamed). */
function render(html: string): { markup: string; links: number } {
  const linked = linkTickers(html, dictionary);
  if (!linked) return { markup: html, links: 0 };
  const markup = renderToStaticMarkup(
    <>
      {renderBodyNodes(linked.nodes, (node, key) => (
        <a key={key} href={`/stock/${node.stock.id}/info`}>
          {node.text}
        </a>
      ))}
    </>,
  );
  return { markup, links: linked.stocks.length };
}

/**
 * React writes `"` and `'` in text as references, empty and boolean attributes as `name=""`, some attribute
 * names in camel case (srcSet, dateTime: HTML attribute names are case-insensitive) and void elements
 * with `/>`; the sanitiser does none of these.
 */
const attributeCase = (html: string) => html.replace(/ (srcSet|dateTime|colSpan|rowSpan|tabIndex)=/g, (_, name: string) => ` ${name.toLowerCase()}=`).replace(/\/>/g, '>');
const normalise = (html: string) =>
  attributeCase(html)
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/ ([a-z-]+)=""/gi, ' $1');
const withoutLinks = (markup: string) => markup.replace(/<a href="\/stock\/[A-Z]+\/info">([^<]*)<\/a>/g, '$1');

interface FixtureArticle {
  id: number;
  body: string | (string | { repeat: string; times: number })[];
}
const fixture = JSON.parse(readFileSync(new URL('../../../../sandbox/content/fixtures/hostile.json', import.meta.url), 'utf8')) as { articles: FixtureArticle[] };
const fixtureBody = (article: FixtureArticle) =>
  typeof article.body === 'string' ? article.body : article.body.map((part) => (typeof part === 'string' ? part : part.repeat.repeat(part.times))).join('');

const HOSTILE = [
  '<p title="輝達 NVDA" lang="輝達">標題屬性裡的名字不算，正文的輝達才算</p>',
  '<p><img src="https://example.com/NVDA.png" alt="輝達" onerror="alert(1)">圖後的蘋果</p>',
  '<p><a href="https://example.com/輝達">輝達</a>連結裡的不算，後面的輝達算</p>',
  '<p><a href="/x"><b>巢狀<a href="/y">輝達</a></b></a>蘋果</p>',
  '<p>&#x8F1D;&#x9054; 與 &lt;script&gt;alert("輝達")&lt;/script&gt; 與 &amp;蘋果&amp;</p>',
  '<p>輝<span>達</span>、蘋\u200b果、\u202e輝達\u202c、\u200fNVDA\u200e</p>',
  '<p>https://example.com/?q=NVDA&amp;x=輝達 之後才是 NVDA</p>',
  '<ul><li>清單<li>輝達<ol reversed start="3"><li>蘋果</ol></ul><details open><summary>輝達</summary><p>蘋果</p></details>',
  '<p><span><div>區塊裡的輝達</div></span></p><blockquote><p>引用的<em>蘋果</em></p></blockquote>',
  '<table><tr><td>輝達</td></tr></table><p>表後的輝達</p><pre>NVDA</pre><code>蘋果</code>',
  '<p>"引號" \'單引號\' 與輝達 <time datetime="2026-01-01">一月</time></p>',
  '<svg><p>輝達</p></svg><math><mi>蘋果</mi></math><p>輝達</p>',
  '<p>輝達<script>document.write("<a href=javascript:alert(1)>")</script>蘋果</p>',
  // English names in the same places.
  '<p title="Apple Nvidia">屬性裡的不算，<a href="https://example.com/Apple">Apple</a>、&lt;script&gt;Nvidia&lt;/script&gt; 與 Apple&amp;Nvidia</p>',
  '<p>Evil&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; 與 "Apple" \'Nvidia\' 與 Ap<b>ple</b></p>',
];

describe('renderBodyNodes: the linked body keeps the sanitiser guarantees', () => {
  it.each(HOSTILE)('%s', (input) => {
    const html = sanitizeArticleHtml(input, OPTIONS);
    const { markup } = render(html);
    expect(safetyProblems(attributeCase(markup), { textMayNameVectors: true })).toEqual([]);
    expect(normalise(withoutLinks(markup))).toBe(normalise(html));
  });

  it('links where it should in those bodies (the ones above are not all unlinked)', () => {
    const linkedCount = HOSTILE.map((input) => render(sanitizeArticleHtml(input, OPTIONS)).links);
    expect(linkedCount.filter((count) => count > 0).length).toBeGreaterThanOrEqual(10);
  });

  it.each(fixture.articles.map((article) => [article.id, article] as const))('hostile fixture article %i, with names added before and after', (_, article) => {
    const html = sanitizeArticleHtml(`<p>開頭提到輝達</p>${fixtureBody(article)}<p>結尾提到蘋果</p>`, OPTIONS);
    const { markup, links } = render(html);
    // Article 9004's 11,100 top-level blocks are past MAX_TREE_NODES: left unlinked, and read no further than that.
    expect(links > 0).toBe(article.id !== 9004);
    expect(safetyProblems(attributeCase(markup), { textMayNameVectors: true })).toEqual([]);
    expect(normalise(withoutLinks(markup))).toBe(normalise(html));
  });
});
