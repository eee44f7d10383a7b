import type { Token } from 'parse5';
import { type HtmlTokenSink, readHtmlTokens } from './html-tokens';
import { MAX_INPUT_CHARS } from './sanitize';

/**
 * An article body as the lines a reader reads: one paragraph, heading, list item, table row,
 * caption or image description a line, whitespace collapsed as a browser collapses it, character
 * references decoded. The preview compares two versions of an article line by line (text-diff.ts).
 *
 * The body is hostile HTML (decision 006). Pass it through sanitizeArticleHtml first, so the lines
 * are what readers are shown; this module still never trusts its input: it reads tokens with parse5's
 * WHATWG tokeniser (the sanitiser's, decision 020: any string, linear time, no tree, nothing that can
 * throw on nesting), drops the content of script-like elements, and returns plain strings that the
 * page writes as text (React escapes them), never as markup.
 */
export function articleTextLines(html: string): string[] {
  if (!html) return [];
  const reader = new LineReader();
  readHtmlTokens(html.slice(0, MAX_INPUT_CHARS), reader);
  return reader.finish();
}

/** Elements that start and end a line of their own (the sanitiser's block elements, and a few it unwraps). */
const BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'hr',
  'details',
  'summary',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'address',
]);
/** Cells of a row share its line, separated so that "1 | 2" never reads as "12". */
const CELLS = new Set(['td', 'th']);
const CELL_SEPARATOR = ' | ';
/** A line past this is cut: a diff row of a megabyte helps no one, and the page must stay small. */
export const MAX_LINE_CHARS = 2_000;
const COLLAPSIBLE = /[ \t\n\r\f]+/g;
const EMPTY_ROW = /^[|\s]*$/;

/** Collects text into lines as the tokens arrive. */
class LineReader implements HtmlTokenSink {
  private readonly lines: string[] = [];
  private current = '';
  /** Inside <pre>: its line breaks are lines. */
  private preDepth = 0;
  /** Cells opened in the current row (the first gets no separator). */
  private cellsInRow = 0;
  /** Inside a raw-text element (script, style…): what a browser would never show as text, skipped whole. */
  private skipping = false;

  skipRawText(): void {
    this.skipping = true;
  }

  start(token: Token.TagToken): void {
    const tag = token.tagName;
    if (tag === 'br') return this.breakLine();
    if (tag === 'img') {
      // An image is a line of its own, named by its description, so swapping a chart shows in the diff.
      const alt = token.attrs
        .find((attr) => attr.name === 'alt')
        ?.value.replace(COLLAPSIBLE, ' ')
        .trim();
      this.breakLine();
      this.push(alt ? `［圖片］${alt}` : '［圖片］');
      return;
    }
    if (CELLS.has(tag)) {
      if (this.cellsInRow++ > 0) this.current += CELL_SEPARATOR;
      return;
    }
    if (BLOCKS.has(tag)) {
      this.breakLine();
      if (tag === 'tr') this.cellsInRow = 0;
      if (tag === 'pre') this.preDepth++;
    }
  }

  end(tag: string): void {
    if (this.skipping) {
      // In a raw-text state the tokeniser reports only the element's own end tag.
      this.skipping = false;
      return;
    }
    if (BLOCKS.has(tag)) {
      this.breakLine();
      if (tag === 'pre' && this.preDepth > 0) this.preDepth--;
      if (tag === 'tr') this.cellsInRow = 0;
    }
  }

  text(chars: string): void {
    if (this.skipping) return;
    if (this.preDepth > 0) {
      const [first = '', ...rest] = chars.split(/\r\n|\r|\n/);
      this.current += first;
      for (const part of rest) {
        this.breakLine();
        this.current += part;
      }
      return;
    }
    this.current += chars;
  }

  finish(): string[] {
    this.breakLine();
    return this.lines;
  }

  private breakLine(): void {
    this.push(this.current);
    this.current = '';
  }

  private push(text: string): void {
    const line = text.replace(COLLAPSIBLE, ' ').trim();
    // Nothing but separators: a row of empty cells.
    if (EMPTY_ROW.test(line)) return;
    this.lines.push(line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS).replace(/[\ud800-\udbff]$/, '')}…` : line);
  }
}
