import type { PushSubscriptionFields } from './alert-types';

/**
 * A browser's push subscription as the site takes it (decision 055): the shape PushSubscription.toJSON()
 * gives, checked on the site (POST /alerts/push) and again by the member's store, which also holds the
 * endpoint to the push services it may POST to (pushEndpointAllowed).
 */
export const PUSH_ENDPOINT_MAX = 1000;
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export type PushFieldsCheck = { ok: true; subscription: PushSubscriptionFields } | { ok: false; problems: { field: string; message: string }[] };

/** Bytes of a base64url text, or null when it is not one. */
function base64UrlBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length > 200) return null;
  try {
    return Uint8Array.from(atob(text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The endpoint's URL when it is an https URL of at most PUSH_ENDPOINT_MAX characters, with no user part. */
export function pushEndpointUrl(endpoint: string): URL | null {
  if (endpoint.length > PUSH_ENDPOINT_MAX || !URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  return url.protocol === 'https:' && !url.username && !url.password ? url : null;
}

/** `input` as a push subscription (only its endpoint and keys kept), or what is wrong with it, in zh-TW. */
export function checkPushSubscription(input: unknown): PushFieldsCheck {
  const problems: { field: string; message: string }[] = [];
  const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const fields = record(input);
  const keys = record(fields.keys);
  const endpoint = typeof fields.endpoint === 'string' ? fields.endpoint : '';
  const p256dh = typeof keys.p256dh === 'string' ? keys.p256dh : '';
  const auth = typeof keys.auth === 'string' ? keys.auth : '';
  if (pushEndpointUrl(endpoint) === null) problems.push({ field: 'endpoint', message: '推播訂閱的位址不正確' });
  const point = base64UrlBytes(p256dh);
  if (point?.length !== P256DH_BYTES || point[0] !== 4) problems.push({ field: 'keys.p256dh', message: '推播訂閱的金鑰不正確' });
  if (base64UrlBytes(auth)?.length !== AUTH_BYTES) problems.push({ field: 'keys.auth', message: '推播訂閱的驗證碼不正確' });
  return problems.length ? { ok: false, problems } : { ok: true, subscription: { endpoint, keys: { p256dh, auth } } };
}

/**
 * Whether the endpoint's origin is one of `allowed` (PUSH_SERVICE_ORIGINS: origins, or `https://*.host`
 * for any subdomain of host): the Worker POSTs to an endpoint, so one a client made up must never be
 * reached (a request forged to the site's own services, SSRF).
 */
export function pushEndpointAllowed(endpoint: string, allowed: readonly string[]): boolean {
  const url = pushEndpointUrl(endpoint);
  if (!url) return false;
  return allowed.some((entry) => {
    const wildcard = /^https:\/\/\*\.([a-z0-9.-]+)$/i.exec(entry);
    if (wildcard) return url.port === '' && url.hostname.endsWith(`.${wildcard[1]!.toLowerCase()}`);
    return URL.canParse(entry) && new URL(entry).origin === url.origin;
  });
}

/** PUSH_SERVICE_ORIGINS as a list (comma or space separated). */
export const pushServiceOrigins = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

/** Where a page turns push on and off for this browser (functions/alerts-push.ts). */
export const ALERTS_PUSH_PATH = '/alerts/push';
/** A subscription is a few hundred bytes: a body past this is not one. */
export const ALERTS_PUSH_MAX_BYTES = 4 * 1024;
