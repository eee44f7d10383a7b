import { describe, expect, it } from 'vitest';
import { decodeAttributeValue, escapeAttribute, escapeRawText } from './sanitize-entities';

describe('decodeAttributeValue', () => {
  it('decodes numeric references with and without semicolons', () => {
    expect(decodeAttributeValue('&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;')).toBe('javascript:');
    expect(decodeAttributeValue('&#x6A;&#X61;v&#x61')).toBe('java');
    expect(decodeAttributeValue('&#0000106&#0000097')).toBe('ja');
  });

  it('decodes the names attackers use to hide a scheme', () => {
    expect(decodeAttributeValue('javascript&colon;x')).toBe('javascript:x');
    expect(decodeAttributeValue('jav&Tab;a&NewLine;script')).toBe('jav\ta\nscript');
  });

  it('turns invalid code points into U+FFFD instead of throwing', () => {
    expect(decodeAttributeValue('&#0;&#xD800;&#x110000;&#99999999999;')).toBe('\ufffd'.repeat(4));
  });

  it('decodes legacy names without a semicolon only where browsers do', () => {
    expect(decodeAttributeValue('a&amp b')).toBe('a& b');
    expect(decodeAttributeValue('/?a=1&ampx=2')).toBe('/?a=1&ampx=2');
    expect(decodeAttributeValue('/?x=1&lt=2')).toBe('/?x=1&lt=2');
  });

  it('leaves unknown names as written', () => {
    expect(decodeAttributeValue('&unknown; &zz')).toBe('&unknown; &zz');
  });
});

describe('escaping', () => {
  it('escapes attribute values so they cannot end the attribute or hide a reference', () => {
    expect(escapeAttribute(`"><script>&colon;`)).toBe('&quot;&gt;&lt;script&gt;&amp;colon;');
  });

  it('escapes < and > in text and keeps references', () => {
    expect(escapeRawText('a < b &amp; <script>\u0000')).toBe('a &lt; b &amp; &lt;script&gt;\ufffd');
  });
});
