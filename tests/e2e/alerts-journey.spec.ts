import { type Browser, type BrowserContext, chromium, devices, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { decryptPush, type SandboxSubscription, sandboxSubscription, subscribeAtSandbox } from '../support/app/push-subscriber.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { tapNotification } from '../support/e2e/notification-tap.ts';
import { signInContext } from '../support/e2e/sign-in.ts';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../support/e2e/viewports.ts';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { appOrigin, sandboxUrl } from './stacks.ts';

/**
 * The price alert's whole journey, through the whole stack: a member sets 「NVDA 高於 X」 on /alerts/new (X a cent or
 * so above the sandbox's price), turns push on with the switch on /alerts, the sandbox market crosses X,
 * the quote room fires, the member's store writes the inbox and the push outbox, its alarm sends the
 * encrypted message to the sandbox's push service; the test decrypts it there, hands it to the service
 * worker, sees the notification and the toast, taps it to the stock page, and reads /alerts (已觸發, 已送達).
 * Then the feed drops and comes back, and NVDA's quote room restarts, and the market crosses again after
 * each: nothing fires until 重新啟用, which fires it once more through the restarted room.
 *
 * The market: the sandbox's clock frozen (the marketTime knob) at a regular-session minute T1, then moved
 * to a later minute T2 whose price is above X; a frozen clock sends one tick per move and none between.
 *
 * Why pushManager.subscribe is stubbed: Chromium asks Google's push service (FCM) for a subscription, which
 * cannot be reached offline. The init script makes the page's PushManager answer with a subscription at the
 * sandbox's push service (its https endpoint) and keys this test made, as a browser's would be; every other
 * step (the switch, POST /alerts/push, the Worker's VAPID and RFC 8291 encryption, the push service's
 * checks) is the real one. The service worker cannot receive from the sandbox either, so the message the
 * sandbox received is decrypted here and delivered through DevTools (ServiceWorker.deliverPushMessage).
 *
 * The room restarts for real inside `wrangler dev`: the stack runs with LIVE_TEST_HOOKS=on
 * (playwright.config.ts), so the room obeys the sandbox feed's `testRestart` (live/test-restart.ts): it
 * aborts (its memory and its feed socket gone) and its alarm starts it again from its storage, which must
 * hold the alerts (it subscribes NVDA again with no call from anyone) and must not fire the fired one again.
 */

const MEMBER = '編輯小組';
/** Regular-session minutes of a Wednesday (New York 10:00 and 11:00), one per project so the two runs' alerts differ. */
const T1 = { phone: '2026-11-25T15:00:00Z', desktop: '2026-11-25T16:00:00Z' };
const STUB_KEY = 'e2e-push-subscription';

const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** NVDA's price at the sandbox's clock, as the business service answers it. */
async function nvdaPrice(): Promise<number> {
  const res = await fetch(`${sandboxUrl()}/business/api/Stock/Quotes`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-app-id': 'e2e' }, body: JSON.stringify(['NVDA']) });
  const { data } = (await res.json()) as { data: { NVDA: { price: number; marketSession: string } } };
  expect(data.NVDA.marketSession).toBe('intraDay');
  return data.NVDA.price;
}

/** The first minute after `from` (at most two hours on) whose price is at least two cents above `floor`. */
async function minuteAbove(from: string, floor: number): Promise<{ at: string; price: number }> {
  for (let minute = 1; minute <= 120; minute += 1) {
    const at = new Date(Date.parse(from) + minute * 60_000).toISOString();
    await setKnobs({ marketTime: at });
    const price = await nvdaPrice();
    if (price >= floor + 0.02) return { at, price };
  }
  throw new Error(`NVDA never rose two cents above ${floor} in the two hours after ${from}`);
}

interface FeedStats {
  subscriptions: Record<string, number>;
  /** Connections the feed has taken since it started (a restarted room connects again). */
  connections: number;
  ticksSent: number;
}
const feedStats = async (): Promise<FeedStats> => (await (await fetch(`${sandboxUrl()}/__sandbox/quote-feed`)).json()) as FeedStats;

/** Moves the market clock and waits until the feed has sent the tick (a frozen clock ticks once per move). */
async function marketAt(at: string): Promise<void> {
  const before = (await feedStats()).ticksSent;
  await setKnobs({ marketTime: at });
  await expect.poll(async () => (await feedStats()).ticksSent).toBeGreaterThan(before);
}

/**
 * A page's PushManager answering with the sandbox's subscription (see above why). It checks what the switch
 * asks for as Chromium would (a user-visible subscription with the site's key) and keeps the subscription
 * in localStorage, so getSubscription finds it after a reload and unsubscribe forgets it.
 */
function stubPushManager({ endpoint, p256dh, auth, storageKey }: { endpoint: string; p256dh: string; auth: string; storageKey: string }): void {
  const bytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0)).buffer;
  const subscription = (applicationServerKey: ArrayBuffer | null) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey },
    getKey: (name: string) => bytes(name === 'p256dh' ? p256dh : auth),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(storageKey);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey instanceof Uint8Array ? new Uint8Array(options.applicationServerKey) : null;
    if (!options?.userVisibleOnly || key?.length !== 65) throw new DOMException('not a user-visible subscription with a VAPID key', 'NotAllowedError');
    localStorage.setItem(storageKey, '1');
    return subscription(key.buffer) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem(storageKey) ? subscription(null) : null) as unknown as PushSubscription | null;
  };
}

/** The full Chromium (the headless shell has no notifications: pwa.spec.ts), at the project's width. */
async function journeyBrowser(phone: boolean, push: SandboxSubscription): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const size = phone ? { ...devices['Pixel 7'], viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 } : { viewport: DESKTOP_VIEWPORT };
  const context = await browser.newContext({ ...size, baseURL: appOrigin(), locale: 'zh-TW', timezoneId: 'Asia/Taipei', reducedMotion: 'reduce' });
  await context.grantPermissions(['notifications']);
  await context.addInitScript(stubPushManager, { endpoint: push.endpoint, p256dh: push.keys.p256dh, auth: push.keys.auth, storageKey: STUB_KEY });
  return { browser, context };
}

/** The service worker controls the page (it registers once the page has loaded and the browser is idle). */
async function controlledBy(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** A form post to /alerts as this browser sends it; answers the 303's address. */
async function postAlerts(context: BrowserContext, fields: Record<string, string>): Promise<string> {
  const res = await context.request.post(`${appOrigin()}/alerts`, { form: fields, headers: { origin: appOrigin() }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  return res.headers().location ?? '';
}

/** The member's alerts, none left: a run starts from an empty list and leaves one. */
async function removeAlerts(page: Page): Promise<void> {
  await page.goto('/alerts');
  const ids = await page.getByTestId('alert-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-alert-id') ?? ''));
  for (const id of ids) expect(await postAlerts(page.context(), { intent: 'remove', id })).toMatch(/answer=removed/);
}

/** The push messages the sandbox's push service holds for the subscription, decrypted. */
async function received(push: SandboxSubscription): Promise<{ title: string; body: string; url: string; tag: string }[]> {
  const { messages } = await sandboxSubscription(sandboxUrl(), push.id);
  return Promise.all(messages.map(async (message) => JSON.parse(await decryptPush(message.body, push.keys)) as { title: string; body: string; url: string; tag: string }));
}

test('a member sets 「NVDA 高於 X」, turns push on, the market crosses X: notification, tap, inbox; once until re-armed', { tag: '@phone' }, async ({}, testInfo) => {
  const phone = isPhone(testInfo);
  const t1 = phone ? T1.phone : T1.desktop;
  // The market: X just above the price at T1, and a later minute T2 above X.
  await setKnobs({ marketTime: t1 });
  const before = await nvdaPrice();
  const threshold = Math.round(before * 100 + 1) / 100;
  const t2 = await minuteAbove(t1, before);
  await setKnobs({ marketTime: t1 });
  const push = await subscribeAtSandbox(sandboxUrl());
  const { browser, context } = await journeyBrowser(phone, push);
  let finished = false;
  try {
    await signInContext(context, MEMBER);
    const page = await context.newPage();
    await removeAlerts(page);

    // 設定通知: the form says the price at T1; X is a cent above it.
    await page.goto('/alerts/new?symbol=NVDA');
    await expect(page.getByTestId('alert-form')).toContainText(`NVDA 現價 ${money(before)}`);
    await page.getByLabel('價格（US$）或漲跌幅（%）').fill(threshold.toFixed(2));
    await page.getByTestId('alert-submit').click();
    await expect(page).toHaveURL(/\/alerts\?answer=created&id=\d+$/);
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    await expect(page.getByTestId('alerts-notice')).toHaveText(`已設定「NVDA 高於 ${money(threshold)}」`);
    const item = page.locator(`[data-testid="alert-item"][data-alert-id="${id}"]`);
    await expect(item.getByTestId('alert-state')).toHaveText('等待中');
    // A second alert far below keeps the room's NVDA feed after the first has fired, so later ticks reach
    // the room and the test sees them not fire it (a room with no alert on a symbol drops its feed).
    expect(await postAlerts(context, { intent: 'create', symbol: 'NVDA', kind: 'below', threshold: (before / 2).toFixed(2), repeat: 'once' })).toMatch(/answer=created/);

    // 推播通知: one tap on the switch (permission granted; the stubbed subscription), the site keeps it.
    await page.goto('/alerts');
    await controlledBy(page);
    const toggle = page.getByTestId('push-switch').getByRole('switch', { name: '推播通知' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('push-switch')).toContainText('這個裝置已開啟推播通知');

    // The market crosses X: the room fires, the store's alarm pushes to the sandbox's push service.
    await setKnobs({ marketTime: t2.at });
    await expect.poll(async () => (await received(push)).length, { timeout: 15_000 }).toBe(1);
    const [payload] = await received(push);
    const body = `NVDA 突破 ${money(threshold)}，現價 ${money(t2.price)}`;
    expect(payload).toMatchObject({ title: '到價通知', url: '/stock/NVDA/info', tag: `alert-${id}:1` });
    expect(payload!.body).toMatch(new RegExp(`^${body.replace(/[$.()+]/g, '\\$&')} \\([+−]?[\\d.]+ %\\)$`));
    expect((await sandboxSubscription(sandboxUrl(), push.id)).attempts.map((attempt) => attempt.status)).toEqual([201]);

    // The message, as the push service would deliver it, to the service worker: the notification and the toast.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((entry) => entry.scopeURL === `${appOrigin()}/` && !entry.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: appOrigin(), registrationId: await registrationId, data: JSON.stringify(payload) });
    await expect
      .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }))))
      .toEqual([{ title: '到價通知', body: payload!.body, tag: payload!.tag, data: { url: '/stock/NVDA/info' } }]);
    const toast = page.getByTestId('toaster').getByRole('status').filter({ hasText: payload!.body });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('link', { name: '查看' })).toHaveAttribute('href', '/stock/NVDA/info');

    // A tap on the notification opens the stock page.
    await tapNotification(context);
    await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);

    // /alerts: 已觸發 with the time and the price, the inbox's entry 已送達.
    await page.goto('/alerts');
    await expect(item.getByTestId('alert-state')).toHaveText(new RegExp(`^已觸發 .+，${money(t2.price).replace('$', '\\$')}$`));
    const entries = page.getByTestId('inbox-entry').filter({ hasText: body });
    await expect(entries).toHaveCount(1);
    await expect(entries.getByTestId('inbox-delivery')).toHaveText('已送達');
    // The fired state and the delivered inbox, new to the page since the alerts spec looked at it.
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'main');

    // The feed drops and the room reconnects to a snapshot above X; the market falls below X and crosses
    // again: the fired alert stays fired and nothing is pushed.
    // With the clock standing at T2 nothing changes, so the feed sends NVDA's quote again only to a
    // subscription made since the drop: the room's, reconnected, reading a price above X.
    const ticks = (await feedStats()).ticksSent;
    expect((await fetch(`${sandboxUrl()}/__sandbox/quote-feed/drop`, { method: 'POST' })).ok).toBe(true);
    await expect.poll(async () => (await feedStats()).ticksSent, { timeout: 10_000 }).toBeGreaterThan(ticks);
    expect((await feedStats()).subscriptions['NVDA']).toBeGreaterThan(0);
    await marketAt(t1);
    await marketAt(t2.at);
    await page.reload();
    await expect(item.getByTestId('alert-state')).toContainText('已觸發');

    // NVDA's quote room restarts (the feed asks it; LIVE_TEST_HOOKS): it aborts, and its alarm starts it
    // again from its storage. With nobody reading NVDA, only the alerts it reloads make it connect and
    // subscribe again; the market falls below X and crosses again, and the fired alert stays fired.
    const { connections } = await feedStats();
    const asked = await fetch(`${sandboxUrl()}/__sandbox/quote-feed/restart-rooms?symbol=NVDA`, { method: 'POST' });
    expect(await asked.json()).toEqual({ asked: 1 });
    await expect.poll(async () => (await feedStats()).connections, { timeout: 15_000 }).toBeGreaterThan(connections);
    await expect.poll(async () => (await feedStats()).subscriptions['NVDA'], { timeout: 15_000 }).toBe(1);
    await marketAt(t1);
    await marketAt(t2.at);
    await page.reload();
    await expect(item.getByTestId('alert-state')).toContainText('已觸發');
    await expect(page.getByTestId('inbox-entry').filter({ hasText: body })).toHaveCount(1);
    expect(await received(push)).toHaveLength(1);

    // 重新啟用: the next crossing fires it again, once, through the restarted room (a firing of a crossing
    // before would be a third message).
    await item.getByTestId('alert-rearm').click();
    await expect(page.getByTestId('alerts-notice')).toHaveText(`已重新啟用「NVDA 高於 ${money(threshold)}」`);
    await expect(item.getByTestId('alert-state')).toHaveText('等待中');
    await marketAt(t1);
    await marketAt(t2.at);
    await expect.poll(async () => (await received(push)).map((message) => message.tag), { timeout: 15_000 }).toEqual([`alert-${id}:1`, `alert-${id}:2`]);
    await page.reload();
    await expect(page.getByTestId('inbox-entry').filter({ hasText: body })).toHaveCount(2);

    // Push off again and the list left empty, for the next run.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await removeAlerts(page);
    finished = true;
  } finally {
    // A run that failed half-way leaves no armed alert behind: it would keep the stack's NVDA feed for the specs after.
    if (!finished) await removeAlerts(await context.newPage()).catch(() => undefined);
    await browser.close();
    await setKnobs({});
  }
});
