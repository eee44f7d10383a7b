/**
 * Escaping for the article sanitiser's output. The tokeniser (parse5) hands over text and attribute
 * values with every character reference already decoded, exactly as a browser decodes them, so the
 * URL checks judge the string the browser would see; writing it back escaped means the browser
 * reads exactly that string again, never markup.
 */

/** A value for a double-quoted attribute: nothing in it can end the attribute or start a reference. */
export function escapeAttribute(value: string): string {
  return wellFormed(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Decoded text for element content: `&`, `<` and `>` escaped, so no text can open a tag or a reference. */
export function escapeText(text: string): string {
  return wellFormed(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A lone surrogate cannot be encoded as UTF-8: U+FFFD, as the encoder would write it anyway (String#toWellFormed is ES2024). */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}
