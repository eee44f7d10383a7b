import type { AppConfig } from '@/lib/config';
import type { UpstreamContext } from '@/lib/upstream/http';

/**
 * For unit tests of the upstream clients: a context whose fetch records every request and answers
 * `body` as JSON with `status` (200 unless told), so a test can check both what was sent and what
 * the client made of the answer.
 */
export function recordingContext(config: AppConfig, body: unknown, options: { token?: string | undefined; status?: number } = {}) {
  const requests: Request[] = [];
  const ctx: UpstreamContext = {
    config,
    token: options.token,
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return new Response(JSON.stringify(body), { status: options.status ?? 200, headers: { 'content-type': 'application/json' } });
    },
  };
  return { ctx, requests };
}
