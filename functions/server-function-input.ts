import type { EdgeMiddleware } from './edge-env';
import { pathKindOf } from './request-methods';
import { RSC_PREFIX } from './router-request';

/**
 * A request body Waku would decode as a React reply (a server function's arguments, or a route's
 * params posted to `/RSC/R/…`) is checked here first, so nothing malformed reaches
 * `decodeReply` or an action (decision 019). Waku answers 500 to all of these:
 * - 415 for a multipart body: no server function of this site takes a form or a file;
 * - 400 for a body that is not UTF-8, not JSON, or not a reply of plain values: at most
 *   MAX_ARGUMENTS arguments, nesting at most MAX_DEPTH deep, MAX_NODES values in all, strings of
 *   MAX_STRING characters, and no `$` reference (to another chunk, a promise, a temporary or server
 *   reference: none exists in a one-part text body, and decoding one costs work or throws);
 * - 404 for a server function that does not exist (the id names a module and an export).
 * It runs after requestMethods (method and size are settled) and hands the body on unchanged.
 */
export const MAX_ARGUMENTS = 8;
export const MAX_DEPTH = 8;
export const MAX_NODES = 1_000;
export const MAX_STRING = 4_096;

/** The special values React's reply encoding writes as `$…` strings for plain arguments (`$$` escapes a literal `$`). */
const PLAIN_SPECIAL = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D\d{4}-\d{2}-\d{2}T[\d:.]+Z$|n-?\d{1,30}$)/;

export type ReplyProblem = string;

/** Why a decoded reply is refused, or null when it is plain data within the limits. */
export function replyProblem(value: unknown, { requireArgumentList }: { requireArgumentList: boolean }): ReplyProblem | null {
  if (requireArgumentList) {
    if (!Array.isArray(value)) return 'arguments must be a list';
    if (value.length > MAX_ARGUMENTS) return `at most ${MAX_ARGUMENTS} arguments`;
  }
  let nodes = 0;
  // Iterative walk: a deeply nested body must not cost a deep call stack.
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: item, depth } = pending.pop() as { value: unknown; depth: number };
    nodes += 1;
    if (nodes > MAX_NODES) return `more than ${MAX_NODES} values`;
    if (depth > MAX_DEPTH) return `nested deeper than ${MAX_DEPTH}`;
    if (typeof item === 'string') {
      if (item.length > MAX_STRING) return `a string longer than ${MAX_STRING} characters`;
      if (item.startsWith('$') && !PLAIN_SPECIAL.test(item)) return 'a reference in the body';
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push({ value: child, depth: depth + 1 });
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.length > MAX_STRING) return 'a key too long';
        pending.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * `/RSC/F/<module>/<export>.txt` as Waku decodes it (a leading `_` of the module is Waku's escape for
 * `_` or `/`), or null when the path cannot name a server function.
 */
export function serverFunctionIdOf(pathname: string): string | null {
  if (!pathname.startsWith(RSC_PREFIX) || !pathname.endsWith('.txt')) return null;
  let rscPath = pathname.slice(RSC_PREFIX.length, -'.txt'.length);
  if (rscPath.startsWith('_')) rscPath = rscPath.slice(1);
  if (rscPath.endsWith('_')) rscPath = rscPath.slice(0, -1);
  if (!rscPath.startsWith('F/')) return null;
  const slash = rscPath.lastIndexOf('/');
  let file = rscPath.slice(2, slash);
  const name = rscPath.slice(slash + 1);
  if (file.startsWith('_')) file = file.slice(1);
  if (!file || !name || !/^[\w$]+$/.test(name)) return null;
  return `${file}#${name}`;
}

/** Whether Waku would find a server function for this id: the build's own registry (plugin-rsc's loader). */
async function isRegisteredServerFunction(id: string): Promise<boolean> {
  try {
    const { loadServerAction } = await import('@vitejs/plugin-rsc/rsc');
    return typeof (await loadServerAction(id)) === 'function';
  } catch {
    return false;
  }
}

const refuse = (status: 400 | 404 | 415, reason: string) =>
  new Response(`${status === 404 ? 'Not Found' : status === 415 ? 'Unsupported Media Type' : 'Bad Request'}: ${reason}`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export default function serverFunctionInput({ isServerFunction = isRegisteredServerFunction } = {}): EdgeMiddleware {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const { pathname } = new URL(c.req.url);
    if (!pathname.startsWith(RSC_PREFIX)) return next();
    const functionId = serverFunctionIdOf(pathname);
    const isCall = pathKindOf(pathname) === 'serverFunction';
    if (isCall && (functionId === null || !(await isServerFunction(functionId)))) return refuse(404, 'no such server function');
    if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/')) return refuse(415, 'this site takes no form or file here');

    const bytes = await c.req.raw.arrayBuffer();
    if (bytes.byteLength === 0) return refuse(400, 'empty body');
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return refuse(400, 'the body is not UTF-8');
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return refuse(400, 'the body is not a JSON reply');
    }
    const problem = replyProblem(value, { requireArgumentList: isCall });
    if (problem) return refuse(400, problem);
    // The body was read here; Waku reads it again from the request it is handed.
    c.req.raw = new Request(c.req.raw, { body: text });
    await next();
  };
}
