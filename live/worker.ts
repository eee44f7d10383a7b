import type { LiveEnv } from './env.ts';

/**
 * The live Worker (decision 035): the Durable Objects of live quotes, and each member's own store
 * (decision 052). The site's Worker reaches them through its own bindings (script_name = "usstock-live"):
 * a hub after checking the reader's origin, a member's store by the verified session's member id. This
 * Worker's own fetch answers nothing but a health check, so nothing reaches an object around those checks.
 */
export { MemberStore } from './member-store.ts';
export { QuoteHub } from './quote-hub.ts';
export { QuoteRoom } from './quote-room.ts';

export default {
  fetch(request: Request, _env: LiveEnv): Response {
    if (new URL(request.url).pathname === '/health') return Response.json({ ok: true });
    return new Response('not found', { status: 404 });
  },
} satisfies ExportedHandler<LiveEnv>;
