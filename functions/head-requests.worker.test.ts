import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import headRequests from './head-requests';

/** A page whose body is a render that keeps producing until it is read to the end or cancelled. */
function renderingApp() {
  const render = { chunks: 0, cancelled: null as unknown };
  const app = new Hono().use(headRequests()).get('*', () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        render.chunks += 1;
        controller.enqueue(new TextEncoder().encode(`<p>${render.chunks}</p>`));
        if (render.chunks === 50) controller.close();
      },
      cancel(reason) {
        render.cancelled = reason;
      },
    });
    return new Response(body, { status: 203, headers: { 'content-type': 'text/html; charset=utf-8', 'x-page': 'kept' } });
  });
  return { app, render };
}

describe('HEAD of a page', () => {
  it('answers the GET’s status and headers with no body, and cancels the render’s stream', async () => {
    const { app, render } = renderingApp();
    const res = await app.request('http://localhost/stock/NVDA/info', { method: 'HEAD' });
    expect(res.status).toBe(203);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-page')).toBe('kept');
    expect(res.body).toBeNull();
    expect(render.cancelled).toBe('a HEAD request: the body is not sent');
    expect(render.chunks).toBeLessThan(50);
  });

  it('leaves a GET alone: the whole render is sent', async () => {
    const { app, render } = renderingApp();
    const res = await app.request('http://localhost/stock/NVDA/info');
    expect((await res.text()).match(/<p>/g)).toHaveLength(50);
    expect(render.cancelled).toBeNull();
  });
});
