import type { Page, Route } from '@playwright/test';

/**
 * THE ONE MOCK of the e2e suite, and only of a third party that cannot run here: Google Identity
 * Services (https://accounts.google.com/gsi/client) needs Google's servers, and the tests run
 * offline. Everything behind the prompt is real: the credential is a Google-style ID token signed
 * by the sandbox with its test-only key (docs/decisions/004), and it goes through the app's
 * POST /auth/one-tap to the sandbox provider's real verification.
 *
 * The stand-in defines exactly what @react-oauth/google calls on `window.google.accounts.id`
 * (initialize, prompt, cancel, renderButton, disableAutoSelect) and, on prompt(), hands the
 * initialize callback `{ credential, select_by: 'auto', clientId }` once per page load, as
 * Google's auto sign-in would. `window.__fakeGoogleIdentity` counts the calls for assertions.
 */

/** What @react-oauth/google's GoogleOAuthProvider loads (it may add `?hl=<locale>`). */
const isGoogleIdentityScript = (url: URL) => url.origin === 'https://accounts.google.com' && url.pathname === '/gsi/client';
const isGoogleAccounts = (url: URL) => url.origin === 'https://accounts.google.com';

export interface FakeGoogleIdentityOptions {
  /** The e2e sandbox of the running test, sandboxUrl() from ../stacks.ts. */
  sandboxUrl: string;
  /** `<demo username>@demo.local` signs in that demo account; any other address signs up a new member. */
  email: string;
  name?: string;
  /**
   * `broken` flips one character of the credential's signature, for the bad-input test: the
   * sandbox must refuse it (errorStatus `invalid_token`) and the visitor stay a guest.
   */
  signature?: 'valid' | 'broken';
}

interface SandboxCredential {
  credential: string;
  clientId: string;
}

/** A fresh credential from the sandbox's test signer (GET /identity/google-test/credential). */
export async function fetchGoogleTestCredential(sandboxUrl: string, email: string, name?: string): Promise<SandboxCredential> {
  const url = new URL('/identity/google-test/credential', sandboxUrl);
  url.searchParams.set('email', email);
  if (name !== undefined) url.searchParams.set('name', name);
  const res = await fetch(url);
  const body = (await res.json().catch(() => null)) as Partial<SandboxCredential> | null;
  if (!res.ok || typeof body?.credential !== 'string' || typeof body.clientId !== 'string') {
    throw new Error(`the sandbox gave no one-tap credential for ${email}: ${res.status} ${JSON.stringify(body)}`);
  }
  return { credential: body.credential, clientId: body.clientId };
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The same token with its signature's FIRST character changed. Not the last: the last base64url
 * character of a 256-byte RSA signature carries 4 padding bits that decoders drop, so changing it
 * can leave the signature valid.
 */
export function breakSignature(jwt: string): string {
  const parts = jwt.split('.');
  const signature = parts[2];
  if (parts.length !== 3 || !signature) throw new Error('not a compact JWS');
  const first = signature[0] ?? 'A';
  const replacement = BASE64URL[(BASE64URL.indexOf(first) + 32) % 64] ?? 'A';
  return `${parts[0]}.${parts[1]}.${replacement}${signature.slice(1)}`;
}

/** The stand-in script. Plain ES2015 in a string: it runs in the page as it is, untranspiled. */
export function fakeScript(config: { credential: string; fallbackClientId: string }): string {
  return `(() => {
  const config = ${JSON.stringify(config)};
  const state = {
    calls: { initialize: 0, prompt: 0, cancel: 0, renderButton: 0, disableAutoSelect: 0 },
    clientId: null,
    delivered: 0,
    promptOpen: false,
  };
  let options = null;
  let timer = null;
  const deliver = () => {
    timer = null;
    if (!state.promptOpen || state.delivered > 0 || !options || typeof options.callback !== 'function') return false;
    state.promptOpen = false;
    state.delivered += 1;
    options.callback({ credential: config.credential, select_by: 'auto', clientId: options.client_id || config.fallbackClientId });
    return true;
  };
  const moment = (type) => ({
    getMomentType: () => type,
    isDisplayMoment: () => type === 'display',
    isDisplayed: () => type === 'display',
    isNotDisplayed: () => false,
    getNotDisplayedReason: () => undefined,
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? 'auto_cancel' : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? 'credential_returned' : undefined),
  });
  window.__fakeGoogleIdentity = { state, deliver };
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize(opts) {
      state.calls.initialize += 1;
      options = opts || null;
      state.clientId = (opts && opts.client_id) || null;
    },
    prompt(listener) {
      state.calls.prompt += 1;
      // Like Google: one credential per page load, and no prompt once it was given.
      if (state.delivered > 0) {
        if (typeof listener === 'function') listener(moment('skipped'));
        return;
      }
      state.promptOpen = true;
      if (typeof listener === 'function') listener(moment('display'));
      // Google answers the prompt a moment later: the credential arrives on the next tick.
      if (timer === null) timer = setTimeout(deliver, 0);
    },
    cancel() {
      state.calls.cancel += 1;
      state.promptOpen = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    renderButton() {
      state.calls.renderButton += 1;
    },
    disableAutoSelect() {
      state.calls.disableAutoSelect += 1;
    },
    storeCredential() {},
    revoke(_hint, done) {
      if (typeof done === 'function') done({ successful: true });
    },
  };
})();
`;
}

/**
 * Serves the stand-in instead of Google's script on this page (all its navigations). Call before
 * page.goto. Returns the credential it hands out, for assertions.
 */
export async function installFakeGoogleIdentity(page: Page, opts: FakeGoogleIdentityOptions): Promise<{ credential: string }> {
  const issued = await fetchGoogleTestCredential(opts.sandboxUrl, opts.email, opts.name);
  const credential = opts.signature === 'broken' ? breakSignature(issued.credential) : issued.credential;
  const body = fakeScript({ credential, fallbackClientId: issued.clientId });
  await page.route(isGoogleIdentityScript, (route: Route) => route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body }));
  return { credential };
}

/** The bad-input variant: a credential whose signature does not verify. */
export const installFakeGoogleIdentityWithBrokenSignature = (page: Page, opts: Omit<FakeGoogleIdentityOptions, 'signature'>) => installFakeGoogleIdentity(page, { ...opts, signature: 'broken' });

/** Google unreachable, as offline: every request to accounts.google.com fails at the network. */
export async function blockGoogleIdentity(page: Page): Promise<void> {
  await page.route(isGoogleAccounts, (route: Route) => route.abort('internetdisconnected'));
}
