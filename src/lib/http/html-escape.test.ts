import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html-escape';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;amp;&#60;/a&#62;');
  });

  it('leaves everything else as it is', () => {
    expect(escapeHtml('/stock/NVDA?tab=price#top 美股 \u2028')).toBe('/stock/NVDA?tab=price#top 美股 \u2028');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment, and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script><!--', amp: 'S&P', lines: 'a\u2028b\u2029c', nested: [{ x: '>' }] };
    const text = jsonForScript(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('keeps the element inert however the text is cased or split', () => {
    for (const text of ['</SCRIPT>', '</scr' + 'ipt >', '<!--<script>', ']]>', '\u2029']) {
      expect(jsonForScript({ text })).not.toMatch(/[<>\u2029]/);
    }
  });

  it('is plain JSON.stringify for text without those characters', () => {
    const data = { '@context': 'https://schema.org', name: '輝達 NVDA', n: [1, 2.5, null, true] };
    expect(jsonForScript(data)).toBe(JSON.stringify(data));
  });
});
