import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { appOrigin, sandboxUrl } from './stacks.ts';

const redirectUri = () => `${appOrigin()}/auth/sign-in-redirect`;
const b64url = (buf: Buffer) => buf.toString('base64url');
const decodeClaims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
  check_session_iframe: string;
}

/**
 * A person signs in at the sandbox provider by hand, starting from its discovery document —
 * the provider the app's own login flow (a later issue) will use.
 */
test('a demo member signs in at the sandbox provider through its discovery document', async ({ page, request }) => {
  const discovery = (await (await request.get(`${sandboxUrl()}/identity/.well-known/openid-configuration`)).json()) as Discovery;
  expect(discovery.issuer).toBe(`${sandboxUrl()}/identity`);
  for (const endpoint of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint', 'check_session_iframe'] as const) {
    expect(discovery[endpoint]).toMatch(new RegExp(`^${sandboxUrl()}/identity/`));
  }

  const verifier = b64url(randomBytes(32));
  const state = b64url(randomBytes(12));
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: 'usstock-web',
    response_type: 'code',
    scope: 'openid nickname',
    redirect_uri: redirectUri(),
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state,
    nonce: b64url(randomBytes(12)),
    prompt: 'select_account',
  }).toString();

  await page.goto(authorize.toString());
  await expect(page.getByRole('heading', { name: '沙盒登入（示範帳號）' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
  // The app's own callback refuses this sign-in (the state is not one it started) and never redeems
  // the code, so the test reads the redirect back to it and redeems the code by hand.
  const callbackRequest = page.waitForRequest((req) => req.url().startsWith(`${redirectUri()}?`));
  await page.getByRole('button', { name: /美股小資族/ }).click();
  const callbackUrl = (await callbackRequest).url();
  const callback = new URL(callbackUrl);
  expect(callback.searchParams.get('code')).toBeTruthy();
  expect(callback.searchParams.get('state')).toBe(state);
  expect(callback.searchParams.get('session_state')).toBeTruthy();

  const tokenResponse = await request.post(discovery.token_endpoint, {
    form: { grant_type: 'authorization_code', client_id: 'usstock-web', code: callback.searchParams.get('code') ?? '', redirect_uri: redirectUri(), code_verifier: verifier },
  });
  expect(tokenResponse.status()).toBe(200);
  const tokens = (await tokenResponse.json()) as { access_token: string; id_token: string; refresh_token: string };
  expect(tokens.refresh_token).toBeTruthy();
  const idClaims = decodeClaims(tokens.id_token);
  expect(idClaims).toMatchObject({ sub: '1001', nickname: '美股小資族', is_guest: false, iss: discovery.issuer, aud: 'usstock-web' });
  expect(decodeClaims(tokens.access_token)).toMatchObject({ sub: '1001', is_guest: false, user_guid: idClaims.user_guid });
});

test('an unknown account name is refused on the sign-in page with a message, not an error page', async ({ page }) => {
  const discovery = (await (await fetch(`${sandboxUrl()}/identity/.well-known/openid-configuration`)).json()) as Discovery;
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: 'usstock-web',
    response_type: 'code',
    scope: 'openid nickname',
    redirect_uri: redirectUri(),
    code_challenge: b64url(createHash('sha256').update('x'.repeat(43)).digest()),
    code_challenge_method: 'S256',
  }).toString();
  await page.goto(authorize.toString());
  await page.getByLabel('帳號', { exact: true }).fill('<img src=x onerror=alert(1)>');
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // Reflected safely: the typed text is back in the field, and no element was injected.
  await expect(page.getByLabel('帳號', { exact: true })).toHaveValue('<img src=x onerror=alert(1)>');
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
