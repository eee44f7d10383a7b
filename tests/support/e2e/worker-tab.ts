import { type BrowserContextOptions, type CDPSession, type Page, type Response, test as base } from '@playwright/test';
import { appOrigin, sandboxUrl } from '../../e2e/stacks.ts';

/**
 * `test` whose `page` is one tab a worker keeps from test to test, reset in between, instead of a new
 * browser context per test. A new context starts a new renderer process, and its first page load costs
 * about twice a load in a tab that is already open (decision 033: 0.85 s against 0.5 s here).
 *
 * Between two tests the tab is left as a new reader would find it: the page is blank, the cookies, local and
 * session storage of the site and the provider are gone, other tabs are closed, routes and listeners
 * removed, the window at the project's size. The HTTP cache stays (hashed files, as for a returning
 * reader): a spec that counts downloads keeps Playwright's own `test`.
 *
 * `page.goto` and `page.reload` (when they wait for `load`, the default) also wait until React has revealed
 * every streamed section: `load` comes when the document has ended, but React may still hold a section that
 * has arrived, hidden, for its batched reveal a frame later (its boundary marked <!--$~-->; one whose content
 * has not arrived <!--$?-->). A test reading the page right after `goto` then reads what the reader sees,
 * not an empty section; a test about skeletons navigates with `waitUntil: 'commit'`.
 *
 * A test that changes what cannot be undone (a page clock, an init script, an exposed function, offline
 * mode, extra headers, emulated media) has the tab to itself and the tab is thrown away after it; so is a
 * failed test's, so a broken state never meets the next test. A test asking for other context options
 * (`javaScriptEnabled: false`) gets a tab made with them.
 */
interface Tab {
  page: Page;
  cdp: CDPSession;
  /** The context options it was made with: a test asking for others gets a new tab. */
  key: string;
  /** Set by a call no reset undoes: the tab is closed after the test. */
  spent: boolean;
}

/** What a reset cannot take back: calling any of these spends the tab. */
const PAGE_CHANGES = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'emulateMedia'] as const;
const CONTEXT_CHANGES = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'setOffline', 'grantPermissions', 'setGeolocation'] as const;
const CLOCK_CHANGES = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'fastForward', 'runFor', 'resume'] as const;

/** Wraps each named method of `target` so that calling it marks the tab spent. */
function spendOn<T extends object>(tab: Tab, target: T, names: readonly string[]): void {
  const methods = target as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name]!.bind(target);
    methods[name] = (...args: unknown[]) => {
      tab.spent = true;
      return original(...args);
    };
  }
}

export const test = base.extend<object, { keptTab: { current: Tab | null } }>({
  keptTab: [
    // Made after the browser, so closed before it.
    async ({ browser: _browser }, use) => {
      const holder: { current: Tab | null } = { current: null };
      await use(holder);
      await holder.current?.page.context().close();
    },
    { scope: 'worker' },
  ],
  page: async ({ browser, keptTab, baseURL, viewport, locale, timezoneId, reducedMotion, userAgent, isMobile, hasTouch, deviceScaleFactor, javaScriptEnabled, colorScheme }, use, testInfo) => {
    const given = { baseURL, viewport, locale, timezoneId, reducedMotion, userAgent, isMobile, hasTouch, deviceScaleFactor, javaScriptEnabled, colorScheme };
    const options = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as BrowserContextOptions;
    const key = JSON.stringify(options);
    if (keptTab.current && keptTab.current.key !== key) {
      await keptTab.current.page.context().close();
      keptTab.current = null;
    }
    if (!keptTab.current) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const tab: Tab = { page, cdp: await context.newCDPSession(page), key, spent: false };
      spendOn(tab, page, PAGE_CHANGES);
      spendOn(tab, context, CONTEXT_CHANGES);
      spendOn(tab, page.clock, CLOCK_CHANGES);
      // Without JavaScript nothing is ever revealed: the reader sees what `load` shows.
      if (javaScriptEnabled !== false) waitForRevealOnLoad(page);
      keptTab.current = tab;
    }
    const tab = keptTab.current;
    // Playwright's own listeners stay (its context close waits on one): only the test's are removed after it.
    const ownListeners = [listenersOf(tab.page), listenersOf(tab.page.context())];
    await use(tab.page);
    if (tab.spent || testInfo.status !== testInfo.expectedStatus || tab.page.isClosed()) {
      await tab.page.context().close();
      keptTab.current = null;
      return;
    }
    for (const own of ownListeners) own.removeOthers();
    await reset(tab, viewport);
  },
  // The tests' `context` is the tab's, so cookies set on it reach the page.
  context: async ({ page }, use) => {
    await use(page.context());
  },
});

export { expect } from '@playwright/test';

/** Makes `goto` and `reload` that wait for `load` wait for React's reveal of every streamed section too. */
function waitForRevealOnLoad(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    const optionsAt = name === 'goto' ? 1 : 0;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const waitUntil = (args[optionsAt] as { waitUntil?: string } | undefined)?.waitUntil ?? 'load';
      if (waitUntil === 'load') await page.waitForFunction(everySectionRevealed);
      return response;
    };
  }
}

/** No Suspense boundary still waiting for its content ($?) or for React's reveal ($~). In the page. */
function everySectionRevealed(): boolean {
  if (!document.body) return true; // not an HTML page (a sitemap, a feed)
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeValue === '$?' || node.nodeValue === '$~') return false;
  return true;
}

type Listener = (...args: never[]) => unknown;
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): Listener[];
  off(event: string | symbol, listener: Listener): unknown;
}

/** The listeners `target` has now, and a way to remove every listener added after. */
function listenersOf(target: object) {
  const emitter = target as Emitter;
  const before = new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]));
  return {
    removeOthers() {
      for (const event of emitter.eventNames()) {
        for (const listener of emitter.listeners(event)) if (!before.get(event)?.has(listener)) emitter.off(event, listener);
      }
    },
  };
}

/** Leaves the kept tab as a first visit would find it. */
async function reset({ page, cdp }: Tab, viewport: { width: number; height: number } | null): Promise<void> {
  const context = page.context();
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  // Session storage is the tab's own, not the origin's: cleared from a document of the site (the provider keeps none).
  if (!page.url().startsWith(`${appOrigin()}/`)) await page.goto('/robots.txt');
  await page.evaluate(() => sessionStorage.clear());
  // A blank page stops the last page's timers (a member's session poll) before its cookies go.
  await page.goto('about:blank');
  await context.clearCookies();
  for (const origin of [appOrigin(), sandboxUrl()]) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' });
  }
  if (viewport) await page.setViewportSize(viewport);
}
