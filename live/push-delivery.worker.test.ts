import { buildPushPayload, type PushMessage } from '@block65/webcrypto-web-push';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import { eventually } from '../tests/support/eventually.ts';
import { live } from '../tests/support/app/live-reader.ts';
import { decryptPush, sandboxSubscription, setSandboxAnswer, type SandboxSubscription, subscribeAtSandbox } from '../tests/support/app/push-subscriber.ts';
import type { AlertsRpc, InboxEntry, PushPayload } from '../src/lib/alerts/alert-types.ts';
import { alertPayload } from '../src/lib/alerts/alert-text.ts';
import type { MemberStore } from './member-store.ts';
import { PUSH_MAX_TRIES } from './push-outbox.ts';
import { PUSH_DEVICE_LIMIT } from './push-subscriptions.ts';
import { sendWebPush } from './web-push.ts';

/**
 * Delivery of price alerts (decision 055) in workerd: the real MemberStore, its alarm and its push queue,
 * and the sandbox's push service over https (VAPID checked there, the message kept encrypted). A
 * notification is queued as the store's alertFired does (an inbox row, one outbox row per device, the
 * alarm set now), and the test reads the inbox and what reached the push service.
 */
const sandboxUrl = inject('liveFeedUrl');
const vapid = { subject: 'mailto:push@localhost', ...inject('vapidKeys') };

let members = 0;
const freshStore = () => live.MEMBER_STORES.get(live.MEMBER_STORES.idFromName(`member:push-${Date.now()}-${(members += 1)}`)) as DurableObjectStub<MemberStore>;
type PushRpc = Pick<AlertsRpc, 'savePushSubscription' | 'removePushSubscription' | 'countPushSubscriptions'>;
const rpc = (store: DurableObjectStub<MemberStore>) => store as unknown as PushRpc;

const fields = (subscription: SandboxSubscription) => ({ endpoint: subscription.endpoint, keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth } });

/** A device with push on: a subscription at the sandbox's push service, saved in the member's store. */
async function device(store: DurableObjectStub<MemberStore>): Promise<SandboxSubscription> {
  const subscription = await subscribeAtSandbox(sandboxUrl, vapid.publicKey);
  expect(await rpc(store).savePushSubscription(fields(subscription), 'Mozilla/5.0 (test)')).toEqual({ status: 'saved' });
  return subscription;
}

/** What alertFired leaves for the push queue: the notification in the inbox, a row per device, the alarm now. */
function queueNotification(store: DurableObjectStub<MemberStore>, key: string): Promise<{ inboxId: number; payload: PushPayload }> {
  const payload = alertPayload({ alertId: 7, key, symbol: 'NVDA', kind: 'above', price: 150.12, changePercent: 3.1 }, 150);
  return runInDurableObject(store, async (_instance, state) => {
    const sql = state.storage.sql;
    const now = Date.now();
    const inboxId = sql
      .exec<{ id: number }>(
        `INSERT INTO alert_inbox (alert_id, firing_key, symbol, title, body, url, fired_at, delivery) VALUES (7, ?, 'NVDA', ?, ?, ?, ?, 'pending') RETURNING id`,
        key,
        payload.title,
        payload.body,
        payload.url,
        now,
      )
      .one().id;
    sql.exec('INSERT INTO push_outbox (inbox_id, endpoint, next_at) SELECT ?, endpoint, ? FROM push_subscriptions', inboxId, now);
    await state.storage.setAlarm(now);
    return { inboxId, payload };
  });
}

const inboxRow = (store: DurableObjectStub<MemberStore>, id: number) =>
  runInDurableObject(store, (_instance, state) => state.storage.sql.exec<{ delivery: InboxEntry['delivery'] }>('SELECT delivery FROM alert_inbox WHERE id = ?', id).one().delivery);
/** The inbox row's delivery once it is settled (no longer 'pending'). */
const settledDelivery = (store: DurableObjectStub<MemberStore>, id: number, timeoutMs?: number) =>
  eventually(
    () => inboxRow(store, id),
    (delivery) => delivery !== 'pending',
    timeoutMs,
  );
const outboxRows = (store: DurableObjectStub<MemberStore>) =>
  runInDurableObject(store, (_instance, state) =>
    state.storage.sql.exec<{ endpoint: string; attempts: number; next_at: number; last_status: number | null }>('SELECT endpoint, attempts, next_at, last_status FROM push_outbox').toArray(),
  );

describe('a queued notification', () => {
  it('reaches the device encrypted for its keys, VAPID-signed, and the inbox says delivered', async () => {
    const store = freshStore();
    const phone = await device(store);
    const { inboxId, payload } = await queueNotification(store, `7:1:${Date.now()}`);

    const received = await eventually(
      () => sandboxSubscription(sandboxUrl, phone.id),
      (state) => state.messages.length > 0,
    );
    expect(received.messages).toHaveLength(1);
    expect(received.messages[0]!.urgency).toBe('high');
    // Only the browser's private key opens it: the JSON the service worker shows.
    const opened = JSON.parse(await decryptPush(received.messages[0]!.body, phone.keys)) as PushPayload;
    expect(opened).toEqual(payload);
    expect(opened.body).toBe('NVDA 突破 $150.00，現價 $150.12 (+3.1 %)');
    expect(
      await eventually(
        () => inboxRow(store, inboxId),
        (delivery) => delivery === 'delivered',
      ),
    ).toBe('delivered');
    expect(await outboxRows(store)).toEqual([]);
  });

  it('is delivered once any device got it, though another device is gone (410): that subscription is removed', async () => {
    const store = freshStore();
    const phone = await device(store);
    const oldLaptop = await device(store);
    await setSandboxAnswer(sandboxUrl, oldLaptop.id, 410);
    const { inboxId } = await queueNotification(store, `7:2:${Date.now()}`);

    await eventually(
      () => rpc(store).countPushSubscriptions(),
      (count) => count === 1,
    );
    expect(
      await eventually(
        () => inboxRow(store, inboxId),
        (delivery) => delivery === 'delivered',
      ),
    ).toBe('delivered');
    expect((await sandboxSubscription(sandboxUrl, phone.id)).messages).toHaveLength(1);
    const laptop = await sandboxSubscription(sandboxUrl, oldLaptop.id);
    expect(laptop.attempts.map((attempt) => attempt.status)).toEqual([410]);
    // The removed device is not tried again: a later notification goes to the phone alone.
    const later = await queueNotification(store, `7:3:${Date.now()}`);
    await eventually(
      () => inboxRow(store, later.inboxId),
      (delivery) => delivery === 'delivered',
    );
    expect((await sandboxSubscription(sandboxUrl, oldLaptop.id)).attempts).toHaveLength(1);
    expect(await outboxRows(store)).toEqual([]);
  });

  it('to a device that is gone (404) and no other: the subscription goes and the inbox says failed', async () => {
    const store = freshStore();
    const phone = await device(store);
    await setSandboxAnswer(sandboxUrl, phone.id, 404);
    const { inboxId } = await queueNotification(store, `7:4:${Date.now()}`);
    expect(await settledDelivery(store, inboxId)).toBe('failed');
    expect(await rpc(store).countPushSubscriptions()).toBe(0);
  });

  it('is retried while the push service fails (503), with a doubling wait, and sent when it recovers', async () => {
    const store = freshStore();
    const phone = await device(store);
    await setSandboxAnswer(sandboxUrl, phone.id, 503);
    const { inboxId } = await queueNotification(store, `7:5:${Date.now()}`);
    await eventually(
      () => sandboxSubscription(sandboxUrl, phone.id),
      (state) => state.attempts.length >= 2,
    );
    await setSandboxAnswer(sandboxUrl, phone.id, null);
    expect(await settledDelivery(store, inboxId)).toBe('delivered');
    const { attempts, messages } = await sandboxSubscription(sandboxUrl, phone.id);
    expect(messages).toHaveLength(1);
    expect(attempts.at(-1)!.status).toBe(201);
    expect(attempts.slice(0, -1).every((attempt) => attempt.status === 503)).toBe(true);
    // 50 ms, then 100 ms… (PUSH_RETRY_MS): never two tries at once.
    const gaps = attempts.slice(1).map((attempt, index) => attempt.at - attempts[index]!.at);
    expect(gaps[0]).toBeGreaterThanOrEqual(45);
    if (gaps.length > 1) expect(gaps[1]).toBeGreaterThanOrEqual(95);
  });

  it('waits as long as a 429’s Retry-After asks (delta-seconds), not the doubling wait, then is sent', async () => {
    const store = freshStore();
    const phone = await device(store);
    await setSandboxAnswer(sandboxUrl, phone.id, 429, '2');
    const { inboxId } = await queueNotification(store, `7:9:${Date.now()}`);
    const [row] = await eventually(
      () => outboxRows(store),
      (rows) => rows[0]?.attempts === 1,
    );
    const first = await sandboxSubscription(sandboxUrl, phone.id);
    // The row waits for the time asked: two seconds from the answer, where the doubling wait would be 50 ms.
    expect(row).toMatchObject({ attempts: 1, last_status: 429 });
    expect(row!.next_at - first.attempts[0]!.at).toBeGreaterThanOrEqual(2_000);
    expect(row!.next_at - first.attempts[0]!.at).toBeLessThan(10_000);
    await setSandboxAnswer(sandboxUrl, phone.id, null);
    expect(await settledDelivery(store, inboxId, 8_000)).toBe('delivered');
    const { attempts, messages } = await sandboxSubscription(sandboxUrl, phone.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual([429, 201]);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(2_000);
    expect(messages).toHaveLength(1);
  });

  it('waits for the HTTP-date of a 503’s Retry-After, and a second when that date is past', async () => {
    const store = freshStore();
    const phone = await device(store);
    // Whole seconds, as an HTTP-date is: the next second but two.
    const notBefore = Math.ceil(Date.now() / 1_000) * 1_000 + 2_000;
    await setSandboxAnswer(sandboxUrl, phone.id, 503, new Date(notBefore).toUTCString());
    const { inboxId } = await queueNotification(store, `7:10:${Date.now()}`);
    const second = await eventually(
      () => sandboxSubscription(sandboxUrl, phone.id),
      (state) => state.attempts.length >= 2,
      8_000,
    );
    expect(second.attempts[1]!.at).toBeGreaterThanOrEqual(notBefore);
    // The same date, now past, asks for no wait: the floor of a second, then the third try.
    await setSandboxAnswer(sandboxUrl, phone.id, null);
    expect(await settledDelivery(store, inboxId, 8_000)).toBe('delivered');
    const { attempts } = await sandboxSubscription(sandboxUrl, phone.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual([503, 503, 201]);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1_000);
  });

  it(`is given up after ${PUSH_MAX_TRIES} tries of a failing push service: the inbox says failed, the device stays`, async () => {
    const store = freshStore();
    const phone = await device(store);
    await setSandboxAnswer(sandboxUrl, phone.id, 500);
    const { inboxId } = await queueNotification(store, `7:6:${Date.now()}`);
    expect(await settledDelivery(store, inboxId, 8_000)).toBe('failed');
    const { attempts } = await sandboxSubscription(sandboxUrl, phone.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(PUSH_MAX_TRIES).fill(500));
    expect(await rpc(store).countPushSubscriptions()).toBe(1);
    expect(await outboxRows(store)).toEqual([]);
  });
});

describe('the sandbox push service', () => {
  it('refuses a push whose VAPID signature does not verify (403), and keeps nothing of it', async () => {
    const phone = await subscribeAtSandbox(sandboxUrl);
    const payload: PushPayload = { title: '到價通知', body: 'x', url: '/stock/NVDA/info', tag: 'alert-x' };
    const message: PushMessage = { data: { ...payload }, options: { ttl: 60 } };
    const request = await buildPushPayload(message, { ...fields(phone), expirationTime: null }, vapid);
    // One character of the JWT's signature changed: what a forger without the private key could send.
    const authorization = request.headers.authorization.replace(/\.([A-Za-z0-9_-])([A-Za-z0-9_-]*), k=/, (_all, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}, k=`);
    const forged = await fetch(phone.endpoint, { method: 'POST', headers: { ...request.headers, authorization }, body: request.body });
    expect(forged.status).toBe(403);
    expect(await sendWebPush(fields(phone), payload, vapid)).toEqual({ answer: 201, retryAfter: null });
    const state = await sandboxSubscription(sandboxUrl, phone.id);
    expect(state.attempts.map((attempt) => attempt.status)).toEqual([403, 201]);
    expect(state.attempts[0]!.problem).toBe('the JWT signature does not verify with k');
    expect(state.messages).toHaveLength(1);
  });

  it('refuses a push signed with another key than the subscription was made with (403)', async () => {
    const phone = await subscribeAtSandbox(sandboxUrl, 'BJJ5ZsZfkEZ24mGTSdp2ziOxeW0eBfaOh8gEJ_WWAfFl_Qh_kTrhIB8vuCsc9b-7r41wzifL8uiy1CRT8Du6KQ4');
    expect((await sendWebPush(fields(phone), { title: 't', body: 'b', url: '/', tag: 'x' }, vapid)).answer).toBe(403);
  });
});

describe('saving a subscription', () => {
  it('refuses an endpoint outside PUSH_SERVICE_ORIGINS, and a malformed one, with zh-TW reasons; keeps none', async () => {
    const store = freshStore();
    const keys = (await subscribeAtSandbox(sandboxUrl)).keys;
    const at = (endpoint: string) => rpc(store).savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, '');
    for (const endpoint of ['https://internal.example.com/admin', 'https://169.254.169.254/latest', `${sandboxUrl}/push/send/x`, 'https://localhost:1/push/send/x']) {
      expect(await at(endpoint)).toEqual({ status: 'refused', problems: [{ field: 'endpoint', message: expect.stringMatching(/推播/) as unknown as string }] });
    }
    expect(await rpc(store).savePushSubscription({ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'short', auth: keys.auth } }, '')).toMatchObject({
      status: 'refused',
      problems: [{ field: 'keys.p256dh' }],
    });
    expect(await rpc(store).countPushSubscriptions()).toBe(0);
  });

  it('keeps one row per endpoint (a new subscribe replaces the keys), and a removal drops its queued pushes', async () => {
    const store = freshStore();
    const phone = await device(store);
    await device(store);
    const newKeys = (await subscribeAtSandbox(sandboxUrl)).keys;
    expect(await rpc(store).savePushSubscription(fields({ ...phone, keys: newKeys }), 'again')).toEqual({ status: 'saved' });
    expect(await rpc(store).countPushSubscriptions()).toBe(2);
    expect(await rpc(store).removePushSubscription(phone.endpoint)).toEqual({ status: 'removed' });
    expect(await rpc(store).removePushSubscription(phone.endpoint)).toEqual({ status: 'not-found' });
    expect(await rpc(store).countPushSubscriptions()).toBe(1);
  });

  it(`keeps ${PUSH_DEVICE_LIMIT} devices at most: one more drops the one saved longest ago`, async () => {
    const store = freshStore();
    const first = await device(store);
    for (let n = 1; n < PUSH_DEVICE_LIMIT; n += 1) await device(store);
    expect(await rpc(store).countPushSubscriptions()).toBe(PUSH_DEVICE_LIMIT);
    await device(store);
    expect(await rpc(store).countPushSubscriptions()).toBe(PUSH_DEVICE_LIMIT);
    expect(await rpc(store).removePushSubscription(first.endpoint)).toEqual({ status: 'not-found' });
  });

  it('turned off while a push to it waits for a retry: the push goes with it, and the inbox says failed', async () => {
    const store = freshStore();
    const phone = await device(store);
    await setSandboxAnswer(sandboxUrl, phone.id, 503);
    const { inboxId } = await queueNotification(store, `7:8:${Date.now()}`);
    await eventually(
      () => outboxRows(store),
      (rows) => rows.some((row) => row.attempts >= 1),
    );
    expect(await rpc(store).removePushSubscription(phone.endpoint)).toEqual({ status: 'removed' });
    expect(await outboxRows(store)).toEqual([]);
    expect(await inboxRow(store, inboxId)).toBe('failed');
  });
});
