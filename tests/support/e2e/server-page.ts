import { type APIRequestContext, expect } from '@playwright/test';
import { type DefaultTreeAdapterMap, parse } from 'parse5';

/**
 * The HTML the worker sends, parsed (parse5, the WHATWG algorithm a browser uses) and queried without
 * a browser: for checks of what the server wrote (status, titles, meta tags, JSON-LD, links, the
 * text of server-rendered parts), which a page would only read back. Streamed Suspense content is in
 * this HTML too (in a hidden <div> until React's inline script moves it), so it can be read here;
 * whether it is painted in place is a browser's business.
 */

type Node = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

export interface ServerPage {
  status: number;
  /** The path after the redirects were followed. */
  path: string;
  /** The path and query after the redirects were followed. */
  pathAndQuery: string;
  headers: Record<string, string>;
  html: string;
  /** Every element matching the test, in document order. */
  all: (test: (element: HtmlElement) => boolean) => HtmlElement[];
  /** Elements with this data-testid, in document order. */
  byTestId: (id: string) => HtmlElement[];
}

/** GETs `path` (following redirects, as a browser would) and parses what came back. */
export async function serverPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<ServerPage> {
  const res = await request.get(path, { headers, failOnStatusCode: false });
  const html = await res.text();
  const document = parse(html);
  const all = (test: (element: HtmlElement) => boolean) => {
    const found: HtmlElement[] = [];
    const walk = (node: Node) => {
      if ('tagName' in node && test(node)) found.push(node);
      if ('childNodes' in node) for (const child of node.childNodes) walk(child);
      if ('content' in node) walk(node.content as Node); // <template>
    };
    walk(document);
    return found;
  };
  return {
    status: res.status(),
    path: new URL(res.url()).pathname,
    pathAndQuery: new URL(res.url()).pathname + new URL(res.url()).search,
    headers: res.headers(),
    html,
    all,
    byTestId: (id) => all((element) => attr(element, 'data-testid') === id),
  };
}

/** The value of an attribute, or undefined. */
export const attr = (element: HtmlElement | undefined, name: string): string | undefined => element?.attrs.find((a) => a.name === name)?.value;

/** The element's text, as textContent would read it. */
export function textOf(element: HtmlElement | undefined): string {
  if (!element) return '';
  let text = '';
  const walk = (node: Node) => {
    if (node.nodeName === '#text') text += (node as DefaultTreeAdapterMap['textNode']).value;
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(element);
  return text;
}

/** The elements under `root` (not `root` itself) that match. */
export function within(root: HtmlElement | undefined, test: (element: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (node: Node) => {
    if ('childNodes' in node) {
      for (const child of node.childNodes) {
        if ('tagName' in child && test(child)) found.push(child);
        walk(child);
      }
    }
  };
  if (root) walk(root);
  return found;
}

/** `<meta name|property="key" content>` of the page's head. */
export const metaContent = (page: ServerPage, key: string): string | undefined =>
  attr(page.all((element) => element.tagName === 'meta' && (attr(element, 'name') === key || attr(element, 'property') === key))[0], 'content');

/** The @type of each node of the page's first JSON-LD graph. */
export function jsonLdTypes(page: ServerPage): string[] {
  const script = page.all((element) => element.tagName === 'script' && attr(element, 'type') === 'application/ld+json')[0];
  const data = JSON.parse(textOf(script) || '{}') as { '@graph'?: Array<{ '@type': string }> };
  return (data['@graph'] ?? []).map((node) => node['@type']);
}

/** The one item of `list`, as a strict locator would insist (a second match is a failure, not ignored). */
export function theOnly<T>(list: T[], what: string): T {
  expect(list, `exactly one ${what}`).toHaveLength(1);
  return list[0] as T;
}

/** One attribute's values over the elements with a test id, in document order. */
export const attrsOf = (page: ServerPage, testId: string, name: string): (string | undefined)[] => page.byTestId(testId).map((element) => attr(element, name));

/** The texts of the elements in this empty state (data-empty-state="noResult", "error"). */
export const emptyStates = (page: ServerPage, kind: string): string[] => page.all((element) => attr(element, 'data-empty-state') === kind).map(textOf);
