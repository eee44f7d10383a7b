import { escapeAttribute } from './sanitize-entities';
import { responsiveImage } from './images';

/**
 * The allowlist of the article sanitiser (sanitize.ts): which elements and attributes survive and
 * how URLs are judged. Pure functions, unit-tested on their own; sanitize.ts feeds them the tokens.
 *
 * Everything not listed is gone: no script, no event handler, no style (attribute or element: CSS
 * can exfiltrate and redress), no class or id (the site's atomic classes could overlay the page,
 * an id can clobber globals such as window.dataLayer), no frames, objects, forms, media or SVG.
 */

/** What happens to an element: kept (with filtered attributes), unwrapped (content kept), or dropped with its content. */
export type TagAction = 'keep' | 'unwrap' | 'drop';

const GLOBAL_ATTRIBUTES = ['title', 'lang', 'dir'] as const;

/** Kept elements and the attributes each may carry besides the global ones: a line per kind of element, kept so by hand. */
// prettier-ignore
const KEPT: Record<string, readonly string[]> = {
  p: [], br: [], hr: [], wbr: [],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], del: [], ins: [], sub: [], sup: [], small: [], mark: [],
  code: [], pre: [], kbd: [], samp: [], var: [], cite: [], q: [], blockquote: [], abbr: [], span: [], div: [],
  ul: [], ol: ['start', 'reversed', 'type'], li: ['value'], dl: [], dt: [], dd: [],
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  figure: [], figcaption: [],
  table: [], caption: [], thead: [], tbody: [], tfoot: [], tr: [],
  th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'], colgroup: ['span'], col: ['span'],
  time: ['datetime'], details: ['open'], summary: [],
};

/** Dropped together with everything inside them (their content is code, a document, or a form). */
const DROPPED = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'template',
  'slot',
  'portal',
  'iframe',
  'frame',
  'frameset',
  'fencedframe',
  'object',
  'embed',
  'applet',
  'param',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'listing',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'keygen',
  'output',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'source',
  'track',
  'map',
  'area',
  'dialog',
]);

/** Elements without an end tag: never pushed on the sanitiser's stack. */
export const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'image', 'keygen']);

/** Block starts that close an open <p> (the HTML parser would, so the output nests as it reads). */
export const CLOSES_PARAGRAPH = new Set(['p', 'div', 'ul', 'ol', 'dl', 'table', 'blockquote', 'pre', 'figure', 'hr', 'details', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The page's title is the <h1>; an author's h1 becomes an h2. */
const RENAMED: Record<string, string> = { h1: 'h2' };

/**
 * The box every kept table is written in: the table scrolls sideways inside the
 * article column instead of widening the page on a phone, and the box is a named region a keyboard
 * can reach and scroll. ArticleBody styles it by the data attribute, which no author can forge (the
 * allowlist drops data-*, role, tabindex and aria-* from the source). Numbered, so that two tables'
 * regions do not share a name.
 */
export const TABLE_SCROLL_ATTRIBUTE = 'data-table-scroll';
export function tableScrollBox(ordinal: number): { open: string; close: string } {
  return { open: `<div ${TABLE_SCROLL_ATTRIBUTE}="" role="region" tabindex="0" aria-label="文章表格 ${ordinal}">`, close: '</div>' };
}

export function tagAction(tag: string): TagAction {
  if (Object.hasOwn(KEPT, tag)) return 'keep';
  return DROPPED.has(tag) ? 'drop' : 'unwrap';
}

export interface SanitizeOptions {
  /** The site's own origin decides which links are external (SITE_URL). */
  siteUrl: string;
  /** IMAGE_PROXY_URL: every image goes through it. */
  imageProxyUrl: string;
  /** The widest the body column gets, in CSS pixels (the images' `sizes`). */
  imageDisplayWidth?: number;
}

export const DEFAULT_BODY_WIDTH = 760;
export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow ugc';
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export interface RenderedTag {
  open: string;
  /** Null for void elements. */
  close: string | null;
}

/** An attribute as the tokeniser reports it: lower-case name, value with its character references decoded. */
export interface SourceAttribute {
  name: string;
  value: string;
}

/** The start tag to write for a kept element, or null when it must go (an image without a usable source). */
export function renderStartTag(tag: string, sourceAttributes: Iterable<SourceAttribute>, options: SanitizeOptions): RenderedTag | null {
  const name = RENAMED[tag] ?? tag;
  const allowed = new Set<string>([...GLOBAL_ATTRIBUTES, ...(KEPT[tag] ?? [])]);
  const attrs = new Map<string, string>();
  for (const { name: sourceName, value: sourceValue } of sourceAttributes) {
    const attr = sourceName.toLowerCase();
    if (!allowed.has(attr) || attrs.has(attr)) continue; // the first of duplicates wins, as in browsers
    const value = cleanAttribute(tag, attr, sourceValue);
    if (value !== null) attrs.set(attr, value);
  }

  const out: [string, string][] = [];
  if (tag === 'img') {
    const image = renderImage(attrs, options);
    if (!image) return null;
    out.push(...image);
  } else if (tag === 'a') {
    out.push(...renderLink(attrs, options), ...[...attrs].filter(([key]) => key !== 'href'));
  } else {
    out.push(...attrs);
  }
  const text = out.map(([key, value]) => (value === '' ? ` ${key}` : ` ${key}="${escapeAttribute(value)}"`)).join('');
  return { open: `<${name}${text}>`, close: VOID_ELEMENTS.has(tag) ? null : `</${name}>` };
}

const BOOLEAN_ATTRIBUTES = new Set(['reversed', 'open']);

/** An attribute's value if it is acceptable, else null. Values are decoded text; they are escaped on output. */
function cleanAttribute(tag: string, attr: string, value: string): string | null {
  if (BOOLEAN_ATTRIBUTES.has(attr)) return '';
  switch (attr) {
    case 'title':
    case 'alt':
      return value.slice(0, 500);
    case 'lang':
      return /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(value) ? value : null;
    case 'dir':
      return ['ltr', 'rtl', 'auto'].includes(value.toLowerCase()) ? value.toLowerCase() : null;
    case 'colspan':
    case 'rowspan':
    case 'span':
      return integerIn(value, 1, 100);
    case 'start':
    case 'value':
      return integerIn(value, -1_000_000, 1_000_000);
    case 'width':
    case 'height':
      return integerIn(value, 1, 10_000);
    case 'type':
      return tag === 'ol' && /^[1aAiI]$/.test(value) ? value : null;
    case 'scope':
      return ['row', 'col', 'rowgroup', 'colgroup'].includes(value.toLowerCase()) ? value.toLowerCase() : null;
    case 'datetime':
      return /^[0-9T:.+\-Z ]{1,40}$/.test(value) ? value : null;
    case 'href':
    case 'src':
      return value; // judged by renderLink / renderImage
    default:
      return null;
  }
}

function integerIn(value: string, min: number, max: number): string | null {
  const trimmed = value.trim();
  if (!/^-?\d{1,9}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? String(n) : null;
}

/**
 * A URL as the browser would resolve it, or null. Browsers drop tabs and newlines anywhere in a
 * URL and trim C0 controls and spaces at the ends ("java\tscript:" is "javascript:"); the WHATWG
 * parser then does the rest (backslashes, "//host"), so the same parser judges it here.
 */
export function resolveUrl(value: string, base: string): URL | null {
  const cleaned = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (!cleaned) return null;
  try {
    return new URL(cleaned, base);
  } catch {
    return null;
  }
}

/** href (and rel/target for other sites) of a link; no href when the URL is not http(s), mailto or tel. */
function renderLink(attrs: Map<string, string>, options: SanitizeOptions): [string, string][] {
  const raw = attrs.get('href');
  if (raw === undefined) return [];
  const trimmed = raw.replace(/[\t\n\r]/g, '').trim();
  // An in-page anchor stays relative ("#" cannot start a scheme).
  if (/^#[\w\-.~%]*$/.test(trimmed)) return [['href', trimmed]];
  const url = resolveUrl(raw, options.siteUrl);
  if (!url || !LINK_PROTOCOLS.has(url.protocol)) return [];
  const site = new URL(options.siteUrl);
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === site.origin) {
    return [['href', `${url.pathname}${url.search}${url.hash}`]];
  }
  const external: [string, string][] = [['href', url.href]];
  if (url.protocol === 'http:' || url.protocol === 'https:') external.push(['rel', EXTERNAL_LINK_REL], ['target', '_blank']);
  return external;
}

/**
 * An image through the proxy, lazy (the body is below the fold), with its size reserved. Only
 * absolute http(s) sources: the upstream makes every real picture absolute, and a relative one
 * (`src=x`) has no meaningful base, it would only be a broken box.
 */
function renderImage(attrs: Map<string, string>, options: SanitizeOptions): [string, string][] | null {
  const raw = attrs.get('src');
  const url = raw === undefined ? null : resolveUrl(raw, options.siteUrl);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (!/^https?:\/\//i.test(raw?.replace(/[\t\n\r]/g, '').trim() ?? '')) return null;
  const image = responsiveImage(
    options.imageProxyUrl,
    { url: url.href, width: Number(attrs.get('width') ?? 0), height: Number(attrs.get('height') ?? 0) },
    options.imageDisplayWidth ?? DEFAULT_BODY_WIDTH,
  );
  if (!image) return null;
  const out: [string, string][] = [
    ['src', image.src],
    ['srcset', image.srcSet],
    ['sizes', image.sizes],
    ['width', String(image.width)],
    ['height', String(image.height)],
    ['alt', attrs.get('alt') ?? ''],
    ['loading', 'lazy'],
    ['decoding', 'async'],
  ];
  for (const key of GLOBAL_ATTRIBUTES) {
    const value = attrs.get(key);
    if (value !== undefined) out.push([key, value]);
  }
  return out;
}
