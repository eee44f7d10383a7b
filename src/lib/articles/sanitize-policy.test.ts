import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_REL, renderStartTag, resolveUrl, tableScrollBox, tagAction } from './sanitize-policy';

const OPTIONS = { siteUrl: 'https://usstock.example', imageProxyUrl: 'https://img.usstock.example/p' };
const attributes = (pairs: [string, string][]) => pairs.map(([name, value]) => ({ name, value }));
const open = (tag: string, pairs: [string, string][]) => renderStartTag(tag, attributes(pairs), OPTIONS)?.open ?? null;

describe('tagAction', () => {
  it('keeps content elements, drops code and embedding elements with their content, unwraps the rest', () => {
    expect(['p', 'a', 'img', 'table', 'h2', 'figure'].map(tagAction)).toEqual(Array(6).fill('keep'));
    expect(['script', 'style', 'iframe', 'object', 'embed', 'form', 'svg', 'math', 'meta', 'base', 'link', 'noscript', 'template', 'textarea'].map(tagAction)).toEqual(Array(14).fill('drop'));
    expect(['font', 'section', 'xss-el', 'body', 'html', 'image'].map(tagAction)).toEqual(Array(6).fill('unwrap'));
  });

  it('does not mistake Object.prototype names for allowed elements', () => {
    expect(tagAction('constructor')).toBe('unwrap');
    expect(tagAction('__proto__')).toBe('unwrap');
  });
});

describe('resolveUrl', () => {
  it('reads URLs the way browsers do: tabs and newlines removed, controls trimmed, backslashes as slashes', () => {
    expect(resolveUrl('java\tscript:alert(1)', OPTIONS.siteUrl)?.protocol).toBe('javascript:');
    expect(resolveUrl('\u0001 javascript:alert(1)', OPTIONS.siteUrl)?.protocol).toBe('javascript:');
    expect(resolveUrl('/\\evil.example/x', OPTIONS.siteUrl)?.host).toBe('evil.example');
    expect(resolveUrl('   ', OPTIONS.siteUrl)).toBeNull();
  });
});

describe('renderStartTag', () => {
  it('drops every attribute that is not allowlisted', () => {
    expect(
      open('p', [
        ['onclick', 'x'],
        ['style', 'color:red'],
        ['class', 'pos_fixed'],
        ['id', 'dataLayer'],
        ['title', 't'],
        ['lang', 'en'],
      ]),
    ).toBe('<p title="t" lang="en">');
  });

  it('keeps only the first of duplicated attributes, as browsers do', () => {
    expect(
      open('a', [
        ['href', '/a'],
        ['href', 'javascript:alert(1)'],
      ]),
    ).toBe('<a href="/a">');
  });

  it('validates numbers and keywords', () => {
    expect(
      open('td', [
        ['colspan', '2'],
        ['rowspan', '1000'],
      ]),
    ).toBe('<td colspan="2">');
    expect(
      open('ol', [
        ['type', 'A'],
        ['start', '3'],
        ['reversed', ''],
      ]),
    ).toBe('<ol type="A" start="3" reversed>');
    expect(open('th', [['scope', 'COL" onclick="x']])).toBe('<th>');
    expect(
      open('p', [
        ['dir', 'RTL'],
        ['lang', 'x onload=1'],
      ]),
    ).toBe('<p dir="rtl">');
  });

  it('judges the decoded value and escapes it when writing', () => {
    expect(open('a', [['href', 'javascript:alert(1)']])).toBe('<a>');
    expect(open('p', [['title', '"><x>&']])).toBe('<p title="&quot;&gt;&lt;x&gt;&amp;">');
  });

  it('marks links to other sites and keeps links to this site relative', () => {
    expect(open('a', [['href', 'https://news.example/a']])).toBe(`<a href="https://news.example/a" rel="${EXTERNAL_LINK_REL}" target="_blank">`);
    expect(open('a', [['href', 'https://usstock.example/tag/AI?x=1#y']])).toBe('<a href="/tag/AI?x=1#y">');
    expect(open('a', [['href', 'tel:+886-2-1234']])).toBe('<a href="tel:+886-2-1234">');
    expect(open('a', [['href', 'ftp://files.example/x']])).toBe('<a>');
  });

  it('renames h1 to h2 and closes what it opens', () => {
    expect(renderStartTag('h1', [], OPTIONS)).toEqual({ open: '<h2>', close: '</h2>' });
    expect(renderStartTag('br', [], OPTIONS)).toEqual({ open: '<br>', close: null });
  });

  it('gives up an image it cannot proxy', () => {
    expect(renderStartTag('img', attributes([['src', 'data:image/png;base64,AAAA']]), OPTIONS)).toBeNull();
    expect(
      open('img', [
        ['src', 'https://cdn.example/a.png'],
        ['alt', '圖'],
        ['onerror', 'x'],
      ]),
    ).toMatch(
      /^<img src="https:\/\/img\.usstock\.example\/p\?url=https%3A%2F%2Fcdn\.example%2Fa\.png&amp;w=\d+&amp;format=webp" srcset="[^"]+" sizes="[^"]+" width="1200" height="675" alt="圖" loading="lazy" decoding="async">$/,
    );
  });
});

describe('tableScrollBox', () => {
  it('is a named, focusable region marked for ArticleBody, numbered so that regions do not share a name', () => {
    expect(tableScrollBox(2)).toEqual({ open: '<div data-table-scroll="" role="region" tabindex="0" aria-label="文章表格 2">', close: '</div>' });
    expect(tableScrollBox(1).open).not.toBe(tableScrollBox(2).open);
  });
});
