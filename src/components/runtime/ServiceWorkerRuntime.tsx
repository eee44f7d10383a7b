'use client';

import { useEffect } from 'react';
import { showToast } from '@/components/ui/toast-bus';
import { isAlertToastMessage } from '@/lib/pwa/push-message';
import { SERVICE_WORKER_OPTIONS, SERVICE_WORKER_URL } from '@/lib/pwa/service-worker-address';
import { afterLoadWhenIdle } from './idle-start';

export const ALERT_TOAST_LINK = '查看';

/**
 * Registers the site's service worker (decision 055: notifications, the offline page) once the page has
 * loaded and the browser is idle, so it never competes with the first paint or the first tap; a
 * registration that is already there costs one check of /sw.js (no-cache, a 304 mostly). Not in a frame
 * (the article view the company's apps embed, the silent sign-in frames) and not under `waku dev`.
 *
 * For a member (only a member can have alerts), it also listens for the worker's news of an alert and
 * shows it as a toast (the toast's card is loaded with the first toast, Toaster.tsx).
 */
export function ServiceWorkerRuntime({ member }: { member: boolean }) {
  useEffect(() => {
    const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (!container || import.meta.env.DEV || window.top !== window.self) return;
    const cancel = afterLoadWhenIdle(window, () => {
      container.register(SERVICE_WORKER_URL, SERVICE_WORKER_OPTIONS).catch((error: unknown) => console.warn('[sw] not registered', error));
    });
    if (!member) return cancel;
    const onMessage = (event: MessageEvent) => {
      if (isAlertToastMessage(event.data)) showToast({ message: `${event.data.title}：${event.data.body}`, link: { label: ALERT_TOAST_LINK, href: event.data.url } });
    };
    container.addEventListener('message', onMessage);
    return () => {
      cancel();
      container.removeEventListener('message', onMessage);
    };
  }, [member]);
  return null;
}
