import { VOID_ELEMENTS } from './sanitize-policy';

/**
 * Which elements of a sanitised body a stock mention may be linked inside (ticker-mentions.ts): the
 * elements the page re-creates on the path to a link, and a first pass that finds the phrasing
 * elements holding a block, where the browser's parser would build another tree.
 */

/** Text inside these is never linked: links (no link in a link), code, headings, table cells (see isPathTag), a details' summary. */
export const UNLINKED = new Set(['a', 'code', 'pre', 'kbd', 'samp', 'var', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'summary', 'table', 'caption']);
/** Inline elements: their content is phrasing only. */
const PHRASING = new Set(['span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'cite', 'q', 'abbr', 'time', 'br', 'wbr', 'img']);
/** Elements that take phrasing content: a path may pass through them only when that is all they hold. */
const PHRASING_HOLDERS = new Set(['p', 'li', 'dt', 'dd', 'figcaption', ...PHRASING]);
/** Containers of blocks a path may pass through. */
const BLOCK_CONTAINERS = new Set(['div', 'blockquote', 'ul', 'ol', 'dl', 'figure', 'details']);

/**
 * Elements the page re-creates as React elements on a path to a mention. Only where the browser's
 * parser builds the same tree as the sanitiser's stack: never a table (the parser adds tbody and
 * moves text), and a paragraph or list item only when it holds phrasing alone (a block inside one
 * would be closed early by the parser, which the sanitiser's stack does not always do).
 */
const isPathTag = (tag: string): boolean => PHRASING_HOLDERS.has(tag) || BLOCK_CONTAINERS.has(tag);

/** A start or end tag of the sanitiser's output (every `<` starts one). */
export const TAG = /<(\/?)([a-z][a-z0-9]*)[^>]*>/g;

/** Text in element `tag` starting at `start` may be linked, given its ancestors may (`mixed`: mixedContentStarts). */
export const mayLinkInside = (tag: string, start: number, mixed: ReadonlySet<number>): boolean => isPathTag(tag) && !UNLINKED.has(tag) && !(PHRASING_HOLDERS.has(tag) && mixed.has(start));

/** Where elements that should hold phrasing only start, when they hold a block (a first pass over the tags, linear: a block marks its parent, a parent its own on closing). */
export function mixedContentStarts(html: string): Set<number> {
  const mixed = new Set<number>();
  const stack: { tag: string; start: number; holdsBlock: boolean }[] = [];
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [, closing, tag] = match as unknown as [string, string, string];
    const top = stack.at(-1);
    if (closing) {
      if (top?.tag !== tag) continue;
      stack.pop();
      if (top.holdsBlock) {
        if (PHRASING_HOLDERS.has(tag)) mixed.add(top.start);
        const parent = stack.at(-1);
        if (parent) parent.holdsBlock = true;
      }
      continue;
    }
    if (!PHRASING.has(tag) && top) top.holdsBlock = true;
    if (!VOID_ELEMENTS.has(tag)) stack.push({ tag, start: match.index, holdsBlock: false });
  }
  return mixed;
}
