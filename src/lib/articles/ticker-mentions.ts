import { LRUCache } from 'lru-cache';
import { mayLinkInside, mixedContentStarts, TAG, UNLINKED } from './mention-paths';
import { VOID_ELEMENTS } from './sanitize-policy';
import { AMBIGUOUS_SYMBOLS, type EnglishName, firstEnglishWord, type KnownStock, type TickerDictionary } from './ticker-dictionary';

/**
 * The stocks an article's text names, and where (decision 043). The input is ONLY the
 * sanitiser's output (sanitize.ts), which is a strict form of HTML: every `<` starts a tag (text and
 * attribute values are escaped), attribute values are double-quoted with `"`, `<` and `>` escaped,
 * there are no comments, raw-text elements or foreign content, and every element is closed. So a
 * regular scan reads it exactly, in linear time, and only text between tags is ever searched: never
 * an attribute, a URL, an existing link, code or a heading.
 *
 * The answer is a tree only along the paths to the mentions: every other element stays a slice of
 * the sanitised string (rendered as inner HTML as before), so the page's payload grows by the few
 * elements on those paths, and nothing new is ever written as markup (the renderer writes the links
 * and the decoded text through React, which escapes them).
 */

/** Stocks linked in one article at most (each at its first mention only, as Seeking Alpha does). */
export const MAX_LINKED_STOCKS = 10;

export interface SliceNode {
  kind: 'slice';
  tag: string;
  /** The start tag's source, `<p title="…">` (attributes: parseStartTag). */
  startTag: string;
  /** Inner HTML: a balanced slice of the sanitised body ('' for a void element). */
  inner: string;
}
export interface PathNode {
  kind: 'path';
  tag: string;
  startTag: string;
  children: BodyNode[];
}
export interface MentionNode {
  kind: 'mention';
  stock: KnownStock;
  /** As written: 輝達, NVDA, $NVDA. */
  text: string;
}
/** Decoded text (rendered escaped by React). */
export type BodyNode = SliceNode | PathNode | MentionNode | string;

export interface LinkedBody {
  nodes: BodyNode[];
  /** The stocks linked, in the order of their first mention. */
  stocks: KnownStock[];
}

/**
 * The most nodes the tree may hold (each a React element or text node the page renders, and part of
 * its RSC payload). A body needing more (a real article has a few hundred blocks at most; the hostile
 * fixture's article 9004 has 11,100 at its top level) is left unlinked: rendering 11,000 elements
 * would cost a reader more than the links give.
 */
export const MAX_TREE_NODES = 2_000;

interface Frame {
  tag: string;
  startTag: string;
  innerStart: number;
  /** Text here may be linked (every ancestor is a path tag, none is unlinked). */
  linkable: boolean;
  /** Recorded only while linkable: what renders when a mention is inside. */
  children: BodyNode[] | null;
  hasMention: boolean;
}

/**
 * Links the first mention of each stock the dictionary knows (at most `max`), in the sanitised body
 * `html`; `taggedIds` (the article's stock tags) may be named by an ambiguous symbol without a cashtag.
 * Null when nothing is linked: the body renders as its HTML alone.
 */
export function linkTickers(html: string, dictionary: TickerDictionary, taggedIds: readonly string[] = [], max = MAX_LINKED_STOCKS): LinkedBody | null {
  if (!html || max <= 0) return null;
  const mixed = mixedContentStarts(html);
  const tagged = new Set(taggedIds);
  const linked = new Map<string, KnownStock>();
  const root: Frame = { tag: '', startTag: '', innerStart: 0, linkable: true, children: [], hasMention: false };
  const stack: Frame[] = [root];
  let unlinked = 0;
  let at = 0;

  const text = (end: number) => {
    if (end <= at) return;
    const top = stack[stack.length - 1] as Frame;
    if (!top.children) return;
    const decoded = decodeText(html.slice(at, end));
    if (unlinked > 0 || linked.size >= max) {
      top.children.push(decoded);
      return;
    }
    const parts = findMentions(decoded, dictionary, tagged, linked, max);
    if (parts.some((part) => typeof part !== 'string')) for (const frame of stack) frame.hasMention = true;
    top.children.push(...parts);
  };

  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    text(match.index);
    // The top level is always part of the tree: past the budget nothing will be linked, stop reading.
    if ((root.children as BodyNode[]).length > MAX_TREE_NODES) return null;
    at = TAG.lastIndex;
    const [source, closing, tag] = match as unknown as [string, string, string];
    const top = stack[stack.length - 1] as Frame;
    if (closing) {
      if (top.tag !== tag || stack.length === 1) continue; // never in the sanitiser's output (balanced)
      stack.pop();
      if (UNLINKED.has(tag)) unlinked--;
      const parent = stack[stack.length - 1] as Frame;
      parent.children?.push(
        top.hasMention && top.children
          ? { kind: 'path', tag, startTag: top.startTag, children: top.children }
          : { kind: 'slice', tag, startTag: top.startTag, inner: html.slice(top.innerStart, match.index) },
      );
      continue;
    }
    if (VOID_ELEMENTS.has(tag)) {
      top.children?.push({ kind: 'slice', tag, startTag: source, inner: '' });
      continue;
    }
    const linkable = top.linkable && mayLinkInside(tag, match.index, mixed);
    if (UNLINKED.has(tag)) unlinked++;
    stack.push({ tag, startTag: source, innerStart: at, linkable, children: linkable ? [] : null, hasMention: false });
  }
  text(html.length);
  const nodes = root.children as BodyNode[];
  if (linked.size === 0 || stack.length !== 1 || treeSize(nodes) > MAX_TREE_NODES) return null;
  return { nodes, stocks: [...linked.values()] };
}

const treeSize = (nodes: readonly BodyNode[]): number => nodes.reduce((size, node) => size + 1 + (typeof node !== 'string' && node.kind === 'path' ? treeSize(node.children) : 0), 0);

/**
 * linkTickers through the isolate's copy for long bodies (decision 038 composed): the sanitised body
 * of a long article is the same string object for every reader (sanitized-bodies.ts), so its links
 * are found once per isolate and directory snapshot too (article 9004: ~250 ms on a slow machine).
 */
export function linkTickersKept(html: string, dictionary: TickerDictionary, taggedIds: readonly string[] = []): LinkedBody | null {
  if (html.length < KEPT_FROM_CHARS) return linkTickers(html, dictionary, taggedIds);
  let kept = keptLinks.get(dictionary);
  // A handful of long bodies (their text is the sanitised copy's, shared), the least recently used out first.
  if (!kept) keptLinks.set(dictionary, (kept = new LRUCache({ max: KEPT_BODIES })));
  // Keyed by the body itself (its hash is computed once per string), the tags beside it.
  const tags = taggedIds.join(',');
  const held = kept.get(html);
  if (held?.tags === tags) return held.answer;
  const answer = linkTickers(html, dictionary, taggedIds);
  kept.set(html, { tags, answer });
  return answer;
}

const KEPT_FROM_CHARS = 20_000;
const KEPT_BODIES = 16;
const keptLinks = new WeakMap<TickerDictionary, LRUCache<string, { tags: string; answer: LinkedBody | null }>>();

/** The sanitiser escapes only these three in text (sanitize-entities.ts). */
const decodeText = (text: string): string => (text.includes('&') ? text.replace(/&(amp|lt|gt);/g, (_, name: string) => (name === 'amp' ? '&' : name === 'lt' ? '<' : '>')) : text);

// An uppercase token on word boundaries: not after a letter, digit, '.', '&', '$'; not before a letter or digit.
const SYMBOL_TOKEN = /(?<![A-Za-z0-9.&$])(\$?)([A-Z][A-Z0-9]{0,5}(?:\.[A-Z](?![A-Za-z0-9]))?)(?![A-Za-z0-9])/g;
const OPENING = new Set(['(', '（']);
const CLOSING = new Set([')', '）']);

/** The text split around its new mentions (recorded in `linked`, first mention of each stock only). */
export function findMentions(text: string, dictionary: TickerDictionary, tagged: ReadonlySet<string>, linked: Map<string, KnownStock>, max: number): BodyNode[] {
  const found: { start: number; end: number; stock: KnownStock }[] = [];
  const urls = urlRanges(text);
  const inUrl = (start: number) => urls.some(([from, to]) => start >= from && start < to);
  SYMBOL_TOKEN.lastIndex = 0;
  for (let match = SYMBOL_TOKEN.exec(text); match; match = SYMBOL_TOKEN.exec(text)) {
    const [whole, cashtag, symbol] = match as unknown as [string, string, string];
    const stock = dictionary.bySymbol.get(symbol);
    if (!stock || inUrl(match.index)) continue;
    const end = match.index + whole.length;
    const marked = cashtag === '$' || (OPENING.has(text[match.index - 1] ?? '') && CLOSING.has(text[end] ?? ''));
    if ((symbol.length === 1 || AMBIGUOUS_SYMBOLS.has(symbol)) && !marked && !tagged.has(stock.id)) continue;
    found.push({ start: match.index, end, stock });
  }
  if (dictionary.byFirstChar.size > 0) {
    for (let index = 0; index < text.length; index++) {
      const candidates = dictionary.byFirstChar.get(text[index] as string);
      if (!candidates) continue;
      const hit = candidates.find(([name]) => text.startsWith(name, index));
      if (!hit || inUrl(index)) continue;
      found.push({ start: index, end: index + hit[0].length, stock: hit[1] });
      index += hit[0].length - 1;
    }
  }
  if (dictionary.byEnglishWord.size > 0) {
    ENGLISH_WORD.lastIndex = 0;
    for (let match = ENGLISH_WORD.exec(text); match; match = ENGLISH_WORD.exec(text)) {
      const candidates = dictionary.byEnglishWord.get(firstEnglishWord(match[0]));
      const hit = candidates?.find((name) => englishMentionAt(text, match.index, name, tagged));
      if (!hit || inUrl(match.index)) continue;
      found.push({ start: match.index, end: match.index + hit.name.length, stock: hit.stock });
    }
  }
  if (found.length === 0) return [text];
  // At one place the longest wins ("ON Semiconductor" over a cashtag-less "ON").
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const parts: BodyNode[] = [];
  let from = 0;
  for (const { start, end, stock } of found) {
    if (start < from || linked.has(stock.id) || linked.size >= max) continue;
    linked.set(stock.id, stock);
    if (start > from) parts.push(text.slice(from, start));
    parts.push({ kind: 'mention', stock, text: text.slice(start, end) });
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/**
 * Where a word of English text starts: Latin letters not after a Latin letter, a digit or & . @ _ / -
 * (inside a word, a domain, a handle, a compound). Chinese around it is no letter here: 「與Meta的」.
 */
const ENGLISH_WORD = /(?<![A-Za-z\u00C0-\u024F0-9&.@_/-])[A-Za-z\u00C0-\u024F]+/g;

/**
 * Whether `name` is written at `start` as a company's name: the whole name with its
 * own spaces and punctuation, as a capitalised word in any case after the first letter ("Nvidia",
 * "NVIDIA"; never "nvidia" or "apple"), or exactly as the directory spells it ("eBay"; "SAP" only in
 * capitals), and ending the word: not followed by a letter or digit, nor by a hyphen or dot that
 * joins another word ("Meta-analysis", "Apple.com"; "Apple's" is Apple), nor by a capitalised word that
 * makes it a longer proper name ("Apple Hospitality" is another company, "Meta Materials" too; "Apple
 * Watch" and "Tesla Model Y" go unlinked with them: a missed link costs less than a wrong one). An
 * everyday-word name needs the article's stock tag.
 */
function englishMentionAt(text: string, start: number, name: EnglishName, tagged: ReadonlySet<string>): boolean {
  const written = text.slice(start, start + name.name.length);
  const asListed = written === name.name;
  if (!asListed && (name.asWritten || written.toLowerCase() !== name.lower || !/^[A-Z\u00C0-\u00DE]/.test(written))) return false;
  const after = text.slice(start + name.name.length, start + name.name.length + 3);
  if (/^[A-Za-z\u00C0-\u024F0-9&_]|^[-.@/][A-Za-z\u00C0-\u024F0-9]/.test(after)) return false;
  // The start of a longer proper name: another company ("Apple Hospitality", "Meta Materials") or a product.
  if (/^ [A-Z\u00C0-\u00DE][a-z\u00DF-\u00FF]/.test(after)) return false;
  return !name.tagOnly || tagged.has(name.stock.id);
}

/** A URL written as text (https://…/NVDA, www.…): up to the next space, nothing in it is a mention. */
const URL_TEXT = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.)\S*/gi;

function urlRanges(text: string): [number, number][] {
  if (!text.includes('://') && !/www\./i.test(text)) return [];
  return [...text.matchAll(URL_TEXT)].map((match) => [match.index, match.index + match[0].length]);
}

/** A start tag's name and attributes as the sanitiser wrote them (values decoded). */
export function parseStartTag(startTag: string): [string, string][] {
  const attributes: [string, string][] = [];
  const body = startTag.replace(/^<[a-z0-9]+/, '').replace(/>$/, '');
  for (const match of body.matchAll(/([^\s="]+)(?:="([^"]*)")?/g)) {
    const [, name, value] = match as unknown as [string, string, string | undefined];
    attributes.push([name, value === undefined ? '' : decodeAttribute(value)]);
  }
  return attributes;
}

const decodeAttribute = (value: string): string => value.replace(/&(amp|quot|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>' })[name as 'amp']);
