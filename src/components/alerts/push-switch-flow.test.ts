import { describe, expect, it } from 'vitest';
import { PUSH_TEXT, subscriptionFields, turnOff, turnOn, vapidKeyBytes, type PushBrowser } from './push-switch-flow';

// A P-256 public key as VAPID_PUBLIC_KEY holds it (base64url of the 65-byte uncompressed point).
const KEY = `BA${'A'.repeat(85)}`;
const ENDPOINT = 'http://localhost:8788/push/send/abc';

function fakeSubscription(key = vapidKeyBytes(KEY)) {
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: key ? key.buffer : null, userVisibleOnly: true },
    unsubscribed: false,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256', auth: 'secret' } }),
    unsubscribe: async () => {
      subscription.unsubscribed = true;
      return true;
    },
  };
  return subscription;
}

/** The browser as the switch sees it: records what it was asked and answers as told. */
function fakeBrowser(options: {
  permission?: NotificationPermission;
  prompt?: NotificationPermission;
  existing?: ReturnType<typeof fakeSubscription> | null;
  answer?: number | Error;
  subscribeFails?: boolean;
}) {
  const calls = { prompts: 0, posts: [] as unknown[], subscribed: null as ReturnType<typeof fakeSubscription> | null };
  let current = options.existing ?? null;
  const browser: PushBrowser = {
    permission: () => options.permission ?? 'default',
    requestPermission: async () => {
      calls.prompts += 1;
      return options.prompt ?? 'granted';
    },
    pushManager: async () => ({
      getSubscription: async () => current as unknown as PushSubscription,
      subscribe: async () => {
        if (options.subscribeFails) throw new DOMException('push service not available', 'AbortError');
        current = calls.subscribed = fakeSubscription();
        return current as unknown as PushSubscription;
      },
    }),
    post: async (body) => {
      calls.posts.push(body);
      if (options.answer instanceof Error) throw options.answer;
      const status = options.answer ?? 204;
      return { status, message: status === 400 ? '推播訂閱的位址不在允許的推播服務之內。' : null };
    },
  };
  return { browser, calls };
}

describe('the push switch', () => {
  it('asks permission only when tapped, subscribes with the VAPID key and sends the site the subscription', async () => {
    const { browser, calls } = fakeBrowser({});
    expect(await turnOn(browser, KEY)).toEqual({ on: true, error: null });
    expect(calls.prompts).toBe(1);
    expect(calls.posts).toEqual([{ intent: 'subscribe', subscription: { endpoint: ENDPOINT, keys: { p256dh: 'p256', auth: 'secret' } } }]);
  });

  it('says so when the reader blocks or dismisses the prompt, and sends nothing', async () => {
    const denied = fakeBrowser({ prompt: 'denied' });
    expect(await turnOn(denied.browser, KEY)).toEqual({ on: false, error: PUSH_TEXT.denied });
    const dismissed = fakeBrowser({ prompt: 'default' });
    expect(await turnOn(dismissed.browser, KEY)).toEqual({ on: false, error: PUSH_TEXT.dismissed });
    expect([...denied.calls.posts, ...dismissed.calls.posts]).toEqual([]);
  });

  it("shows the site's reason for a refusal and drops the browser's subscription, which nothing would use", async () => {
    const { browser, calls } = fakeBrowser({ permission: 'granted', answer: 400 });
    expect(await turnOn(browser, KEY)).toEqual({ on: false, error: '推播訂閱的位址不在允許的推播服務之內。' });
    expect(calls.prompts).toBe(0);
    expect(calls.subscribed?.unsubscribed).toBe(true);
    const signedOut = fakeBrowser({ answer: 403 });
    expect(await turnOn(signedOut.browser, KEY)).toEqual({ on: false, error: PUSH_TEXT.signedOut });
  });

  it('explains a failed subscription, a lost connection and a broken key', async () => {
    expect(await turnOn(fakeBrowser({ subscribeFails: true }).browser, KEY)).toEqual({ on: false, error: PUSH_TEXT.subscribeFailed });
    const offline = fakeBrowser({ answer: new TypeError('Failed to fetch') });
    expect(await turnOn(offline.browser, KEY)).toEqual({ on: false, error: PUSH_TEXT.network });
    expect(offline.calls.subscribed?.unsubscribed).toBe(true);
    expect(await turnOn(fakeBrowser({}).browser, 'not a key!')).toEqual({ on: false, error: PUSH_TEXT.badKey });
  });

  it('replaces a subscription made with an older key', async () => {
    const old = fakeSubscription(new Uint8Array(65).fill(4));
    const { browser } = fakeBrowser({ existing: old });
    expect(await turnOn(browser, KEY)).toEqual({ on: true, error: null });
    expect(old.unsubscribed).toBe(true);
  });

  it('turns off: tells the site which endpoint, and the browser drops it even when the site cannot be reached', async () => {
    const existing = fakeSubscription();
    const { browser, calls } = fakeBrowser({ existing });
    expect(await turnOff(browser)).toEqual({ on: false, error: null });
    expect(calls.posts).toEqual([{ intent: 'unsubscribe', endpoint: ENDPOINT }]);
    expect(existing.unsubscribed).toBe(true);
    const lost = fakeSubscription();
    expect(await turnOff(fakeBrowser({ existing: lost, answer: new TypeError('offline') }).browser)).toEqual({ on: false, error: null });
    expect(lost.unsubscribed).toBe(true);
  });

  it('reads only a real P-256 key and a complete subscription', () => {
    expect(vapidKeyBytes(KEY)?.length).toBe(65);
    expect(vapidKeyBytes('AAAA')).toBeNull();
    expect(subscriptionFields({ toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'x' } }) } as unknown as PushSubscription)).toBeNull();
  });
});
