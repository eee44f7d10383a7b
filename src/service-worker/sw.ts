import { alertToastMessage, FALLBACK_URL, isSitePath, pushPayloadFrom } from '@/lib/pwa/push-message';
import { isArticlePath } from '@/lib/pwa/recent-articles';
import { keepArticle, keptArticle, keptStyle, offlineResponse, OFFLINE_CACHES } from './offline-store';
import type { FetchEvent, WorkerScope } from './worker-scope';

/**
 * The site's service worker, served at /sw.js (built by vite-plugins/service-worker.ts; decision 055):
 * - push: shows the alert's notification (title, body, tag; data.url) and tells the site's open tabs,
 *   which show a toast (src/components/runtime/ServiceWorkerRuntime.tsx);
 * - notificationclick: focuses a tab already on the alert's page, or opens it;
 * - navigations the network cannot answer: the kept copy of a recently read article, or the offline page.
 *
 * It costs a reader who is online as little as it can: only navigations and style sheets reach it (the
 * static routes send every other request straight to the network, without waking the worker), a
 * navigation races the network against the worker (or, without static routes, is answered by the
 * navigation preload started while the worker boots), and nothing is downloaded when it installs (the
 * offline page is in this file).
 */
declare const self: WorkerScope;

/**
 * Static routes (Chromium): every request but navigations and style sheets goes to the network without
 * the worker; a page's GET navigation races the network against the worker's start, so a reader online
 * never waits for the worker to boot (the handler still answers when the network fails, and keeps the
 * articles). A form's POST is never raced: it must reach the server once. Each rule is added on its own,
 * so a browser that refuses one keeps the other (and the fetch handler lets every request through anyway).
 */
const BYPASS = { condition: { not: { or: [{ requestMode: 'navigate' }, { urlPattern: '/assets/*.css' }] } }, source: 'network' };
const RACE = { condition: { requestMode: 'navigate', requestMethod: 'GET' }, source: 'race-network-and-fetch-handler' };

self.addEventListener('install', (event) => {
  const route = (rule: unknown) => event.addRoutes?.(rule).catch(() => undefined);
  event.waitUntil(Promise.all([self.skipWaiting(), route(BYPASS), route(RACE)]));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      self.clients.claim(),
      self.registration.navigationPreload?.enable(),
      self.caches.keys().then((names) => Promise.all(names.filter((name) => !OFFLINE_CACHES.includes(name)).map((name) => self.caches.delete(name)))),
    ]),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigation(event, url));
  else if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.css')) event.respondWith(styleSheet(request, url));
});

async function navigation(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = (await event.preloadResponse) ?? (await self.fetch(event.request));
    if (isArticlePath(url.pathname)) event.waitUntil(keepArticle(self.caches, (style) => self.fetch(style), url, response.clone()).catch(() => undefined));
    return response;
  } catch {
    return (await keptArticle(self.caches, url.pathname)) ?? offlineResponse(self.caches, self.crypto);
  }
}

/** A kept article's style sheet (named by its content, so a kept copy is never stale); the network otherwise. */
async function styleSheet(request: Request, url: URL): Promise<Response> {
  return (await keptStyle(self.caches, url.pathname)) ?? self.fetch(request);
}

self.addEventListener('push', (event) => {
  let json: unknown = null;
  try {
    json = event.data?.json() ?? null;
  } catch {
    // Not JSON: the fallback notification below.
  }
  const payload = pushPayloadFrom(json);
  const message = alertToastMessage(payload);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url },
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        lang: 'zh-Hant-TW',
      }),
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => tabs.forEach((tab) => tab.postMessage(message))),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const wanted = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  event.waitUntil(openPage(new URL(isSitePath(wanted) ? wanted : FALLBACK_URL, self.location.origin).href));
});

/** A tab already there is brought forward; otherwise a new one opens (or, where that is refused, a tab of the site goes there). */
async function openPage(target: string): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const there = tabs.find((tab) => tab.url === target);
  if (there) {
    await there.focus().catch(() => undefined);
    return;
  }
  if (await self.clients.openWindow(target).catch(() => null)) return;
  // The browser allows openWindow only while it handles a real click; a tab this worker controls can still be sent there.
  const tab = tabs.find((candidate) => candidate.focused) ?? tabs[0];
  const moved = await tab?.navigate(target).catch(() => null);
  await moved?.focus().catch(() => undefined);
}
