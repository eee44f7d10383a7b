import { expect } from 'vitest';

/**
 * The properties every sanitiser output must have, whatever went in: only allowlisted elements and
 * attributes, no script-bearing URL or handler anywhere in markup, and every element opened is closed
 * in order. Shared by the vector tests and the generated hostile corpus.
 */
/** What must never appear anywhere in sanitised output (text escapes `<`, so none of these can be text). */
const NEVER_ANYWHERE = [/<script/i, /<iframe/i, /<object/i, /<embed/i, /<form/i, /<meta/i, /<base/i, /<style/i, /<svg/i, /<math/i, /<link/i];
/** What must never appear in markup (text and the inert title/alt texts aside: the hostile article names its vectors, e.g. "javascript: 連結"). */
const NEVER_IN_MARKUP = [/\bon\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /style\s*=/i, /srcdoc/i, /expression\(/i, /\bclass\s*=/i, /\bid\s*=/i, /formaction/i, /xlink/i];
const ALLOWED_TAGS = new Set(
  'p br hr wbr h2 h3 h4 h5 h6 strong b em i u s del ins sub sup small mark code pre kbd samp var cite q blockquote abbr span div ul ol li dl dt dd a img figure figcaption table caption thead tbody tfoot tr th td colgroup col time details summary'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES = new Set('href rel target src srcset sizes width height alt loading decoding title lang dir start reversed type value colspan rowspan scope span datetime open'.split(' '));
const URL_START = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/;
/**
 * The one tag the sanitiser writes with attributes of its own: the scroll box around each table
 * (sanitize-policy.ts tableScrollBox). It must match exactly and open right before a <table>.
 */
const TABLE_SCROLL_BOX = /^<div data-table-scroll="" role="region" tabindex="0" aria-label="文章表格 \d+">$/;

/** Every tag the output contains. Attribute values are escaped, so `<…>` cannot hide a `>`. */
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];
/** A tag's attributes; values are always double-quoted by the sanitiser. */
const attributesOf = (tag: string) => [...tag.matchAll(/\s([^\s=>]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => ({ name, value }));

/** What is wrong with a sanitiser output, as a list (empty when it is safe); plain code, so a 200,000-character output checks fast. */
export function safetyProblems(html: string, { textMayNameVectors = false } = {}): string[] {
  const problems: string[] = [];
  for (const pattern of NEVER_ANYWHERE) if (pattern.test(html)) problems.push(`output contains ${pattern}`);
  const withoutInertText = html.replace(/\s(title|alt)="[^"]*"/g, ' $1=""');
  const inspected = textMayNameVectors ? tagsOf(withoutInertText).join('\n') : withoutInertText;
  for (const pattern of NEVER_IN_MARKUP) if (pattern.test(inspected)) problems.push(`markup contains ${pattern}`);
  const stack: string[] = [];
  const tags = tagsOf(html);
  for (const [index, tag] of tags.entries()) {
    const [, slash, name = ''] = /^<(\/?)([a-z0-9]+)/.exec(tag) ?? [];
    if (!ALLOWED_TAGS.has(name)) problems.push(`unexpected element in ${tag}`);
    const scrollBox = TABLE_SCROLL_BOX.test(tag);
    if (scrollBox && !tags[index + 1]?.startsWith('<table')) problems.push(`a table scroll box without its table: ${tag}`);
    // Anywhere else, data-table-scroll, role, tabindex and aria-* are unexpected attributes.
    for (const attr of scrollBox ? [] : attributesOf(tag)) {
      if (!ALLOWED_ATTRIBUTES.has(attr.name)) problems.push(`unexpected attribute in ${tag}`);
      if ((attr.name === 'href' || attr.name === 'src') && !URL_START.test(attr.value)) problems.push(`unexpected URL in ${tag}`);
      if (attr.name === 'srcset' && !attr.value.split(', ').every((candidate) => /^https?:\/\/\S+ \d+w$/.test(candidate))) problems.push(`unexpected srcset in ${tag}`);
    }
    // Balanced: every element opened is closed, in order.
    if (['br', 'hr', 'wbr', 'img', 'col'].includes(name)) continue;
    if (!slash) stack.push(name);
    else if (stack.pop() !== name) problems.push(`unbalanced ${tag}`);
  }
  if (stack.length > 0) problems.push(`left open: ${stack.slice(-5).join(' ')}`);
  return problems.slice(0, 10);
}

/** How deeply the output nests (its elements are balanced; see safetyProblems). */
export function nestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const tag of tagsOf(html)) {
    const [, slash, name = ''] = /^<(\/?)([a-z0-9]+)/.exec(tag) ?? [];
    if (['br', 'hr', 'wbr', 'img', 'col'].includes(name)) continue;
    depth += slash ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

export function expectSafe(html: string, options: { textMayNameVectors?: boolean } = {}): void {
  expect(safetyProblems(html, options)).toEqual([]);
}
