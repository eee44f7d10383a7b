/**
 * Character references and escaping for the article sanitiser. HTMLRewriter (lol-html) hands
 * attribute values over exactly as written, references and all, so `&#106;avascript&colon;` must be
 * decoded before a URL can be judged. The sanitiser then writes back the decoded value escaped, so
 * the browser reads exactly the string that was checked: a reference this table does not know stays
 * visible text (`&amp;Tab;`) instead of being decoded behind the check's back.
 */

/** Named references worth knowing in URLs and titles (the HTML table has ~2,200; these cover what authors type and what attackers use). */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  Tab: '\t',
  NewLine: '\n',
  colon: ':',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  percnt: '%',
  equals: '=',
  quest: '?',
  commat: '@',
  lsqb: '[',
  rsqb: ']',
  lowbar: '_',
  grave: '`',
  lcub: '{',
  rcub: '}',
  verbar: '|',
  plus: '+',
  semi: ';',
  dollar: '$',
  ast: '*',
  hyphen: '\u2010',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  middot: '·',
  times: '×',
  divide: '÷',
  yen: '¥',
  euro: '€',
  deg: '°',
  plusmn: '±',
};

/** Legacy references a browser also decodes without the semicolon (outside attribute-value edge cases). */
const LEGACY = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg']);

const REPLACEMENT = '\ufffd';

function fromCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return REPLACEMENT;
  return String.fromCodePoint(code);
}

/**
 * Decodes character references the way a browser does inside an attribute value: numeric ones
 * (`&#106;`, `&#x6A;`, with or without `;`), the named ones above with `;`, and the legacy ones
 * without it unless followed by an alphanumeric or `=`. Unknown names are left as written.
 */
export function decodeAttributeValue(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([A-Za-z][A-Za-z0-9]*)(;?))/g, (match, dec, hex, name, semi, offset: number, whole: string) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec.slice(0, 8), 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex.slice(0, 7), 16));
    const value = NAMED[name as string];
    if (value === undefined) return match;
    if (semi) return value;
    const next = whole[offset + match.length] ?? '';
    return LEGACY.has(name as string) && !/[A-Za-z0-9=]/.test(next) ? value : match;
  });
}

/** Escapes a value for a double-quoted attribute: nothing in it can end the attribute or start a reference. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Escapes raw source text for element content. References in it are kept (the browser decodes
 * `&amp;` to `&` in text, and a decoded reference in text can never become markup); `<` and `>`
 * are escaped so no text can open a tag, whatever the tokeniser thought it was.
 */
export function escapeRawText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u0000/g, REPLACEMENT);
}
