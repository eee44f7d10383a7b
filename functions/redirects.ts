import type { EdgeMiddleware } from './edge-env';
import { parseConfig } from '@/lib/config';
import { chainStatus, parseAllowedHosts, parseRedirectValue, type RedirectRule, type RedirectStatus, type RedirectTarget, redirectKey, type TargetPolicy } from './redirect-rules';
import { parseRouteRequest, type RouteRequest, rscUrlForRoute } from './router-request';

/** At most this many redirects are chained into one answer; a longer chain is treated as a loop. */
export const MAX_REDIRECT_HOPS = 5;
/** KV keeps a read (found or not) at the edge this long: the delay before an edit applies. */
const KV_CACHE_TTL_SECONDS = 60;
/** Browsers keep a bare 301 forever; five minutes lets an editor correct a mistake. */
export const PERMANENT_CACHE_CONTROL = 'public, max-age=300';
const TEMPORARY_CACHE_CONTROL = 'no-store';

interface ResolvedRedirect {
  target: RedirectTarget;
  status: RedirectStatus;
}

/**
 * Server-defined redirects from the KV namespace REDIRECTS, editable without a deploy. A page
 * request and the RSC request of a client `<Link>` navigation
 * to the same path are both redirected: the document with a 3xx to the target, the
 * RSC request with a 3xx to the target's RSC payload (fetch follows it and Waku's router adopts
 * the route it gets), or, for an off-site target, with the payload `{ _location }` that tells
 * Waku's client to leave the app with a full page load.
 *
 * Bad values, unsafe targets, loops and over-long chains are logged and ignored: the request
 * then proceeds as if there were no redirect. Never a 5xx, never an open redirect.
 */
export default function redirects(): EdgeMiddleware {
  return async (c, next) => {
    const kv: KVNamespace | undefined = c.env?.REDIRECTS;
    if (!kv || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const route = parseRouteRequest(c.req.raw);
    if (!route || route.kind === 'other') return next();
    const key = redirectKey(route.path);
    if (!key) return next();

    const config = parseConfig(c.env);
    const allowed: AllowedTargets = {
      hosts: parseAllowedHosts(config.REDIRECT_ALLOWED_HOSTS),
      // A deployment (an https site) sends readers only to https addresses; plain http is for local development.
      policy: { httpsOnly: new URL(config.SITE_URL).protocol === 'https:' },
    };
    const resolved = await resolveChain(kv, key, allowed);
    if (!resolved) return next();
    return redirectResponse(route, resolved);
  };
}

/** Follows the chain from `startKey`; null when there is no redirect, or a loop / too long a chain. */
interface AllowedTargets {
  hosts: ReadonlySet<string>;
  policy: TargetPolicy;
}

async function resolveChain(kv: KVNamespace, startKey: string, allowed: AllowedTargets): Promise<ResolvedRedirect | null> {
  const seen = new Set([startKey]);
  const statuses: RedirectStatus[] = [];
  let target: RedirectTarget | undefined;
  let key = startKey;
  // One more read than hops: a rule found after the last hop means the chain is too long.
  for (let hop = 0; hop <= MAX_REDIRECT_HOPS; hop++) {
    const rule = await lookup(kv, key, allowed);
    if (!rule) break;
    if (hop === MAX_REDIRECT_HOPS) {
      console.warn(`[redirects] ignored ${describe(startKey)}: chain longer than ${MAX_REDIRECT_HOPS} hops`);
      return null;
    }
    statuses.push(rule.status);
    target = rule.target;
    if (rule.target.kind === 'external') break;
    const nextKey = redirectKey(rule.target.path);
    if (!nextKey) break;
    if (seen.has(nextKey)) {
      console.warn(`[redirects] ignored ${describe(startKey)}: redirect loop through ${describe(nextKey)}`);
      return null;
    }
    seen.add(nextKey);
    key = nextKey;
  }
  return target ? { target, status: chainStatus(statuses) } : null;
}

async function lookup(kv: KVNamespace, key: string, allowed: AllowedTargets): Promise<RedirectRule | null> {
  let raw: string | null;
  try {
    raw = await kv.get(key, { cacheTtl: KV_CACHE_TTL_SECONDS });
  } catch (err) {
    // KV unavailable: serve the page rather than fail the request.
    console.error(`[redirects] KV read failed for ${describe(key)}: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
  if (raw === null) return null;
  const parsed = parseRedirectValue(raw, allowed.hosts, allowed.policy);
  if (!parsed.ok) {
    console.warn(`[redirects] ignored ${describe(key)}: ${parsed.reason}`);
    return null;
  }
  return parsed.rule;
}

function redirectResponse(route: RouteRequest, { target, status }: ResolvedRedirect): Response {
  const cacheControl = status === 301 || status === 308 ? PERMANENT_CACHE_CONTROL : TEMPORARY_CACHE_CONTROL;
  if (target.kind === 'external') {
    if (route.kind === 'rsc') return leaveAppPayload(target.url);
    return new Response(null, { status, headers: { location: target.url, 'cache-control': cacheControl } });
  }
  // A target without a query keeps the visitor's (campaign tags survive a moved page).
  const query = target.query || route.query;
  const location = route.kind === 'rsc' ? rscUrlForRoute(target.path, query) : `${target.path}${query ? `?${query}` : ''}${target.hash}`;
  return new Response(null, { status, headers: { location, 'cache-control': cacheControl } });
}

/**
 * An RSC fetch cannot follow a redirect to another origin (CORS), so it gets what Waku itself
 * answers when a server component redirects off-site: an RSC payload whose root model is
 * `{ _location }`. Waku's client then replaces the document with that URL. The payload is one
 * React Flight row: `0:` + JSON + newline (checked against React's decoder in redirects.test.ts).
 */
export function leaveAppPayload(url: string): Response {
  return new Response(`0:${JSON.stringify({ _location: url })}\n`, { status: 200, headers: { 'content-type': 'text/x-component', 'cache-control': 'private, no-store' } });
}

/** A key for a log line: quoted and escaped, and short. */
function describe(key: string): string {
  return JSON.stringify(key.length > 200 ? `${key.slice(0, 200)}…` : key);
}
