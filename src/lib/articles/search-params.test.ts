import { describe, expect, it } from 'vitest';
import {
  checkKeyword,
  encodeSegment,
  keywordFromSegment,
  MAX_KEYWORD_LENGTH,
  normaliseKeyword,
  queryParams,
  readOrderType,
  defaultSearchType,
  explicitSearchType,
  searchFormTarget,
  searchHref,
  shortenForDisplay,
  MAX_TAG_LENGTH,
  tagFromSegment,
} from './search-params';

describe('search type and order', () => {
  it('no field named means none chosen (the page picks by results); the order defaults to updatedAt', () => {
    expect(explicitSearchType(queryParams(''))).toBeNull();
    expect(explicitSearchType(queryParams('type=auto'))).toBeNull();
    expect(readOrderType(queryParams(undefined))).toBe('updatedAt');
  });

  it('reads each known value', () => {
    for (const type of ['tags', 'stockTags', 'title', 'content'] as const) {
      expect(explicitSearchType(queryParams(`?type=${type}`))).toBe(type);
    }
    expect(readOrderType(queryParams('order=totalViews'))).toBe('totalViews');
    expect(readOrderType(queryParams('order=updatedAt'))).toBe('updatedAt');
  });

  it('takes unknown, differently cased or hostile values for none (type) or the default (order)', () => {
    for (const value of ['TITLE', 'stocktags', '<b>', 'constructor', '__proto__', 'tags ', '']) {
      expect(explicitSearchType(new URLSearchParams({ type: value }))).toBeNull();
      expect(readOrderType(new URLSearchParams({ order: value }))).toBe('updatedAt');
    }
    expect(readOrderType(queryParams('order=articleUpdate'))).toBe('updatedAt');
  });
});

describe('keywords', () => {
  it('trims, collapses whitespace and removes control characters, leaving markup as text', () => {
    expect(normaliseKeyword('  輝達 \n\t 財報 ')).toBe('輝達 財報');
    expect(normaliseKeyword('a\u0000b\u001bc')).toBe('a b c');
    expect(normaliseKeyword('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(normaliseKeyword(`"'; DROP TABLE--`)).toBe(`"'; DROP TABLE--`);
    expect(normaliseKeyword('📈 NVDA')).toBe('📈 NVDA');
  });

  it('replaces broken surrogates, so the keyword can be encoded and sent', () => {
    expect(normaliseKeyword('a\uD800b')).toBe('a\uFFFDb');
    expect(normaliseKeyword('\uDC00')).toBe('\uFFFD');
    expect(() => encodeSegment('x\uD800')).not.toThrow();
    expect(encodeSegment('😀')).toBe('%F0%9F%98%80');
  });

  it('decodes a still-encoded URL segment once, keeping a stray % as typed', () => {
    expect(keywordFromSegment('%E8%BC%9D%E9%81%94')).toBe('輝達');
    expect(keywordFromSegment('輝達')).toBe('輝達');
    expect(keywordFromSegment('100%')).toBe('100%');
    expect(keywordFromSegment('%3Cimg%20src%3Dx%3E')).toBe('<img src=x>');
    expect(keywordFromSegment('%ED%A0%80')).toBe('%ED%A0%80'); // an encoded lone surrogate is not decodable
    expect(keywordFromSegment('%20%20')).toBe('');
  });

  it('accepts 1–200 characters, as the service does', () => {
    expect(checkKeyword('NVDA')).toEqual({ kind: 'ok', keyword: 'NVDA' });
    expect(checkKeyword('   ')).toEqual({ kind: 'empty' });
    expect(checkKeyword('x'.repeat(MAX_KEYWORD_LENGTH))).toMatchObject({ kind: 'ok' });
    expect(checkKeyword('x'.repeat(MAX_KEYWORD_LENGTH + 1))).toMatchObject({ kind: 'tooLong', length: 201 });
    expect(checkKeyword('字'.repeat(2000))).toMatchObject({ kind: 'tooLong', length: 2000 });
    // Emoji count as two UTF-16 units, the way the service counts them.
    expect(checkKeyword('😀'.repeat(101))).toMatchObject({ kind: 'tooLong', length: 202 });
    expect(checkKeyword(`  ${'x'.repeat(200)}  `)).toMatchObject({ kind: 'ok' });
  });

  it('shortens for display by whole characters', () => {
    expect(shortenForDisplay('NVDA')).toBe('NVDA');
    expect(shortenForDisplay('😀'.repeat(40), 3)).toBe('😀😀😀…');
    expect(shortenForDisplay('x'.repeat(2000))).toHaveLength(31);
  });
});

describe('the field a search opens on when none is named', () => {
  it('tags, the spec’s default, when tags has results or when no field has any', () => {
    expect(defaultSearchType({ tags: 2, stockTags: 9, title: 0, content: 5 })).toBe('tags');
    expect(defaultSearchType({ tags: 0, stockTags: 0, title: 0, content: 0 })).toBe('tags');
    expect(defaultSearchType({})).toBe('tags');
  });

  it('else the first field with results, in the switches’ order', () => {
    expect(defaultSearchType({ tags: 0, stockTags: 9, title: 0, content: 5 })).toBe('stockTags');
    expect(defaultSearchType({ tags: 0, stockTags: 0, title: 0, content: 5 })).toBe('content');
  });

  it('a count that failed (null) is not results', () => {
    expect(defaultSearchType({ tags: null, stockTags: null, title: 3, content: null })).toBe('title');
    expect(defaultSearchType({ tags: null, stockTags: null, title: null, content: null })).toBe('tags');
  });
});

describe('searchHref', () => {
  it('is the bare path when no field is chosen, so it doubles as the canonical URL', () => {
    expect(searchHref('輝達')).toBe('/search/%E8%BC%9D%E9%81%94');
    expect(searchHref('NVDA', { order: 'updatedAt', cursor: null })).toBe('/search/NVDA');
  });

  it('carries a chosen field (tags too: without it the page picks by results), a non-default order and the cursor', () => {
    expect(searchHref('NVDA', { type: 'tags' })).toBe('/search/NVDA?type=tags');
    expect(searchHref('NVDA', { type: 'stockTags' })).toBe('/search/NVDA?type=stockTags');
    expect(searchHref('NVDA', { order: 'totalViews', cursor: 'abc' })).toBe('/search/NVDA?order=totalViews&cursor=abc');
  });

  it('encodes everything that could break out of the path', () => {
    const href = searchHref(`a/../"<b>'?#&`);
    expect(href).toBe("/search/a%2F..%2F%22%3Cb%3E'%3F%23%26");
    expect(href).not.toMatch(/[<>"#? ]/);
  });
});

describe('searchFormTarget (/search?q=…)', () => {
  it('sends a keyword to its page, with its type and order', () => {
    expect(searchFormTarget(new URLSearchParams({ q: ' 輝達 ', type: 'title' }))).toEqual({ kind: 'redirect', href: '/search/%E8%BC%9D%E9%81%94?type=title' });
    expect(searchFormTarget(new URLSearchParams({ q: 'NVDA', type: 'bogus', order: 'totalViews' }))).toEqual({ kind: 'redirect', href: '/search/NVDA?order=totalViews' });
  });

  it('stays on /search for an empty or too-long keyword', () => {
    expect(searchFormTarget(new URLSearchParams())).toEqual({ kind: 'empty' });
    expect(searchFormTarget(new URLSearchParams({ q: '  ' }))).toEqual({ kind: 'empty' });
    expect(searchFormTarget(new URLSearchParams({ q: '😀'.repeat(2000) }))).toMatchObject({ kind: 'tooLong', length: 4000 });
  });
});

describe('tagFromSegment', () => {
  it('decodes the tag of /tag/{tagId}', () => {
    expect(tagFromSegment('%E7%BE%8E%E8%82%A1%E7%9B%A4%E5%89%8D')).toBe('美股盤前');
    expect(tagFromSegment('AI')).toBe('AI');
    expect(tagFromSegment('%3Cscript%3E')).toBe('<script>');
  });

  it('is null for what the service would refuse', () => {
    expect(tagFromSegment('%20')).toBeNull();
    expect(tagFromSegment('')).toBeNull();
    expect(tagFromSegment('x'.repeat(MAX_TAG_LENGTH + 1))).toBeNull();
    expect(tagFromSegment('x'.repeat(MAX_TAG_LENGTH))).toBe('x'.repeat(MAX_TAG_LENGTH));
  });
});
