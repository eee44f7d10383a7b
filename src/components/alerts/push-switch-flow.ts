import type { PushSubscriptionFields } from '@/lib/alerts/alert-types';

/**
 * What PushSwitch.tsx does when tapped, apart from React and from the browser's globals (passed in, so a
 * unit test can play the browser): permission → subscribe → POST /alerts/push, and back; every failure
 * becomes a sentence in zh-TW.
 */

export const PUSH_ENDPOINT = '/alerts/push';

export const PUSH_TEXT = {
  label: '推播通知',
  on: '這個裝置已開啟推播通知：觸發時手機或電腦會跳出通知。',
  off: '開啟後，觸發的通知會推播到這個裝置。',
  working: '處理中…',
  devices: (count: number) => `已在 ${count} 個裝置開啟推播通知。`,
  unsupported: '這個瀏覽器不支援推播通知，請改用 Chrome、Edge、Firefox 或 Safari 的最新版本。',
  iphone: '在 iPhone 或 iPad 上，推播通知只在加入主畫面後才能使用：請在 Safari 點「分享」→「加入主畫面」，再從主畫面開啟美股通，回到這裡開啟。',
  denied: '您已封鎖本站的通知。請在瀏覽器的網站設定中允許「通知」，再回來開啟。',
  dismissed: '您沒有允許通知，推播通知未開啟。再點一次可以重新選擇。',
  subscribeFailed: '無法向瀏覽器的推播服務訂閱，請稍後再試。',
  badKey: '推播設定有誤，請稍後再試。',
  network: '網路連線失敗，推播通知未開啟，請稍後再試。',
  signedOut: '登入狀態已失效，請重新登入後再試。',
  refused: '無法儲存推播設定，請稍後再試。',
  offFailed: '無法關閉推播通知，請稍後再試。',
} as const;

/** The browser, as much of it as the switch uses. */
export interface PushBrowser {
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The service worker's push manager (registers /sw.js first if the page has not yet). */
  pushManager(): Promise<Pick<PushManager, 'getSubscription' | 'subscribe'>>;
  post(body: unknown): Promise<{ status: number; message: string | null }>;
}

export type SwitchOutcome = { on: boolean; error: string | null };

/** The VAPID public key (base64url, RFC 8292) as the bytes `applicationServerKey` wants; null when it is not one. */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(key)) return null;
  try {
    const binary = atob(
      key
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(key.length / 4) * 4, '='),
    );
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    // An uncompressed P-256 point: 65 bytes starting 0x04.
    return bytes.length === 65 && bytes[0] === 4 ? bytes : null;
  } catch {
    return null;
  }
}

/** PushSubscription.toJSON() as the site keeps it; null when the browser left a key out. */
export function subscriptionFields(subscription: PushSubscription): PushSubscriptionFields | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.['p256dh'];
  const auth = json.keys?.['auth'];
  return json.endpoint && p256dh && auth ? { endpoint: json.endpoint, keys: { p256dh, auth } } : null;
}

function refusal(status: number, message: string | null): string {
  if (status === 401 || status === 403) return message ?? PUSH_TEXT.signedOut;
  return message ?? PUSH_TEXT.refused;
}

/** One tap on an off switch. */
export async function turnOn(browser: PushBrowser, vapidPublicKey: string): Promise<SwitchOutcome> {
  const key = vapidKeyBytes(vapidPublicKey);
  if (!key) return { on: false, error: PUSH_TEXT.badKey };
  const permission = browser.permission() === 'granted' ? 'granted' : await browser.requestPermission();
  if (permission === 'denied') return { on: false, error: PUSH_TEXT.denied };
  if (permission !== 'granted') return { on: false, error: PUSH_TEXT.dismissed };
  let subscription: PushSubscription;
  try {
    const manager = await browser.pushManager();
    // A subscription made with another key (the site's key changed) cannot be reused: replace it.
    const existing = await manager.getSubscription();
    if (existing && !sameKey(existing.options.applicationServerKey, key)) await existing.unsubscribe();
    subscription = await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    return { on: false, error: PUSH_TEXT.subscribeFailed };
  }
  const fields = subscriptionFields(subscription);
  if (!fields) {
    await subscription.unsubscribe().catch(() => false);
    return { on: false, error: PUSH_TEXT.subscribeFailed };
  }
  let answer: { status: number; message: string | null };
  try {
    answer = await browser.post({ intent: 'subscribe', subscription: fields });
  } catch {
    answer = { status: 0, message: PUSH_TEXT.network };
  }
  if (answer.status === 204 || answer.status === 200) return { on: true, error: null };
  // The site did not keep it: nothing would ever be sent there, so the browser should not keep it either.
  await subscription.unsubscribe().catch(() => false);
  return { on: false, error: answer.status === 0 ? PUSH_TEXT.network : refusal(answer.status, answer.message) };
}

/** One tap on an on switch: the site forgets the device, and the browser drops the subscription either way. */
export async function turnOff(browser: PushBrowser): Promise<SwitchOutcome> {
  try {
    const subscription = await (await browser.pushManager()).getSubscription();
    if (!subscription) return { on: false, error: null };
    // If this POST is lost, the push service answers the site's next push 410 and the site forgets the device then.
    await browser.post({ intent: 'unsubscribe', endpoint: subscription.endpoint }).catch(() => null);
    await subscription.unsubscribe();
    return { on: false, error: null };
  } catch {
    return { on: true, error: PUSH_TEXT.offFailed };
  }
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}
