import { type Token, Tokenizer, TokenizerMode } from 'parse5';

/** What reads an article body's tokens (the sanitiser's writer, the preview's line reader). */
export interface HtmlTokenSink {
  start(token: Token.TagToken): void;
  /** An end tag; right after skipRawText() it is the raw-text element's own end. */
  end(tagName: string): void;
  text(chars: string): void;
  /** A raw-text element (script, style, textarea…) starts: its content up to its end tag is not markup, and goes. */
  skipRawText(): void;
}

/**
 * Feeds `html` to `sink` token by token with parse5's WHATWG tokeniser (decision 020): any string,
 * linear time, no tree, nothing that can throw on nesting. Without a tree builder the tokeniser must
 * be told when an element's content is raw text (the states a browser's tree builder would set), or
 * `<style>` inside `<select>` would be read as markup. U+0000, comments and doctypes are dropped, as a
 * browser shows none of them.
 */
export function readHtmlTokens(html: string, sink: HtmlTokenSink): void {
  const tokenizer: Tokenizer = new Tokenizer(
    {},
    {
      onStartTag(token: Token.TagToken) {
        const rawText = RAW_TEXT_STATE[token.tagName];
        if (rawText !== undefined) {
          tokenizer.state = rawText;
          sink.skipRawText();
          return;
        }
        sink.start(token);
      },
      onEndTag(token: Token.TagToken) {
        sink.end(token.tagName);
      },
      onCharacter(token: Token.CharacterToken) {
        sink.text(token.chars);
      },
      onWhitespaceCharacter(token: Token.CharacterToken) {
        sink.text(token.chars);
      },
      onNullCharacter() {},
      onComment() {},
      onDoctype() {},
      onEof() {},
    },
  );
  tokenizer.write(html, true);
}

/** Elements whose content the tokeniser must read as text (the states a browser's tree builder would set). */
const RAW_TEXT_STATE: Partial<Record<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]>> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  noscript: TokenizerMode.RAWTEXT,
  title: TokenizerMode.RCDATA,
  textarea: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};
