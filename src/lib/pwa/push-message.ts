import type { AlertToastMessage, PushPayload } from '../alerts/alert-types';

/**
 * What the service worker makes of a push and tells the site's tabs (decision 055). A push is
 * encrypted to this browser, but its JSON is still checked field by field: a malformed one shows a
 * plain notification that opens 通知 rather than nothing (a push must show something) or a wrong page.
 */

/** Where a notification without a usable payload opens: the member's alerts and inbox. */
export const FALLBACK_URL = '/alerts';
const FALLBACK: PushPayload = { title: '到價通知', body: '您有一則新的通知。', url: FALLBACK_URL, tag: 'alert' };
const TEXT_MAX = 300;

const isText = (value: unknown, max = TEXT_MAX): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** A same-origin path (`/stock/NVDA/info`), never a scheme or another host. */
export function isSitePath(url: unknown): url is string {
  return isText(url, 2_000) && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

/** The push's payload, or the fallback when the JSON is not one. */
export function pushPayloadFrom(json: unknown): PushPayload {
  if (typeof json !== 'object' || json === null) return FALLBACK;
  const { title, body, url, tag } = json as Record<string, unknown>;
  if (!isText(title) || !isText(body) || !isSitePath(url) || !isText(tag, 200)) return FALLBACK;
  return { title, body, url, tag };
}

export function alertToastMessage(payload: PushPayload): AlertToastMessage {
  return { type: 'alert', ...payload };
}

/** A tab's check of what the service worker posted (another script of the site could post too). */
export function isAlertToastMessage(data: unknown): data is AlertToastMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === 'alert' && isText(message.title) && isText(message.body) && isSitePath(message.url) && isText(message.tag, 200);
}
