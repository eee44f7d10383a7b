import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeText } from './sanitize-entities';

describe('escaping', () => {
  it('escapes attribute values so they cannot end the attribute or hide a reference', () => {
    expect(escapeAttribute(`"><script>&colon;`)).toBe('&quot;&gt;&lt;script&gt;&amp;colon;');
  });

  it('escapes decoded text so a decoded reference stays text', () => {
    expect(escapeText('a < b & <script>&lt;')).toBe('a &lt; b &amp; &lt;script&gt;&amp;lt;');
  });
});

describe('lone surrogates', () => {
  it('become U+FFFD in text and attributes; pairs stay', () => {
    expect(escapeText('a\ud800b\udc00c\ud83d\ude00')).toBe('a\ufffdb\ufffdc\ud83d\ude00');
    expect(escapeAttribute('\udfff')).toBe('\ufffd');
  });
});
