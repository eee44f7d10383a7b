import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { WEB_CLIENT_ID } from './constants.ts';
import { type CookieJarBrowser, createCookieJarBrowser, readForms, redirectTarget } from './cookie-jar-browser.ts';

/**
 * Signs a demo account in through the provider's real authorization-code + PKCE flow over HTTP,
 * the way a browser would: discovery, authorize, the sign-in page, back to authorize, and the
 * code read from the final redirect to the app (which is never fetched), then the token call.
 * The test harness uses it to get real tokens for each demo account.
 */
const Discovery = v.object({ authorization_endpoint: v.string(), token_endpoint: v.string() });

const TokenResponse = v.object({ access_token: v.string(), id_token: v.string(), refresh_token: v.string(), expires_in: v.number(), token_type: v.string() });

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface AuthorizeOptions {
  issuer: string;
  redirectUri: string;
  clientId?: string | undefined;
  /** Demo username to type on the sign-in page if it shows; without one, a sign-in page is an error. */
  username?: string | undefined;
  /** `select_account` (default, like the app's /login), `none` (silent), `login`, or omitted with ''. */
  prompt?: string | undefined;
  /** Reuse a browser (its provider cookies) across flows. */
  browser?: CookieJarBrowser | undefined;
}

export interface AuthorizeResult {
  /** The redirect back to the app: code, state, session_state, iss, or error. */
  callback: URL;
  /** The sign-in pages the flow went through (their HTML), in order. */
  pages: string[];
  codeVerifier: string;
  tokenEndpoint: string;
  browser: CookieJarBrowser;
}

/** 32 random bytes: 43 base64url characters, the PKCE verifier minimum. */
const random = () => randomBytes(32).toString('base64url');
const MAX_STEPS = 15;

async function discover(issuer: string) {
  const res = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`discovery answered ${res.status}`);
  return v.parse(Discovery, await res.json());
}

/** Runs authorize up to the redirect back to the app, signing in on the way when asked to. */
export async function authorize(opts: AuthorizeOptions): Promise<AuthorizeResult> {
  const browser = opts.browser ?? createCookieJarBrowser();
  const discovery = await discover(opts.issuer);
  const codeVerifier = random();
  const state = random();
  const url = new URL(discovery.authorization_endpoint);
  const params = {
    client_id: opts.clientId ?? WEB_CLIENT_ID,
    redirect_uri: opts.redirectUri,
    response_type: 'code',
    scope: 'openid nickname',
    state,
    nonce: random(),
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: opts.prompt ?? 'select_account',
  };
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);

  const { callback, pages } = await walkAuthorization(browser, url, { redirectUri: opts.redirectUri, username: opts.username });
  if (callback.searchParams.has('code') && callback.searchParams.get('state') !== state) {
    throw new Error('the provider answered another state');
  }
  return { callback, pages, codeVerifier, tokenEndpoint: discovery.token_endpoint, browser };
}

/**
 * Walks the provider from an authorize URL (built by anyone: this module, or the app's /login) to
 * the redirect back to `redirectUri`, signing in as `username` if a sign-in page shows. The app's
 * callback itself is never fetched: its URL is returned.
 */
export async function walkAuthorization(browser: CookieJarBrowser, authorizeUrl: URL, opts: { redirectUri: string; username?: string | undefined }): Promise<{ callback: URL; pages: string[] }> {
  const pages: string[] = [];
  const target = new URL(opts.redirectUri);
  let current = authorizeUrl;
  let res = await browser.request(current);
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const next = redirectTarget(res, current);
    if (next) {
      if (next.origin === target.origin && next.pathname === target.pathname) return { callback: next, pages };
      current = next;
      res = await browser.request(current);
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${current.pathname} answered ${res.status}: ${html.slice(0, 300)}`);
    pages.push(html);
    const forms = readForms(html);
    const loginForm = forms.find((form) => form.attributes.id === 'login-form');
    const autoSubmit = forms.find((form) => form.attributes.method?.toLowerCase() === 'post');
    let form: { action: string; fields: Record<string, string> };
    if (loginForm) {
      if (!opts.username) throw new Error('the provider asked to sign in, but no username was given');
      form = { action: loginForm.attributes.action ?? '', fields: { username: opts.username, password: 'demo' } };
    } else if (autoSubmit) {
      // oidc-provider's self-submitting pages (switching accounts, sign-out).
      form = { action: autoSubmit.attributes.action ?? '', fields: autoSubmit.hidden };
    } else {
      throw new Error(`unexpected page at ${current.pathname}: ${html.slice(0, 300)}`);
    }
    current = new URL(form.action, current);
    res = await browser.request(current, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form.fields) });
  }
  throw new Error(`no redirect back to ${opts.redirectUri} after ${MAX_STEPS} steps`);
}

/** Exchanges a code from `authorize` for tokens. */
export async function exchangeCode(result: AuthorizeResult, opts: { redirectUri: string; clientId?: string | undefined }): Promise<TokenSet> {
  const code = result.callback.searchParams.get('code');
  if (!code) {
    const error = result.callback.searchParams.get('error') ?? 'no code';
    throw new Error(`sign-in failed: ${error} ${result.callback.searchParams.get('error_description') ?? ''}`.trim());
  }
  const res = await fetch(result.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: opts.redirectUri, client_id: opts.clientId ?? WEB_CLIENT_ID, code_verifier: result.codeVerifier }),
  });
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}: ${JSON.stringify(body)}`);
  const { access_token, id_token, refresh_token, expires_in } = v.parse(TokenResponse, body);
  return { access_token, id_token, refresh_token, expires_in };
}

export async function loginWithCodeFlow(opts: { issuer: string; username: string; redirectUri: string; clientId?: string }): Promise<TokenSet> {
  const result = await authorize({ ...opts, prompt: 'select_account' });
  return exchangeCode(result, opts);
}
