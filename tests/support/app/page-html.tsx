import { type DefaultTreeAdapterMap, parse } from 'parse5';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { runInRequestScope, type RequestScope } from '@/lib/server/request-scope';
import { setRouterPath } from './page-render-mocks';

/**
 * A page rendered in workerd as its request renders it, against the sandbox: every Suspense boundary
 * resolved (allReady), parsed with parse5 (the WHATWG tree a browser builds), each streamed segment
 * moved into its boundary's place as React's inline $RC script would move it, to be read by test id.
 * The render runs in a request scope of its own, so what it tells the edge (main content unavailable:
 * a 503) can be read. The file must mock the request context and the router (page-render-mocks.tsx).
 */

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

export interface PageHtml {
  html: string;
  /** Elements with this data-testid, in document order. */
  byTestId: (id: string) => Element[];
  /** Every element the test accepts, in document order. */
  where: (test: (element: Element) => boolean) => Element[];
  /** Why the edge would answer 503 (the page's main content could not be had), or undefined: a 200. */
  unavailable: string | undefined;
}

/** Renders `element` (or what `page` returns, an async page component's call) as the request for `path` would. */
export async function renderPageHtml(path: string, page: () => ReactNode | Promise<ReactNode>): Promise<PageHtml> {
  setRouterPath(path);
  const scope: Partial<RequestScope> = { notFound: {}, unavailable: {}, degraded: {} };
  const html = await runInRequestScope(scope, async () => {
    const stream = await renderToReadableStream(await page());
    await stream.allReady;
    return new Response(stream).text();
  });
  const root = parse(html);
  revealSegments(root, html);
  const where = (test: (element: Element) => boolean) => descendants(root).filter(test);
  return { html, byTestId: (testId) => where((element) => attrOf(element, 'data-testid') === testId), where, unavailable: scope.unavailable?.reason };
}

/**
 * React writes a boundary's content after the page (a hidden <div id="S:n">, even when it was ready
 * in time: a large one is sent apart) and a `$RC("B:m","S:n")` call that swaps it for the fallback
 * between <template id="B:m"> and the boundary's closing comment. Done here in that order, so a
 * section's content is inside its section, as in the browser.
 */
function revealSegments(root: Node, html: string): void {
  for (const [, boundaryId, segmentId] of html.matchAll(/\$RC\("(B:\w+)","(S:\w+)"\)/g)) {
    const all = descendants(root);
    const template = all.find((element) => element.tagName === 'template' && attrOf(element, 'id') === boundaryId);
    const segment = all.find((element) => element.tagName === 'div' && attrOf(element, 'id') === segmentId);
    if (!template || !segment) throw new Error(`no ${boundaryId} or ${segmentId} to reveal`);
    const siblings = template.parentNode?.childNodes ?? [];
    const start = siblings.indexOf(template);
    let end = start + 1;
    for (let depth = 0; end < siblings.length; end++) {
      const data = siblings[end]?.nodeName === '#comment' ? (siblings[end] as DefaultTreeAdapterMap['commentNode']).data : null;
      if (data === '/$' && depth-- === 0) break;
      if (data?.startsWith('$')) depth++;
    }
    for (const child of segment.childNodes) child.parentNode = template.parentNode;
    siblings.splice(start, end - start, ...segment.childNodes);
    segment.parentNode?.childNodes.splice(segment.parentNode.childNodes.indexOf(segment), 1);
  }
}

/** Every element under `node`, in document order (not `node` itself). */
export function descendants(node: Node | undefined): Element[] {
  const found: Element[] = [];
  const visit = (current: Node) => {
    for (const child of 'childNodes' in current ? current.childNodes : []) {
      if ('tagName' in child) found.push(child);
      visit(child);
    }
  };
  if (node) visit(node);
  return found;
}

/** An attribute's value, or undefined (also for no element). */
export const attrOf = (element: Element | undefined, name: string): string | undefined => element?.attrs.find((a) => a.name === name)?.value;

/** The text inside, as textContent reads it. */
export const textIn = (node: Node | undefined): string =>
  !node ? '' : node.nodeName === '#text' ? (node as DefaultTreeAdapterMap['textNode']).value : 'childNodes' in node ? node.childNodes.map(textIn).join('') : '';

/** Text as a locator's toHaveText compares it: whitespace collapsed, trimmed. */
export const squashed = (element: Element | undefined) => textIn(element).replace(/\s+/g, ' ').trim();

/** The elements under `root` that match: tag name, or a test. */
export const inside = (root: Element | undefined, test: string | ((element: Element) => boolean)): Element[] =>
  descendants(root).filter(typeof test === 'string' ? (element) => element.tagName === test : test);

/** The one element of a list: none, or a second one, is a failure (as a strict locator would say). */
export function single(list: Element[], what: string): Element {
  if (list.length !== 1) throw new Error(`expected exactly one ${what}, found ${list.length}`);
  return list[0] as Element;
}
