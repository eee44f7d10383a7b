import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, beforeEach, inject, vi } from 'vitest';
import { getRequestAuth } from '@/lib/server/request-auth';
import { currentCspNonce, markRenderDegraded } from '@/lib/server/request-scope';
import { sealSession } from '../../../functions/session/session-crypto';
import guestPageCache from '../../../functions/guest-page-cache';
import { edgeMiddleware } from '../../../functions/index';
import { sandboxConfig } from './upstream-context';

/**
 * For the guest page cache's workerd tests (functions/guest-page-cache*.worker.test.ts): the cache in
 * the real edge layer (functions/index.ts, in its order, with the real session resolver minting guest
 * tokens at the sandbox and the real Cache API of this workerd), in front of a stand-in for Waku that
 * streams a page the way React does: nonces on its inline scripts, a module preload without one, and
 * what it knows of the visitor (a member's id and nickname line). The cache's clock and its "kept"
 * signal are the tests' to move and watch.
 */
export const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

export let renders = 0;
let clock = Date.now();
let kept: ((key: string) => void) | undefined;
/** Resolves when a page whose key contains `part` has been kept (keeping happens after the answer has gone). */
export const nextKept = (part = '') =>
  new Promise<string>((resolve) => {
    kept = (key) => {
      if (decodeURIComponent(key).includes(part)) resolve(key);
    };
  });

function fakeWaku(request: Request): Response {
  renders += 1;
  const render = renders;
  const { pathname } = new URL(request.url);
  const auth = getRequestAuth();
  const who = auth?.kind ?? 'anonymous';
  if (pathname.includes('/degraded')) markRenderDegraded('the quotes service failed');
  // Waku sends its RSC payload as bytes without a content type.
  if (pathname.startsWith('/RSC/')) return new Response(new TextEncoder().encode(`0:["render ${render}","${who}"]\n`), { status: 200 });
  if (pathname.startsWith('/stock/UNKNOWN')) return new Response('<!DOCTYPE html><p>找不到</p>', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  const nonce = currentCspNonce();
  const member = auth?.kind === 'member' ? `<p data-member="${auth.claims.sub}">會員 ${auth.claims.sub} 的 pCoin</p>` : '';
  const parts = [
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/index.js"><script nonce="${nonce}">self.__boot=1</script></head><body>`,
    `<main data-auth="${who}" data-render="${render}">${member}<h1>${pathname}</h1></main>`,
    `<script type="application/ld+json">{"@type":"Article"}</script>`,
    `<script nonce="${nonce}">(self.__FLIGHT_DATA||=[]).push("1:x")</script><script nonce="${nonce}">$RC("B:0","S:0")</script></body></html>`,
  ];
  // Streamed in pieces, like a render whose Suspense boundaries arrive later.
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const part = parts.shift();
      if (part === undefined) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, 2));
      controller.enqueue(encoder.encode(part));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

export const app = new Hono();
// The real list, with the cache's clock and "kept" signal given to the tests.
for (const middleware of edgeMiddleware.slice(0, -1)) app.use(middleware({ app }));
app.use(guestPageCache({ app, now: () => clock, onKept: (key) => kept?.(key) }));
app.all('*', (c) => fakeWaku(c.req.raw));

/** Another isolate of the same data centre: its own memory, the same Cache API. */
export const otherIsolate = new Hono();
for (const middleware of edgeMiddleware.slice(0, -1)) otherIsolate.use(middleware({ app: otherIsolate }));
otherIsolate.use(guestPageCache({ app: otherIsolate, now: () => clock }));
otherIsolate.all('*', (c) => fakeWaku(c.req.raw));

export const kv = (name: string) => (env as unknown as Record<string, KVNamespace>)[name];
export const bindings = (site: string, extra: Record<string, unknown> = {}) => ({
  ...sandboxConfig(),
  SITE_URL: site,
  REDIRECTS: kv('REDIRECTS'),
  DIRECTORY: kv('DIRECTORY'),
  SESSIONS: kv('SESSIONS'),
  CONTENT_STATE: kv('CONTENT_STATE'),
  ...extra,
});

let visitor = 0;
/** A person's page navigation from an address of their own (so each mints a guest token of their own). */
export function visit(site: string, path: string, options: { cookie?: string; ua?: string; headers?: Record<string, string>; extra?: Record<string, unknown> } = {}) {
  visitor += 1;
  const headers: Record<string, string> = {
    accept: 'text/html',
    'sec-fetch-dest': 'document',
    'user-agent': options.ua ?? CHROME,
    'cf-connecting-ip': `198.51.100.${visitor % 250}`,
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  return app.request(`${site}${path}`, { headers, redirect: 'manual' }, bindings(site, options.extra));
}

export const policyNonce = (res: Response) => (res.headers.get('content-security-policy') ?? res.headers.get('content-security-policy-report-only'))?.match(/'nonce-([^']+)'/)?.[1];
export const bodyNonces = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
export const cookiePair = (res: Response) => res.headers.getSetCookie()[0]?.split(';')[0];
let siteCounter = 0;
export const freshSite = () => `https://t${++siteCounter}-${Date.now()}.usstock.example`;

export async function memberCookie(): Promise<string> {
  const { member } = inject('memberTokens');
  const exp = (JSON.parse(atob(member.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }).exp;
  // The sites here are https: the session cookie carries the __Host- prefix (decision 008).
  return `__Host-usstock_session=${await sealSession({ kind: 'member', ...member, exp }, sandboxConfig().SESSION_SECRET)}`;
}

/** Moves the cache's clock on (each test starts at the real time: resetAroundEachTest). */
export const advanceClock = (ms: number) => {
  clock += ms;
};
/** Calls `watch` with the key of every page kept from now on (until the next call, or the test's end). */
export const watchKept = (watch: (key: string) => void) => {
  kept = watch;
};

/** For a test file's top level: each test starts at the real time, watching no kept pages, with no mocks left. */
export function resetAroundEachTest(): void {
  beforeEach(() => {
    clock = Date.now();
  });
  afterEach(() => {
    kept = undefined;
    vi.restoreAllMocks();
  });
}
