import { type APIResponse, expect } from '@playwright/test';
import { type DefaultTreeAdapterMap, parse } from 'parse5';

/**
 * The HTML a response carries, parsed (parse5, the WHATWG algorithm a browser uses) and read without a
 * browser: the server's markup by test id. Streamed Suspense content is in the HTML too (hidden until
 * React's inline script reveals it), so these read the markup, not what is painted.
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface HtmlNode {
  attr: (name: string) => string | null;
  text: string;
}

export interface ServerHtml {
  /** Elements with this data-testid (and, if given, these attribute values), in document order. */
  byTestId: (id: string, attrs?: Record<string, string>) => HtmlNode[];
  /** The one element with this data-testid: a second one, or none, fails the test. */
  one: (id: string) => HtmlNode;
  /** One attribute of each element with this data-testid, in document order. */
  attrsOf: (id: string, name: string) => (string | null)[];
  /** The text of every heading (h1–h6), in document order. */
  headings: string[];
}

const attrOf = (element: Element, name: string): string | null => element.attrs.find((a) => a.name === name)?.value ?? null;

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

export async function serverHtml(response: APIResponse): Promise<ServerHtml> {
  const elements: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) elements.push(node);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if ('content' in node) walk(node.content as Node); // <template>
  };
  walk(parse(await response.text()));
  const wrap = (element: Element): HtmlNode => ({ attr: (name) => attrOf(element, name), text: textOf(element) });
  const withTestId = (id: string, attrs: Record<string, string> = {}) =>
    elements.filter((element) => attrOf(element, 'data-testid') === id && Object.entries(attrs).every(([name, value]) => attrOf(element, name) === value));
  return {
    byTestId: (id, attrs) => withTestId(id, attrs).map(wrap),
    one: (id) => {
      const found = withTestId(id);
      expect(found, `exactly one data-testid="${id}"`).toHaveLength(1);
      return wrap(found[0] as Element);
    },
    attrsOf: (id, name) => withTestId(id).map((element) => attrOf(element, name)),
    headings: elements.filter((element) => /^h[1-6]$/.test(element.tagName)).map((element) => textOf(element).trim()),
  };
}
