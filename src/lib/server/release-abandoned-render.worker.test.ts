import type { fsRouter } from 'waku';
import { describe, expect, it } from 'vitest';
import { drainableCopy, releaseAbandonedRenders } from './release-abandoned-render';

type Handlers = ReturnType<typeof fsRouter>;
type HandleRequest = Handlers['handleRequest'];

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunks: Uint8Array[]) => chunks.map((c) => new TextDecoder().decode(c)).join('');

/**
 * An RSC stream as React makes it: pull-driven (high-water mark 0), one chunk per pull, each after a
 * delay (a section waiting on an upstream service). It records how far it was read.
 */
function rscLikeStream(chunks: string[], delayMs = 2) {
  const state = { pulled: 0, closed: false, cancelled: undefined as unknown };
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await new Promise((r) => setTimeout(r, delayMs));
        const next = chunks[state.pulled];
        state.pulled += 1;
        if (next === undefined) {
          state.closed = true;
          controller.close();
        } else controller.enqueue(bytes(next));
      },
      cancel(reason) {
        state.cancelled = reason;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) out.push(r.value);
  return out;
}

/** Runs the wrapped handlers once with a fake renderHtml, the way Waku's router calls it. */
async function runWrapped(source: ReadableStream<Uint8Array>, renderHtml: (stream: ReadableStream) => Promise<Response>) {
  const background: Promise<unknown>[] = [];
  const handleRequest: HandleRequest = (_input, utils) => utils.renderHtml(source, null, { rscPath: 'stock/AAPL' });
  const wrapped = releaseAbandonedRenders({ handleRequest } as unknown as Handlers, { waitUntil: (p) => background.push(p) });
  const utils = { renderHtml: (stream: ReadableStream) => renderHtml(stream) } as unknown as Parameters<HandleRequest>[1];
  const result = wrapped.handleRequest({ type: 'http' } as Parameters<HandleRequest>[0], utils);
  return { result, background };
}

describe('releaseAbandonedRenders', () => {
  it('passes the RSC stream through unchanged when the HTML renders', async () => {
    const { stream, state } = rscLikeStream(['a', 'bb', 'ccc']);
    const { result, background } = await runWrapped(stream, async (copy) => new Response(copy, { status: 200, headers: { 'x-kept': '1' } }));
    const res = (await result) as Response;
    expect(res.headers.get('x-kept')).toBe('1');
    expect(await res.text()).toBe('abbccc');
    expect(state.closed).toBe(true);
    // One background task (the page's "finished"), settled once the reader has read it all.
    expect(background).toHaveLength(1);
    await Promise.all(background);
  });

  it('when the HTML fails (a redirect), errors the copy Waku holds and reads the rest of the RSC stream to its end', async () => {
    const { stream, state } = rscLikeStream(['shell', 'section 1', 'section 2', 'section 3', 'section 4']);
    const redirect = Object.assign(new Error('Redirect'), { digest: 'redirect' });
    let wakuBranch: ReadableStream<Uint8Array> | undefined;
    const { result, background } = await runWrapped(stream, async (copy) => {
      // What Waku's SSR does: tee the stream, read the shell from one branch, then throw.
      const [first, second] = copy.tee();
      wakuBranch = second;
      await first.getReader().read();
      throw redirect;
    });
    await expect(result).rejects.toBe(redirect);
    expect(state.closed).toBe(false);
    expect(background).toHaveLength(1);
    await Promise.all(background);
    // Every section was read (so the render could finish) and the stream ended; nothing cancelled it.
    expect(state.pulled).toBe(6);
    expect(state.closed).toBe(true);
    expect(state.cancelled).toBeUndefined();
    // The branch Waku dropped does not wait forever: it ends with the redirect as its error.
    await expect(readAll(wakuBranch as ReadableStream<Uint8Array>)).rejects.toBe(redirect);
  });

  it('abandoning twice drains once; abandoning after the end is harmless', async () => {
    const { stream, state } = rscLikeStream(['x', 'y']);
    const { copy, abandon, finished } = drainableCopy(stream);
    expect(text(await readAll(copy))).toBe('xy');
    await finished;
    await Promise.all([abandon(new Error('late')), abandon(new Error('later'))]);
    expect(state.pulled).toBe(3);
  });

  it('a reader who leaves mid-page: the rest of the page is read in the background, nothing is cancelled', async () => {
    const { stream, state } = rscLikeStream(['<html>', 'quote', 'news', 'discussion', '</html>']);
    const { result, background } = await runWrapped(stream, async (copy) => new Response(copy));
    const res = (await result) as Response;
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    expect(text([(await reader.read()).value as Uint8Array])).toBe('<html>');
    await reader.cancel('the reader went away');
    expect(state.cancelled).toBeUndefined();
    expect(background).toHaveLength(1);
    await Promise.all(background);
    expect(state.pulled).toBe(6);
    expect(state.closed).toBe(true);
  });

  it('an RSC payload (a stream, not a Response) is wrapped the same way', async () => {
    const { stream, state } = rscLikeStream(['0:{}', '1:{}']);
    const background: Promise<unknown>[] = [];
    const handleRequest: HandleRequest = async () => stream;
    const wrapped = releaseAbandonedRenders({ handleRequest } as unknown as Handlers, { waitUntil: (p) => background.push(p) });
    const out = (await wrapped.handleRequest({ type: 'rsc' } as Parameters<HandleRequest>[0], {} as Parameters<HandleRequest>[1])) as ReadableStream<Uint8Array>;
    await out.cancel('gone');
    await Promise.all(background);
    expect(state.closed).toBe(true);
    expect(state.cancelled).toBeUndefined();
  });
});
