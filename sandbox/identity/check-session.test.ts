import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from './code-flow-login.ts';
import { COOKIES, WEB_CLIENT_ID } from './constants.ts';
import { startTestProvider, TEST_APP_ORIGIN, TEST_REDIRECT_URI, type TestProvider } from './test-provider.ts';

let idp: TestProvider;
beforeAll(async () => {
  idp = await startTestProvider();
});
afterAll(() => idp.close());

type Listener = (event: unknown) => void;

/** Runs the served check-session script against a fake window holding `cookie`. */
async function loadCheckSession(cookie: string) {
  const res = await fetch(`${idp.issuer}/checksession`);
  const html = await res.text();
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  let listener: Listener | undefined;
  const window = { addEventListener: (_type: string, fn: Listener) => (listener = fn) };
  runInNewContext(script, { window, document: { cookie }, crypto: globalThis.crypto, TextEncoder, btoa });
  return {
    res,
    script,
    /** Posts a message from `origin` and resolves with the answer, or null when none comes. */
    ask: (data: unknown, origin = TEST_APP_ORIGIN) =>
      new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 200);
        listener?.({
          origin,
          data,
          source: {
            postMessage: (answer: string, target: string) => {
              clearTimeout(timer);
              resolve(target === origin ? answer : `wrong target ${target}`);
            },
          },
        });
      }),
  };
}

describe('check_session iframe', () => {
  it('is framable by the app only, under a hash-pinned script policy', async () => {
    const { res, script } = await loadCheckSession('');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${TEST_APP_ORIGIN}`);
    // A browser runs the inline script only if its hash is the one the policy names.
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('answers unchanged for the live session and changed once the browser state differs', async () => {
    const result = await authorize({ issuer: idp.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
    const sessionState = result.callback.searchParams.get('session_state') ?? '';
    const browserState = result.browser.cookie(COOKIES.browserState) ?? '';

    const live = await loadCheckSession(`other=1; ${COOKIES.browserState}=${browserState}`);
    expect(await live.ask(`${WEB_CLIENT_ID} ${sessionState}`)).toBe('unchanged');

    const signedOut = await loadCheckSession('');
    expect(await signedOut.ask(`${WEB_CLIENT_ID} ${sessionState}`)).toBe('changed');

    const otherAccount = await loadCheckSession(`${COOKIES.browserState}=somethingElse`);
    expect(await otherAccount.ask(`${WEB_CLIENT_ID} ${sessionState}`)).toBe('changed');
  });

  it('answers error to malformed messages and nothing to foreign origins', async () => {
    const page = await loadCheckSession('');
    expect(await page.ask('just-one-part')).toBe('error');
    expect(await page.ask(`${WEB_CLIENT_ID} no-salt`)).toBe('error');
    expect(await page.ask({ not: 'a string' })).toBe('error');
    expect(await page.ask(`${WEB_CLIENT_ID} abc.def`, 'https://evil.example')).toBeNull();
  });
});
