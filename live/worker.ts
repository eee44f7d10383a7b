import type { LiveEnv } from './env.ts';

/**
 * The live Worker (decision 035): the Durable Objects of live quotes. The site's Worker reaches the
 * hubs through its own binding (script_name = "usstock-live") after checking the reader's origin; this
 * Worker's own fetch answers nothing but a health check, so no socket reaches a hub around that check.
 */
export { QuoteHub } from './quote-hub.ts';
export { QuoteRoom } from './quote-room.ts';

export default {
  fetch(request: Request, _env: LiveEnv): Response {
    if (new URL(request.url).pathname === '/health') return Response.json({ ok: true });
    return new Response('not found', { status: 404 });
  },
} satisfies ExportedHandler<LiveEnv>;
