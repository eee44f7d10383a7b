import { beforeEach, describe, expect, it } from 'vitest';
import { memberFormsApp, requestThrough } from '@tests/member-forms-app';
import { afterStoreReload, storeOf } from '@tests/member-stores';
import { APP, TestBrowser } from '@tests/test-browser';
import { ALERTS_PUSH_MAX_BYTES, ALERTS_PUSH_PATH } from '@/lib/alerts/push-fields';
import alertsPush from './alerts-push';

/**
 * The push switch's endpoint through the edge layer in the Worker's order (the CSRF check, the auth
 * endpoints, the methods, the session, then POST /alerts/push), against the sandbox's provider and the
 * real member stores, whose allowed push service here is FCM (vitest.config.ts).
 */
const WRITER = 1003;
const store = () => storeOf(WRITER);

const app = memberFormsApp(alertsPush());

// A real browser's shape: a P-256 point (65 bytes) and a 16-byte secret, base64url.
const KEYS = { p256dh: 'BJJ5ZsZfkEZ24mGTSdp2ziOxeW0eBfaOh8gEJ_WWAfFl_Qh_kTrhIB8vuCsc9b-7r41wzifL8uiy1CRT8Du6KQ4', auth: 'q1w2e3r4t5y6u7i8o9p0aQ' };
const subscription = (endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`) => ({ endpoint, keys: KEYS });

async function post(browser: TestBrowser | null, body: unknown, init: { origin?: string; type?: string; raw?: string } = {}) {
  const headers = new Headers({ 'content-type': init.type ?? 'application/json', origin: init.origin ?? APP, 'user-agent': 'Mozilla/5.0 (iPhone)' });
  if (browser?.cookieHeader()) headers.set('cookie', browser.cookieHeader());
  const res = await requestThrough(app, ALERTS_PUSH_PATH, { method: 'POST', headers, body: init.raw ?? JSON.stringify(body) });
  browser?.store(res);
  return res;
}

let member: TestBrowser;
beforeEach(async () => {
  member = new TestBrowser();
  await member.signIn('writer');
});

describe('POST /alerts/push', () => {
  it('saves the subscription in the session’s member’s store (204), and unsubscribe removes it', async () => {
    const device = subscription();
    const before = await afterStoreReload(() => store().countPushSubscriptions());
    const saved = await post(member, { intent: 'subscribe', subscription: device });
    expect(saved.status).toBe(204);
    expect(saved.headers.get('cache-control')).toMatch(/no-store/);
    expect(await store().countPushSubscriptions()).toBe(before + 1);
    expect((await post(member, { intent: 'unsubscribe', endpoint: device.endpoint })).status).toBe(204);
    expect(await store().countPushSubscriptions()).toBe(before);
    // Already gone: the same end, the same answer.
    expect((await post(member, { intent: 'unsubscribe', endpoint: device.endpoint })).status).toBe(204);
  });

  it('asks a guest to sign in (401, zh-TW) and saves nothing', async () => {
    const res = await post(null, { intent: 'subscribe', subscription: subscription() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: '請先登入再開啟推播通知' });
  });

  it('refuses a write from another site (403) before anything is read', async () => {
    const before = await afterStoreReload(() => store().countPushSubscriptions());
    expect((await post(member, { intent: 'subscribe', subscription: subscription() }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await store().countPushSubscriptions()).toBe(before);
  });

  it('answers bad bodies with a 4xx and a zh-TW message: not JSON, too large, unknown intent, bad keys, a push service not allowed', async () => {
    const before = await afterStoreReload(() => store().countPushSubscriptions());
    expect((await post(member, null, { type: 'application/x-www-form-urlencoded', raw: 'intent=subscribe' })).status).toBe(415);
    expect((await post(member, null, { raw: '{"intent":' })).status).toBe(400);
    expect((await post(member, null, { raw: JSON.stringify({ intent: 'subscribe', pad: 'x'.repeat(ALERTS_PUSH_MAX_BYTES) }) })).status).toBe(413);
    const unknown = await post(member, { intent: 'delete-all' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: '不明的推播設定動作' });
    const badKeys = await post(member, { intent: 'subscribe', subscription: { endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'short', auth: KEYS.auth } } });
    expect(badKeys.status).toBe(400);
    expect(await badKeys.json()).toMatchObject({ message: '推播訂閱的金鑰不正確', problems: [{ field: 'keys.p256dh' }] });
    for (const endpoint of ['http://fcm.googleapis.com/x', 'https://internal.example.com/x', 'https://127.0.0.1/x', 'javascript:alert(1)']) {
      const res = await post(member, { intent: 'subscribe', subscription: subscription(endpoint) });
      expect(res.status).toBe(400);
      expect((await res.json()) as { message: string }).toMatchObject({ message: expect.stringMatching(/推播/) as unknown as string });
    }
    expect(await store().countPushSubscriptions()).toBe(before);
  });

  it('leaves other paths and methods to the rest of the site', async () => {
    const res = await requestThrough(app, ALERTS_PUSH_PATH, { method: 'GET' });
    expect(await res.text()).toBe('the page');
  });
});
