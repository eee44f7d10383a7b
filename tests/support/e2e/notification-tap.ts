import type { BrowserContext } from '@playwright/test';

/**
 * Taps the site's first shown notification: a `notificationclick` dispatched in its service worker, since
 * DevTools cannot click a notification. The event is untrusted, so Chrome lets the worker open no window:
 * its handler sends an open tab of the site to the page instead.
 */
export async function tapNotification(context: BrowserContext): Promise<void> {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js'));
  if (!worker) throw new Error('no service worker at /sw.js');
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
}
