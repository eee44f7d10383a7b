import { escapeRawText } from './sanitize-entities';
import { CLOSES_PARAGRAPH, renderStartTag, type SanitizeOptions, tagAction, type TagAction, VOID_ELEMENTS } from './sanitize-policy';

export { EXTERNAL_LINK_REL, type SanitizeOptions } from './sanitize-policy';

/**
 * Article HTML (written by authors, possibly hostile) made safe to hand to React's
 * dangerouslySetInnerHTML, on the server, in workerd.
 *
 * Cloudflare's HTMLRewriter (lol-html) is used as a tokeniser only: its handlers report start tags,
 * end tags and text in document order, and this module writes a NEW document from them — allowlisted
 * elements with checked attributes (sanitize-policy.ts), text with `<` and `>` escaped, comments
 * dropped. Nothing of the source is copied through unchecked, so a difference between how lol-html
 * and a browser tokenise tricky markup (mXSS) can change which harmless text survives, never let
 * markup through. The output is balanced: every element it opens, it closes.
 *
 * Needs the HTMLRewriter global (workerd); tests are *.worker.test.ts.
 */
export async function sanitizeArticleHtml(html: string, options: SanitizeOptions): Promise<string> {
  if (!html) return '';
  const writer = new DocumentWriter(options);
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(element) {
        // The DOM lib's Element type merges with the Workers one; HTMLRewriter's attributes are [name, value] pairs.
        const attributes = element.attributes as unknown as Iterable<readonly string[]>;
        const entry = writer.start(element.tagName.toLowerCase(), attributes);
        if (!entry) return;
        try {
          element.onEndTag(() => writer.end(entry));
        } catch {
          // lol-html refuses an end-tag handler for an element that cannot have one (void or
          // self-closing): it never had content, so it never opened anything on the stack.
          writer.forget(entry);
        }
      },
    })
    .onDocument({
      text(chunk) {
        writer.text(chunk.text);
      },
    });
  // The transformed stream is read only to drive the handlers; its bytes are the unsafe original.
  await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })).arrayBuffer();
  return writer.finish();
}

interface OpenElement {
  tag: string;
  action: TagAction;
  /** What to write when it closes (kept elements only). */
  close: string | null;
}

/** Builds the output from the token stream with a stack of open elements. */
class DocumentWriter {
  private readonly out: string[] = [];
  private readonly stack: OpenElement[] = [];
  /** How many open elements are dropped ones; while any is, nothing is written. */
  private dropping = 0;
  private readonly options: SanitizeOptions;

  constructor(options: SanitizeOptions) {
    this.options = options;
  }

  /** A start tag; answers the stack entry to close on its end tag, or null for a void element. */
  start(tag: string, attributes: Iterable<readonly string[]>): OpenElement | null {
    const action: TagAction = this.dropping > 0 ? 'drop' : tagAction(tag);
    let close: string | null = null;
    if (action === 'keep') {
      this.closeImpliedBy(tag);
      const rendered = renderStartTag(tag, attributes, this.options);
      if (rendered) {
        this.out.push(rendered.open);
        close = rendered.close;
      }
    }
    if (VOID_ELEMENTS.has(tag)) return null;
    const entry: OpenElement = { tag, action, close };
    this.stack.push(entry);
    if (action === 'drop') this.dropping++;
    return entry;
  }

  /** The element's end tag: closes it and anything left open inside it. */
  end(entry: OpenElement): void {
    const index = this.stack.lastIndexOf(entry);
    if (index >= 0) this.popTo(index);
  }

  /** An element that turned out to have no end tag: take it off the stack without closing markup twice. */
  forget(entry: OpenElement): void {
    const index = this.stack.lastIndexOf(entry);
    if (index < 0) return;
    this.stack.splice(index, 1);
    if (entry.action === 'drop') this.dropping--;
    if (entry.close) this.out.push(entry.close);
  }

  text(text: string): void {
    if (this.dropping === 0 && text) this.out.push(escapeRawText(text));
  }

  finish(): string {
    this.popTo(0);
    return this.out.join('');
  }

  private popTo(index: number): void {
    while (this.stack.length > index) {
      const open = this.stack.pop() as OpenElement;
      if (open.action === 'drop') this.dropping--;
      if (open.close) this.out.push(open.close);
    }
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
