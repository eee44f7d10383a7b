import type { Token } from 'parse5';
import { readHtmlTokens } from './html-tokens';
import { escapeText } from './sanitize-entities';
import { CLOSES_PARAGRAPH, renderStartTag, type SanitizeOptions, tableScrollBox, tagAction, type TagAction, VOID_ELEMENTS } from './sanitize-policy';

export { EXTERNAL_LINK_REL, type SanitizeOptions } from './sanitize-policy';

/**
 * Article HTML (written by authors, possibly hostile) made safe to hand to React's
 * dangerouslySetInnerHTML.
 *
 * parse5's tokeniser (the WHATWG tokenisation algorithm, no tree builder) reports start tags, end
 * tags and text in document order, with character references decoded as a browser decodes them;
 * this module writes a NEW document from them: allowlisted elements with checked attributes
 * (sanitize-policy.ts), text escaped, comments dropped. Nothing of the source is copied through
 * unchecked, so a difference between this and a browser's tree building (mXSS) can change which
 * harmless text survives, never let markup through. The output is balanced: every element it opens,
 * it closes.
 *
 * It cannot fail a page (decision 020): the tokeniser accepts any string, runs in linear time, and
 * the writer's stack is bounded (MAX_DEPTH), so 200,000 characters of nesting or misnesting cost a
 * few milliseconds instead of a parser error or seconds of work. HTMLRewriter, used before, threw on
 * raw-text elements inside <select>/<template> and past ~15,000 nested elements, and cost ~50 µs per
 * element.
 */
export function sanitizeArticleHtml(html: string, options: SanitizeOptions, articleId?: number): string {
  if (!html) return '';
  try {
    if (html.length > MAX_INPUT_CHARS) {
      console.warn(`sanitizer: article ${articleId ?? '?'} body has ${html.length} characters; the first ${MAX_INPUT_CHARS} are shown`);
    }
    return sanitizeTokens(html.slice(0, MAX_INPUT_CHARS), options);
  } catch (error) {
    // Nothing known reaches here; if something does, the reader still gets the words.
    console.error(`sanitizer: article ${articleId ?? '?'} fell back to plain text:`, error);
    return plainTextParagraphs(html.slice(0, MAX_INPUT_CHARS));
  }
}

/** Bodies past this are cut (the largest real article is ~60,000 characters). */
export const MAX_INPUT_CHARS = 1_000_000;

/** The last resort: every tag removed, the rest escaped, blank lines as paragraph breaks. */
export function plainTextParagraphs(html: string): string {
  return html
    .replace(/<[^>]*>?/g, ' ')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph)}</p>`)
    .join('');
}

function sanitizeTokens(html: string, options: SanitizeOptions): string {
  const writer = new DocumentWriter(options);
  readHtmlTokens(html, {
    start: (token) => writer.start(token.tagName, token.attrs, token.selfClosing),
    end: (tagName) => writer.end(tagName),
    text: (chars) => writer.text(chars),
    // Every raw-text element is dropped with its content.
    skipRawText: () => writer.skipRawText(),
  });
  return writer.finish();
}

const FOREIGN_ROOTS = new Set(['svg', 'math']);

/**
 * How deep the output may nest (a table counts twice: its scroll box is a level). Real articles stay
 * under 20 levels; past this, start tags are ignored (their text is kept), as browsers flatten past
 * their own limit (512 in Blink).
 */
export const MAX_DEPTH = 256;

interface OpenElement {
  tag: string;
  action: TagAction;
  /** What to write when it closes (kept elements only). */
  close: string | null;
  /** Where its start tag is in the output, to take it back if nothing but whitespace was written inside. */
  openedAt: number;
}

/** Empty table cells keep a table's columns in place; any other element left empty is dropped (it would only be a gap). */
const KEPT_WHEN_EMPTY = new Set(['td', 'th']);
const HTML_WHITESPACE = /^[ \t\n\r\f]*$/;

/** Builds the output from the token stream with a bounded stack of open elements. */
class DocumentWriter {
  private readonly out: string[] = [];
  private readonly stack: OpenElement[] = [];
  /** How many open elements are dropped ones; while any is, nothing is written. */
  private dropping = 0;
  /** Inside a raw-text element (the tokeniser reports its whole content as text, then its end tag). */
  private inRawText = false;
  /** Tables written so far: each one's scroll box is numbered. */
  private tables = 0;
  /** Tables open now: each nests its box around it, one level more than the stack shows. */
  private openTables = 0;
  private readonly options: SanitizeOptions;

  constructor(options: SanitizeOptions) {
    this.options = options;
  }

  start(tag: string, attributes: Token.Attribute[], selfClosing: boolean): void {
    if (this.inRawText) return;
    // `<svg/>` and `<math/>` are complete elements (foreign content honours the slash); `<div/>` is only a start tag.
    const isVoid = VOID_ELEMENTS.has(tag) || (selfClosing && FOREIGN_ROOTS.has(tag));
    // A table opens two levels (its box and itself).
    if (!isVoid && this.stack.length + this.openTables + (tag === 'table' ? 2 : 1) > MAX_DEPTH) return;
    const action: TagAction = this.dropping > 0 ? 'drop' : tagAction(tag);
    let close: string | null = null;
    let openedAt = -1;
    if (action === 'keep') {
      this.closeImpliedBy(tag);
      const rendered = renderStartTag(tag, attributes, this.options);
      if (rendered) {
        openedAt = this.out.length;
        close = rendered.close;
        if (tag === 'table') {
          // Box and table are one entry of the output, so a table taken back as empty takes its box along.
          const box = tableScrollBox(++this.tables);
          this.out.push(box.open + rendered.open);
          close = `${rendered.close ?? ''}${box.close}`;
          this.openTables++;
        } else {
          this.out.push(rendered.open);
        }
      }
    }
    if (isVoid) return;
    this.stack.push({ tag, action, close, openedAt });
    if (action === 'drop') this.dropping++;
  }

  /** A raw-text element starts: everything up to its end tag goes. */
  skipRawText(): void {
    this.inRawText = true;
  }

  /** An end tag closes the nearest open element of that name and anything left open inside it; a stray one is ignored. */
  end(tag: string): void {
    if (this.inRawText) {
      // In a raw-text state the tokeniser reports only the element's own end tag.
      this.inRawText = false;
      return;
    }
    for (let index = this.stack.length - 1; index >= 0; index--) {
      if (this.stack[index]?.tag === tag) {
        this.popTo(index);
        return;
      }
    }
  }

  text(text: string): void {
    if (this.dropping === 0 && !this.inRawText && text) this.out.push(escapeText(text));
  }

  finish(): string {
    this.popTo(0);
    return this.out.join('');
  }

  private popTo(index: number): void {
    while (this.stack.length > index) {
      const open = this.stack.pop() as OpenElement;
      if (open.action === 'drop') this.dropping--;
      if (open.tag === 'table' && open.close) this.openTables--;
      if (!open.close) continue;
      if (this.isEmptySince(open) && !KEPT_WHEN_EMPTY.has(open.tag)) this.out.length = open.openedAt;
      else this.out.push(open.close);
    }
  }

  /** Nothing but whitespace was written since the element opened (its empty children were taken back already). */
  private isEmptySince(open: OpenElement): boolean {
    for (let index = open.openedAt + 1; index < this.out.length; index++) {
      if (!HTML_WHITESPACE.test(this.out[index] as string)) return false;
    }
    return true;
  }

  /** Paragraphs and list items end where the HTML parser would end them (`<p>a<p>b`, `<li>a<li>b`). */
  private closeImpliedBy(tag: string): void {
    const top = this.stack.at(-1);
    if (!top) return;
    if ((CLOSES_PARAGRAPH.has(tag) && top.tag === 'p') || (tag === 'li' && top.tag === 'li') || ((tag === 'dt' || tag === 'dd') && (top.tag === 'dt' || top.tag === 'dd'))) {
      this.popTo(this.stack.length - 1);
    }
  }
}
