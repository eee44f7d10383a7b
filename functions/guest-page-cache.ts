import type { EdgeContext, EdgeMiddleware } from './edge-env';
import { parseConfig } from '@/lib/config';
import { getRequestSession, runWithRequestSession, type RequestSession } from '@/lib/server/request-auth';
import { articleCacheGeneration } from '@/lib/upstream/content-generation';
import { currentCspNonce, currentRequestScope, type DegradedRecord, runInRequestScope } from '@/lib/server/request-scope';
import { inBackground } from '@/lib/runtime/workers-runtime';
import { SingleFlight } from '@/lib/runtime/single-flight';
import { parseRouteRequest } from './router-request';
import { isPublicRoutePath, pageCacheKey, pageCacheTimes, type PageCacheTimes, type PageVariant } from './page-cache/cacheable-page';
import { type KeptPage, keepPage, readKeptPage } from './page-cache/page-store';
import { withFreshNonces } from './page-cache/nonce-rewrite';
import { MemoryTier } from './page-cache/memory-tier';
import { edgeCacheAvailable } from '@/lib/upstream/edge-cache';

/** Tells tests and the bench what happened: hit, stale (served while a new render runs) or miss. */
export const PAGE_CACHE_HEADER = 'x-page-cache';
/** A page larger than this is not kept (ours are under 200 kB; the sanitiser's worst case is 1 MB). */
const MAX_KEPT_BYTES = 2_000_000;
/** Background re-renders at once in an isolate: past this a stale page is served and a later reader starts its render. */
const MAX_REFRESHING_PAGES = 64;
/** Our links carry short queries (a cursor, a period); a longer one renders without being kept, so odd URLs cannot fill the cache with long keys. */
const MAX_QUERY_LENGTH = 512;

interface FetchesApp {
  fetch(request: Request, env?: unknown, executionCtx?: EdgeContext['executionCtx']): Response | Promise<Response>;
}

export interface GuestPageCacheOptions {
  /** The worker's Hono app, which re-renders a stale page in the background (Waku's adapter hands it to every middleware). */
  app?: FetchesApp;
  now?: () => number;
  /** Called when a page has been kept (tests wait on it: keeping happens after the answer has gone). */
  onKept?: (key: string) => void;
}

interface Plan {
  key: Request;
  times: PageCacheTimes;
  variant: PageVariant;
  kind: 'document' | 'rsc';
}

/**
 * The guest page cache (decision 030). Every guest gets the same page, so the finished
 * HTML of a public page (and the RSC payload of a client navigation to it) rendered for a guest is
 * kept at the edge for a short time and served to the next guest without rendering:
 * - only GET requests for the allowlisted public routes, from a guest or a visitor without a session,
 *   with no one-time notice to show; a member is never served from it and never stored in it;
 * - only a complete 200 whose render met no outage and no stale-if-error copy (`degraded`), and not
 *   a page the edge turned into a 503 or a 404;
 * - the kept body has no cookie (the session layer adds this visitor's own cookie outside it) and
 *   its nonces are replaced by this response's (the Content-Security-Policy header's), element by
 *   element, as it streams;
 * - fresh for 15 s (quotes) or 60 s, then served stale for up to 60 s while one background render
 *   for the same visitor kind replaces it. Keys carry the build and the article content generation,
 *   so a deploy or a deletion retires every kept page at once.
 * Runs last in the edge layer, inside the session, so it knows who is asking. EDGE_CACHE=off turns
 * it off with the upstream cache (the e2e stacks, the benchmark's cold worker); PAGE_CACHE=off alone.
 */
export default function guestPageCache(options: GuestPageCacheOptions = {}): EdgeMiddleware {
  const now = options.now ?? Date.now;
  /** The most recent kept pages of this isolate (memory-tier.ts), in front of the Cache API. */
  const memory = new MemoryTier();
  /** Keys being re-rendered in this isolate: one background render per stale page. */
  const refreshing = new SingleFlight<void>({ lingerMs: 0, followerTimeoutMs: 0, maxKeys: MAX_REFRESHING_PAGES });

  return async (c, next) => {
    const plan = await planFor(c);
    if (!plan) return next();

    const refreshFor = backgroundRenders.get(c.req.raw);
    if (refreshFor !== undefined) {
      // A background render of a stale page: for the same kind of visitor as the one who found it stale.
      await renderAndKeep(c, plan, () => (refreshFor ? runWithRequestSession(refreshFor, next) : runInRequestScope({ session: null }, next)));
      return;
    }

    const kept = await findKeptPage(plan.key);
    if (kept && kept.ageSeconds < plan.times.freshSeconds + plan.times.staleWhileRevalidateSeconds) {
      const stale = kept.ageSeconds >= plan.times.freshSeconds;
      if (stale) refreshInBackground(c, plan);
      return servedPage(kept.body, kept.contentType, stale ? 'stale' : 'hit', kept.ageSeconds);
    }
    await renderAndKeep(c, plan, next);
    try {
      c.res.headers.set(PAGE_CACHE_HEADER, 'miss');
    } catch {
      // Immutable headers: the header is only informational.
    }
  };

  /** Renders through the rest of the chain and keeps the answer once it is complete and whole. */
  async function renderAndKeep(c: EdgeContext, plan: Plan, render: () => Promise<void>): Promise<void> {
    const degraded: DegradedRecord = {};
    await runInRequestScope({ degraded }, render);
    const res = c.res;
    const contentType = res.headers.get('content-type') ?? '';
    // A document must be HTML; Waku sends an RSC payload without a content type, and it is kept as it came.
    const expectedType = plan.kind === 'document' ? contentType.startsWith('text/html') : contentType === '' || contentType.startsWith('text/x-component');
    if (res.status !== 200 || !res.body || res.headers.has('set-cookie') || !expectedType) return;
    const scope = currentRequestScope();
    const [forReader, forCache] = res.body.tee();
    const keep = (async () => {
      const body = await new Response(forCache).arrayBuffer();
      // Read once the render has finished: an outage, a 503 or a fatal 404 anywhere in it means this
      // page is not the one everyone should get.
      if (degraded.reason || scope?.unavailable.reason || scope?.notFound.fatalMessage || body.byteLength > MAX_KEPT_BYTES) return;
      const storedAtMs = now();
      memory.set(plan.key.url, { body, contentType, storedAtMs });
      await keepPage(plan.key, { body, contentType }, plan.times, storedAtMs);
      options.onKept?.(plan.key.url);
    })();
    void inBackground(keep, '[page-cache]', waitUntilOf(c));
    c.res = undefined;
    c.res = new Response(forReader, res);
  }

  /** The isolate's copy first, then the data centre's cache (whose hit the isolate then keeps too). */
  async function findKeptPage(key: Request): Promise<KeptPage | undefined> {
    const inMemory = memory.get(key.url);
    if (inMemory) return { body: inMemory.body, contentType: inMemory.contentType, ageSeconds: Math.max(0, (now() - inMemory.storedAtMs) / 1000) };
    const kept = await readKeptPage(key, now());
    if (kept) memory.set(key.url, { body: kept.body, contentType: kept.contentType, storedAtMs: now() - kept.ageSeconds * 1000 });
    return kept;
  }

  function refreshInBackground(c: EdgeContext, plan: Plan): void {
    const app = options.app;
    if (!app || refreshing.current(plan.key.url)) return;
    // No cookie travels: the render runs with this visitor's verified session (a guest's token is
    // shared by nothing but the upstream's guest view), and nothing it would set is kept.
    const headers = new Headers();
    for (const name of ['user-agent', 'x-waku-etags']) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const request = new Request(c.req.url, { headers });
    backgroundRenders.set(request, getRequestSession());
    const work = refreshing.start(plan.key.url, async () => {
      const res = await app.fetch(request, c.env, executionCtxOf(c));
      await res.arrayBuffer();
    });
    if (work) void inBackground(work, '[page-cache] refresh', waitUntilOf(c));
  }

  function servedPage(body: ArrayBuffer, contentType: string, state: 'hit' | 'stale', ageSeconds: number): Response {
    const headers = new Headers({ [PAGE_CACHE_HEADER]: state, age: String(Math.floor(ageSeconds)) });
    if (contentType) headers.set('content-type', contentType);
    const res = new Response(body, { status: 200, headers });
    const nonce = currentCspNonce();
    return contentType.startsWith('text/html') && nonce ? withFreshNonces(res, nonce) : res;
  }
}

/** Background renders started by this isolate, with the session they render for (never a request header: nothing outside can ask for one). */
const backgroundRenders = new WeakMap<Request, RequestSession | null>();

async function planFor(c: EdgeContext): Promise<Plan | undefined> {
  if (c.req.method !== 'GET' || !edgeCacheAvailable()) return undefined;
  const route = parseRouteRequest(c.req.raw);
  if (!route || route.kind === 'other' || !isPublicRoutePath(route.path) || route.query.length > MAX_QUERY_LENGTH) return undefined;
  const session = backgroundRenders.has(c.req.raw) ? backgroundRenders.get(c.req.raw) : getRequestSession();
  const kind = session?.auth?.kind;
  if (kind === 'member' || session?.notice) return undefined;
  const config = parseConfig(c.env);
  if (config.EDGE_CACHE === 'off' || config.PAGE_CACHE === 'off') return undefined;
  const variant: PageVariant = kind === 'guest' ? 'guest' : 'anonymous';
  const key = await pageCacheKey({
    origin: new URL(c.req.url).origin,
    route,
    variant,
    buildId: import.meta.env.WAKU_BUILD_ID ?? 'dev',
    contentGeneration: await articleCacheGeneration(),
    clientEtags: c.req.header('x-waku-etags') ?? null,
  });
  return { key, times: pageCacheTimes(route.path), variant, kind: route.kind };
}

type HonoExecutionContext = EdgeContext['executionCtx'];

function executionCtxOf(c: EdgeContext): HonoExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined; // Hono throws when the runtime gave none (tests calling app.request)
  }
}

function waitUntilOf(c: EdgeContext): ((promise: Promise<unknown>) => void) | undefined {
  const ctx = executionCtxOf(c);
  return ctx ? (promise) => ctx.waitUntil(promise) : undefined;
}
