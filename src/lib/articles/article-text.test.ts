import { describe, expect, it } from 'vitest';
import hostileFixtureJson from '../../../sandbox/content/fixtures/hostile.json?raw';
import { xssVectors } from '../../../sandbox/content/fixtures/hostile';
import { articleTextLines, MAX_LINE_CHARS } from './article-text';
import { sanitizeArticleHtml } from './sanitize';

const OPTIONS = { siteUrl: 'http://localhost:8787', imageProxyUrl: 'http://localhost:8788/image-proxy' };
const clean = (html: string) => sanitizeArticleHtml(html, OPTIONS);
/** The vectors of the hostile test article (900, SANDBOX_FIXTURES's test file). */
const XSS_VECTORS = xssVectors(hostileFixtureJson);

describe('articleTextLines', () => {
  it('one line per paragraph, heading and list item, whitespace collapsed as a browser does', () => {
    const html = '<p>第一段\n  文字<strong>粗體</strong>。</p><h2>  小標 </h2><ul><li>甲</li><li>乙<br>丙</li></ul>';
    expect(articleTextLines(html)).toEqual(['第一段 文字粗體。', '小標', '甲', '乙', '丙']);
  });

  it('decodes character references (and keeps decoded markup as the text it is)', () => {
    expect(articleTextLines('<p>AT&amp;T &lt;script&gt;alert(1)&lt;/script&gt; &#x4E2D;&#25991; &copy;&nbsp;2026</p>')).toEqual(['AT&T <script>alert(1)</script> 中文 ©\u00a02026']);
  });

  it('reads no script, style, frame fallback, comment or textarea as text', () => {
    const html = [
      '<p>前</p>',
      '<script>alert("xss-script")</script>',
      '<style>p{background:url(javascript:alert(1))}</style>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<iframe srcdoc="<p>框內</p>">fallback</iframe>',
      '<!-- <p>註解</p> -->',
      '<textarea><p>表單</p></textarea>',
      '<select><style>x</style><option>選項</option></select>',
      '<p>後</p>',
    ].join('');
    const lines = articleTextLines(html);
    expect(lines[0]).toBe('前');
    expect(lines.at(-1)).toBe('後');
    const text = lines.join('\n');
    for (const hidden of ['xss-script', 'javascript', 'fallback', '註解', '表單']) expect(text).not.toContain(hidden);
  });

  it('a table row is a line, its cells separated; nested tables and empty rows do not run words together', () => {
    const html = '<table><caption>財報</caption><tr><th>季度</th><th>營收</th></tr><tr><td>Q1</td><td>10<table><tr><td>內</td><td>層</td></tr></table></td></tr><tr><td></td><td> </td></tr></table>';
    expect(articleTextLines(html)).toEqual(['財報', '季度 | 營收', 'Q1 | 10', '內 | 層']);
  });

  it('an image is a line named by its description; <pre> keeps its lines', () => {
    expect(articleTextLines('<p>看圖<img src="/a.png" alt=" 營收 成長 "></p><pre>a = 1\nb = 2</pre>')).toEqual(['看圖', '［圖片］營收 成長', 'a = 1', 'b = 2']);
    expect(articleTextLines('<figure><img src="/a.png"></figure>')).toEqual(['［圖片］']);
  });

  it('the sanitised hostile article keeps its words and loses its code', () => {
    const html = XSS_VECTORS.map(([label, payload]) => `<h3>${label}</h3>${payload}`).join('\n');
    const lines = articleTextLines(clean(html));
    for (const [label] of XSS_VECTORS) expect(lines).toContain(label);
    expect(lines.join('\n')).not.toMatch(/xss-(script|svg-script|srcdoc|img-onerror|svg-onload)/);
  });

  it('reads raw hostile input without failing (the sanitiser is not its only guard)', () => {
    for (const [, payload] of XSS_VECTORS) {
      const lines = articleTextLines(payload);
      expect(lines.join('\n')).not.toContain("alert('xss-script')");
    }
  });

  it('empty and text-only input', () => {
    expect(articleTextLines('')).toEqual([]);
    expect(articleTextLines('   \n ')).toEqual([]);
    expect(articleTextLines('只有文字')).toEqual(['只有文字']);
  });

  it('cuts a line past MAX_LINE_CHARS, never in the middle of a surrogate pair', () => {
    const [line = ''] = articleTextLines(`<p>${'a'.repeat(MAX_LINE_CHARS - 1)}😀😀</p>`);
    expect(line).toHaveLength(MAX_LINE_CHARS - 1 + 1);
    expect(line.endsWith('…')).toBe(true);
    expect(line).not.toMatch(/[\ud800-\udbff]…$/);
  });

  it('huge bodies stay fast: 200,000 characters of nesting, tables in tables, one megabyte of text', () => {
    const bodies = ['<div>'.repeat(40_000) + '深' + '</div>'.repeat(40_000), '<table><tr><td>'.repeat(13_000) + '格', '<p>段落</p>'.repeat(22_000), '<b>'.repeat(66_000), 'x'.repeat(1_000_000)];
    const started = performance.now();
    const counts = bodies.map((body) => articleTextLines(body).length);
    const elapsed = performance.now() - started;
    expect(counts).toEqual([1, 1, 22_000, 0, 1]);
    // Linear work: ~100 ms here on a loaded machine; a quadratic slip would take seconds.
    expect(elapsed).toBeLessThan(2_000);
  });
});
