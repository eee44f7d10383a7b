/**
 * The browser's side of Web Push for the tests, written from RFC 8291 with Web Crypto alone (it runs in
 * workerd and in Node): a subscription's keys, made as a browser makes them, and the decryption of an
 * aes128gcm message (RFC 8188 framing) a push service received. Independent of the app's library, so a
 * test that decrypts what the app sent checks the library against the RFC, not against itself.
 */
const b64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromB64url = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const text = (s: string): Uint8Array<ArrayBuffer> => new Uint8Array(new TextEncoder().encode(s));

export interface BrowserKeys {
  /** What PushSubscription.toJSON().keys holds. */
  p256dh: string;
  auth: string;
  privateKey: CryptoKey;
}

/** A user agent's key pair and auth secret (RFC 8291 §2). */
export async function makeBrowserKeys(): Promise<BrowserKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { p256dh: b64url(raw), auth: b64url(crypto.getRandomValues(new Uint8Array(16))), privateKey: pair.privateKey };
}

async function hkdf(salt: Uint8Array<ArrayBuffer>, ikm: Uint8Array<ArrayBuffer>, info: Uint8Array<ArrayBuffer>, bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8));
}

/** The plaintext of one aes128gcm push message (base64url, as the sandbox keeps it) for `keys`. Throws if it does not decrypt. */
export async function decryptPush(bodyB64url: string, keys: BrowserKeys): Promise<string> {
  const body = fromB64url(bodyB64url);
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  const sender = await crypto.subtle.importKey('raw', senderPublic, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const secret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: sender }, keys.privateKey, 256));
  const ikm = await hkdf(fromB64url(keys.auth), secret, concat(text('WebPush: info\0'), fromB64url(keys.p256dh), senderPublic), 32);
  const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12);
  const aes = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, aes, ciphertext));
  // The last record: the text, then 0x02, then zeroes (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return new TextDecoder().decode(padded.slice(0, end));
}

export interface SandboxSubscription {
  id: string;
  endpoint: string;
  keys: BrowserKeys;
}

export interface SandboxSubscriptionState {
  messages: { id: string; receivedAt: number; ttl: number; urgency: string | null; topic: string | null; body: string }[];
  attempts: { status: number; at: number; problem: string | null }[];
  answer: number | null;
  retryAfter: string | null;
}

/** A subscription at the sandbox's push service, as pushManager.subscribe would make one, with its keys. */
export async function subscribeAtSandbox(sandboxUrl: string, applicationServerKey?: string): Promise<SandboxSubscription> {
  const res = await fetch(`${sandboxUrl}/push/subscriptions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ applicationServerKey }) });
  if (res.status !== 201) throw new Error(`the sandbox made no subscription: ${res.status}`);
  const { id, endpoint } = (await res.json()) as { id: string; endpoint: string };
  return { id, endpoint, keys: await makeBrowserKeys() };
}

/** What the sandbox's push service holds of a subscription: its messages and every send's answer. */
export async function sandboxSubscription(sandboxUrl: string, id: string): Promise<SandboxSubscriptionState> {
  const res = await fetch(`${sandboxUrl}/push/subscriptions/${id}`);
  if (!res.ok) throw new Error(`no sandbox subscription ${id}: ${res.status}`);
  return (await res.json()) as SandboxSubscriptionState;
}

/** Makes the subscription's next sends answer `status` (null: 201 again), with `retryAfter` as that header when given. */
export async function setSandboxAnswer(sandboxUrl: string, id: string, status: number | null, retryAfter: string | null = null): Promise<void> {
  const res = await fetch(`${sandboxUrl}/push/subscriptions/${id}/answer`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status, retryAfter }) });
  if (!res.ok) throw new Error(`the sandbox refused the answer ${status}: ${res.status}`);
}
