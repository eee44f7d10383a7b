import { buildPushPayload, type PushMessage } from '@block65/webcrypto-web-push';
import type { PushPayload, PushSubscriptionFields } from '../src/lib/alerts/alert-types.ts';
import type { LiveEnv } from './env.ts';

/** The VAPID key pair and contact (RFC 8292), as LiveEnv holds them. */
export interface Vapid {
  subject: string;
  /** base64url of the uncompressed P-256 point (what a browser's applicationServerKey is). */
  publicKey: string;
  /** base64url of the private scalar (a JWK's `d`). */
  privateKey: string;
}

/**
 * What a push service answered: its HTTP status; 'unreachable' when no answer came (a network error or
 * the time-out); 'unsendable' when the message could not be made (a key that is not one), which no retry mends.
 */
export type PushAnswer = number | 'unreachable' | 'unsendable';

/** The answer, and the push service's Retry-After as it came (a 429 or 503 may say when to try again). */
export interface PushReply {
  answer: PushAnswer;
  retryAfter: string | null;
}

/** How long a push service keeps a message for a device that is off: a price alert half a day late is still worth a look. */
const TTL_SECONDS = 12 * 60 * 60;
/** A push service answers at once or not at all: an object's alarm must not hang on one. */
const SEND_TIMEOUT_MS = 10_000;

/** The VAPID configuration, or null (logged) when the Worker lacks it: then nothing can be sent. */
export function vapidFromEnv(env: Pick<LiveEnv, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>): Vapid | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey || !privateKey || !subject || !/^(mailto:|https:)/.test(subject)) {
    console.error('[web-push] VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (a secret) and VAPID_SUBJECT (mailto: or https:) must be set: no push can be sent');
    return null;
  }
  return { subject, publicKey, privateKey };
}

/**
 * Sends one notification to one device: the payload encrypted for the subscription's keys (RFC 8291,
 * aes128gcm) and signed with VAPID (RFC 8292), both by @block65/webcrypto-web-push on Web Crypto
 * (decision 055 says why that library), POSTed to the subscription's endpoint (RFC 8030), urgent: a
 * price that crossed a line is news now. Never throws.
 */
export async function sendWebPush(subscription: PushSubscriptionFields, payload: PushPayload, vapid: Vapid): Promise<PushReply> {
  let request: Awaited<ReturnType<typeof buildPushPayload>>;
  try {
    const message: PushMessage = { data: { ...payload }, options: { ttl: TTL_SECONDS, urgency: 'high' } };
    request = await buildPushPayload(message, { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }, vapid);
  } catch (err) {
    console.error('[web-push] the message could not be made', err);
    return { answer: 'unsendable', retryAfter: null };
  }
  try {
    const res = await fetch(subscription.endpoint, { method: 'POST', headers: request.headers, body: request.body, redirect: 'manual', signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    await res.body?.cancel();
    return { answer: res.status, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { answer: 'unreachable', retryAfter: null };
  }
}
