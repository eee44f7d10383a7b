/**
 * The parts of a service worker's global scope that sw.ts uses. The app's type check runs with the DOM's
 * library, which cannot be combined with the WebWorker one (they declare the same globals differently),
 * so the few events and methods used are described here.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface InstallEvent extends ExtendableEvent {
  /** Static routing (Chromium 123+): requests matching a rule never wake the worker. */
  addRoutes?: (rules: unknown) => Promise<void>;
}

export interface FetchEvent extends ExtendableEvent {
  request: Request;
  /** The navigation preload's answer (started while the worker boots), or undefined. */
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}

export interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}

export interface WindowClient {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown): void;
}

export interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration & { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>; openWindow(url: string): Promise<WindowClient | null> };
  skipWaiting(): Promise<void>;
  caches: CacheStorage;
  crypto: Crypto;
  fetch: typeof fetch;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
