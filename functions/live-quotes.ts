import { parseConfig } from '@/lib/config';
import { clientOf, LIVE_CLIENT_HEADER } from '@protocol/live-client';
import { shardOf } from '@protocol/shard';
import type { EdgeMiddleware } from './edge-env';
import { fromThisSite } from './same-origin-writes';

/** The readers' live-quote socket (decision 035): one per tab, multiplexed over the symbols it shows. */
export const LIVE_QUOTES_PATH = '/live/quotes';
/**
 * Hubs readers are spread over, by client (address): every socket of one client goes to the same hub,
 * which counts them against the client's limits. Each holds many hibernating sockets and joins each
 * symbol's room once; more hubs spread the fan-out, fewer share more of it (decision 035's sums).
 */
export const HUB_SHARDS = 8;

const refuse = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });

/**
 * `GET /live/quotes` with `Upgrade: websocket`: handed to a hub of the live Worker (its Durable Object
 * binding `QUOTE_HUBS`, script_name usstock-live) once the browser's `Origin` says the page is this
 * site's (SITE_URL). A socket opened from another site's page would ride the reader's cookies: refused
 * (403, cross-site WebSocket hijacking), as is one without an Origin. Anything but a GET upgrade gets
 * 405/426. The hub learns the socket's client (LIVE_CLIENT_HEADER) from here only.
 */
export default function liveQuotes(): EdgeMiddleware {
  return async (c, next) => {
    if (new URL(c.req.url).pathname !== LIVE_QUOTES_PATH) return next();
    if (c.req.method !== 'GET') return refuse(405, 'Method Not Allowed', { allow: 'GET' });
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return refuse(426, 'Upgrade Required: a WebSocket', { upgrade: 'websocket' });
    if (!fromThisSite(c.req.raw, parseConfig(c.env).SITE_URL)) return refuse(403, 'Forbidden: a live-quote socket opens from this site only');
    // The client's address as Cloudflare's edge sets it (locally Miniflare's, from the connection); the
    // header a reader may have sent in its place is overwritten here.
    const client = clientOf(c.req.header('cf-connecting-ip'));
    const hubs = c.env.QUOTE_HUBS;
    const hub = hubs.get(hubs.idFromName(`hub-${shardOf(client, HUB_SHARDS)}`));
    const headers = new Headers(c.req.raw.headers);
    headers.set(LIVE_CLIENT_HEADER, client);
    const answer = await hub.fetch(new Request(c.req.raw, { headers }));
    if (answer.status !== 101 || !answer.webSocket) return answer;
    // Waku's Cloudflare adapter re-creates, outside the edge (wrangler dev), every response without a
    // content type (a gzip workaround), and a 101 cannot be re-created: this one says what it carries.
    return new Response(null, { status: 101, webSocket: answer.webSocket, headers: { 'content-type': 'application/octet-stream' } });
  };
}
