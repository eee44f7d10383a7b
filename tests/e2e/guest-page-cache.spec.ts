// Playwright's own `test`, a new context each: these readers visit the page-cache stack, whose storage a kept tab's reset does not clear.
import { type Browser, expect, type Page, type Response, test } from '@playwright/test';
import { waitForHttp } from '../../scripts/lib/processes.ts';
import { PAGE_CACHE_STACK } from './stacks.ts';

/**
 * The guest page cache (decision 030) against the built worker with real Waku and
 * React output. The test stacks run with the edge caches off (playwright.config.ts: specs make
 * services fail and must see it), so this spec reads the stack Playwright starts with them on, as
 * production runs (PAGE_CACHE_STACK: a sandbox and a worker of its own, started beside the test stacks
 * and not waited for at start-up). What it proves in a real browser: a guest served
 * another guest's page gets a session of their own and a nonce of their own on every script React
 * wrote, the page runs and hydrates under the Content-Security-Policy, and client navigations
 * (RSC payloads) come from the edge too. Members are proved never to share in workerd
 * (functions/guest-page-cache.worker.test.ts).
 */
const ORIGIN = `http://localhost:${PAGE_CACHE_STACK.port}`;

test.beforeAll(async () => {
  // Started with the other stacks, usually up long before this spec runs; a start-up wait, not a test budget.
  test.setTimeout(240_000);
  await waitForHttp(`${ORIGIN}/robots.txt`, 200_000);
});

interface Visit {
  page: Page;
  response: Response;
  html: string;
  policyViolations: string[];
  cookie: string | undefined;
}

let guests = 0;
/**
 * A new guest (a browser context of their own) opens `path` and waits until the page has hydrated.
 * Each guest's browser says a user agent of its own: two first visits from one address and one browser
 * build within seconds share a guest token by design (decision 008), and these guests are two people.
 */
async function guestVisit(browser: Browser, path: string): Promise<Visit> {
  guests += 1;
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Guest/${guests}`;
  const context = await browser.newContext({ baseURL: ORIGIN, userAgent });
  const page = await context.newPage();
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    // This page's own policy refusing a script or style. (The provider's page in the silent-login
    // frame refuses to be framed by this unregistered port: its policy, not ours.)
    if (/Refused to (execute|load|apply)/i.test(message.text())) policyViolations.push(message.text());
  });
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  const html = await response.text();
  await expect(page.getByTestId('header-search')).toHaveAttribute('data-hydrated', 'true');
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('usstock_session'))?.value;
  return { page, response, html, policyViolations, cookie };
}

const policyNonce = (response: Response) => response.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1];
/** Every inline script's nonce (JSON-LD is data, not script: the policy does not apply to it). */
const inlineScriptNonces = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]?.match(/nonce="([^"]*)"/)?.[1] ?? '(none)');

test.describe('guest pages from the edge', () => {
  test.setTimeout(120_000);

  for (const path of ['/stock/NVDA/info', '/article/101', '/']) {
    test(`${path}: a second guest is served the kept page with a session and a nonce of their own, and it runs under the policy`, async ({ browser }) => {
      const first = await guestVisit(browser, path);
      expect(first.response.status()).toBe(200);
      expect(first.response.headers()['x-page-cache']).toBe('miss');
      // The page is kept once its render has finished; the next guest finds it.
      let second = await guestVisit(browser, path);
      for (let attempt = 0; attempt < 5 && second.response.headers()['x-page-cache'] !== 'hit'; attempt += 1) {
        await second.page.context().close();
        second = await guestVisit(browser, path);
      }
      expect(second.response.headers()['x-page-cache']).toBe('hit');

      expect(first.cookie).toBeTruthy();
      expect(second.cookie).toBeTruthy();
      expect(second.cookie).not.toBe(first.cookie);
      const [firstNonce, secondNonce] = [policyNonce(first.response), policyNonce(second.response)];
      expect(secondNonce).toBeTruthy();
      expect(secondNonce).not.toBe(firstNonce);
      for (const visit of [first, second]) {
        const nonces = inlineScriptNonces(visit.html);
        expect(nonces.length).toBeGreaterThan(2); // bootstrap, RSC payload pushes, Suspense completions
        expect(new Set(nonces)).toEqual(new Set([policyNonce(visit.response)]));
        expect(visit.policyViolations).toEqual([]);
      }
      expect(second.html).not.toContain(firstNonce);
      await first.page.context().close();
      await second.page.context().close();
    });
  }

  test('a client navigation of a guest is served from the edge too, and renders', async ({ browser }) => {
    const navigate = async () => {
      const visit = await guestVisit(browser, '/stock/AAPL/info');
      const rsc = visit.page.waitForResponse((res) => res.url().includes('/RSC/') && res.url().includes('dividend'));
      await visit.page.getByRole('link', { name: '股利' }).first().click();
      const response = await rsc;
      await expect(visit.page).toHaveURL(/\/stock\/AAPL\/dividend/);
      await expect(visit.page.locator('main')).toContainText('股利');
      expect(visit.policyViolations).toEqual([]);
      const state = response.headers()['x-page-cache'];
      await visit.page.context().close();
      return state;
    };
    expect(await navigate()).toBe('miss');
    await expect.poll(navigate, { timeout: 60_000, intervals: [500, 1_000, 2_000] }).toBe('hit');
  });
});
