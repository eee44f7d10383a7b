import type { fsRouter } from 'waku';
import { inBackground, type WaitUntil } from '../runtime/workers-runtime';

type Handlers = ReturnType<typeof fsRouter>;
type RenderHtml = Parameters<Handlers['handleRequest']>[1]['renderHtml'];

/**
 * Renders that are abandoned half-way must still finish, or the isolate keeps them for good
 * (decision 023). Heap snapshots under mixed load showed two ways a render is abandoned:
 *
 * 1. Waku turns a redirect (or a not-found) thrown while the HTML shell renders into a 3xx (or the
 *    404 page) and drops the page's RSC stream without reading or cancelling it. When the page still
 *    had sections streaming (every /stock/{id}/… redirect: the layout's info bar is already
 *    fetching), that render never finished: about 9 MB per 2,000 mixed requests.
 * 2. A reader who leaves mid-page (a phone navigating away) cancels the response; workerd then ends
 *    the request while sections still wait on upstream calls, and those renders stayed too (about
 *    60 KB per reader who left a page the edge cache did not hold).
 *
 * Cancelling a render (React aborts it) does not help: the aborted tasks stay attached to upstream
 * promises that never settle once the request is over. So every abandoned render is instead read to
 * its end and thrown away, in `waitUntil`, which keeps the request alive until then (bounded by the
 * upstream timeouts and the circuit breaker).
 */
export function releaseAbandonedRenders(handlers: Handlers, { waitUntil }: { waitUntil?: WaitUntil } = {}): Handlers {
  return {
    ...handlers,
    handleRequest: async (input, utils) => {
      const result = await handlers.handleRequest(input, { ...utils, renderHtml: drainOnFailure(utils.renderHtml, waitUntil) });
      return drainWhenReaderLeaves(result, waitUntil);
    },
  };
}

/** (1) The RSC stream reaches Waku through a copy; if the HTML fails, the copy errors and the rest is drained. */
function drainOnFailure(renderHtml: RenderHtml, waitUntil: WaitUntil | undefined): RenderHtml {
  return async (elementsStream, html, options) => {
    const { copy, abandon } = drainableCopy(elementsStream as ReadableStream<Uint8Array>);
    try {
      return await renderHtml(copy, html, options);
    } catch (err) {
      void inBackground(abandon(err), '[render]', waitUntil);
      throw err;
    }
  };
}

/**
 * (2) The page (HTML or RSC payload) reaches the reader through a copy that drains when cancelled.
 * `waitUntil` is asked at once, not on the cancel: by then workerd is already ending the request.
 */
function drainWhenReaderLeaves<T>(result: T, waitUntil: WaitUntil | undefined): T {
  const wrap = (body: ReadableStream<Uint8Array>) => {
    const { copy, finished } = drainableCopy(body);
    void inBackground(finished, '[render]', waitUntil);
    return copy;
  };
  if (result instanceof ReadableStream) return wrap(result) as T;
  if (result instanceof Response && result.body) {
    return new Response(wrap(result.body), { status: result.status, statusText: result.statusText, headers: result.headers }) as T;
  }
  return result;
}

/**
 * A copy of `source`, read from it chunk by chunk as the copy is pulled. A reader's cancel of the copy,
 * or `abandon(reason)` (which also errors the copy), reads the rest of `source` and throws it away.
 * `finished` settles once `source` has ended, however that came about.
 */
export function drainableCopy(source: ReadableStream<Uint8Array>): { copy: ReadableStream<Uint8Array>; abandon: (reason: unknown) => Promise<void>; finished: Promise<void> } {
  const reader = source.getReader();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let draining: Promise<void> | undefined;
  const drain = (): Promise<void> =>
    (draining ??= (async () => {
      try {
        while (!(await reader.read()).done) {
          /* thrown away */
        }
      } catch {
        /* the render failed: nothing left to read */
      } finally {
        finish();
      }
    })());
  const copy = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    async pull(c) {
      if (draining) return;
      try {
        const { done, value } = await reader.read();
        if (draining) return;
        if (done) {
          c.close();
          finish();
        } else c.enqueue(value);
      } catch (err) {
        finish();
        throw err;
      }
    },
    cancel: drain,
  });
  const abandon = (reason: unknown): Promise<void> => {
    if (!draining) {
      try {
        controller?.error(reason);
      } catch {
        /* the copy was already closed or cancelled */
      }
    }
    return drain();
  };
  return { copy, abandon, finished };
}
