/**
 * Text that goes into HTML the server writes by hand: the one escaper for text and attribute values,
 * and the one serialiser for JSON inside a <script> element (a JSON-LD data block or an inline
 * script's literal). Used by the JSON-LD of articles and stock pages and by the edge's small pages.
 */

/** Text or a quoted attribute value: `& < > " '` become numeric character references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * JSON for a <script> element, `<script type="application/ld+json">` or inline. JSON.stringify
 * alone is not enough: a title holding `</script><script>…` would end the element, and `<!--` would
 * open a comment. `<`, `>` and `&` become \u escapes (still the same JSON), and so do U+2028 and
 * U+2029, which old JavaScript parsers read as line ends inside a string.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
