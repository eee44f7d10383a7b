import { describe, expect, it } from 'vitest';
import { checkPushSubscription, pushEndpointAllowed, pushServiceOrigins } from './push-fields';

const KEYS = { p256dh: 'BJJ5ZsZfkEZ24mGTSdp2ziOxeW0eBfaOh8gEJ_WWAfFl_Qh_kTrhIB8vuCsc9b-7r41wzifL8uiy1CRT8Du6KQ4', auth: 'q1w2e3r4t5y6u7i8o9p0aQ' };
const ALLOWED = pushServiceOrigins('https://fcm.googleapis.com, https://*.notify.windows.com https://localhost:8788');

describe('checkPushSubscription', () => {
  it('keeps the endpoint and keys of a browser’s subscription, nothing else', () => {
    expect(checkPushSubscription({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { ...KEYS, extra: 1 } })).toEqual({
      ok: true,
      subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: KEYS },
    });
  });

  it('names each bad field: not https, a user part, too long, a key that is not a P-256 point, a secret that is not 16 bytes', () => {
    const fields = (input: unknown) => (checkPushSubscription(input) as { problems: { field: string }[] }).problems.map((p) => p.field);
    expect(fields({ endpoint: 'http://fcm.googleapis.com/x', keys: KEYS })).toEqual(['endpoint']);
    expect(fields({ endpoint: 'https://user:pw@fcm.googleapis.com/x', keys: KEYS })).toEqual(['endpoint']);
    expect(fields({ endpoint: `https://fcm.googleapis.com/${'x'.repeat(1000)}`, keys: KEYS })).toEqual(['endpoint']);
    expect(fields({ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: KEYS.auth, auth: KEYS.p256dh } })).toEqual(['keys.p256dh', 'keys.auth']);
    expect(fields({ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: `A${KEYS.p256dh.slice(1)}`, auth: KEYS.auth } })).toEqual(['keys.p256dh']);
    expect(fields('nonsense')).toEqual(['endpoint', 'keys.p256dh', 'keys.auth']);
    expect(fields(null)).toEqual(['endpoint', 'keys.p256dh', 'keys.auth']);
  });
});

describe('pushEndpointAllowed', () => {
  it('allows an endpoint on a listed origin or a subdomain of a wildcard entry', () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', ALLOWED)).toBe(true);
    expect(pushEndpointAllowed('https://wns2-db5p.notify.windows.com/w/?token=x', ALLOWED)).toBe(true);
    expect(pushEndpointAllowed('https://localhost:8788/push/send/x', ALLOWED)).toBe(true);
  });

  it('refuses lookalikes, other ports, other schemes and addresses a client made up', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/x',
      'https://x.notify.windows.com:8443/x',
      'https://localhost:8789/push/send/x',
      'http://localhost:8788/push/send/x',
      'https://169.254.169.254/latest/meta-data',
      'not a url',
    ]) {
      expect(pushEndpointAllowed(endpoint, ALLOWED), endpoint).toBe(false);
    }
    expect(pushEndpointAllowed('https://fcm.googleapis.com/x', [])).toBe(false);
  });
});
