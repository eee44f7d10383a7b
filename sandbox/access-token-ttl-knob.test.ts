import { afterEach, describe, expect, it } from 'vitest';
import { authorize, exchangeCode, loginWithCodeFlow } from './identity/code-flow-login.ts';
import { WEB_CLIENT_ID } from './identity/constants.ts';
import { jwtPayload } from './identity/test-provider.ts';
import { refreshGrant, TEST_REDIRECT_URI, useWholeSandbox } from './test-sandbox.ts';

/**
 * The `accessTokenTtl` knob through the whole sandbox, as an e2e test uses it: PUT the knob, then
 * sign in with the real code flow (and refresh) and read the lifetime off the issued tokens.
 */
const sandbox = useWholeSandbox();
afterEach(async () => {
  await putKnobs({});
});

const putKnobs = (body: unknown) => fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify(body) });
const getKnobs = async () => (await (await fetch(`${sandbox.url}/__sandbox/knobs`)).json()) as Record<string, unknown>;
const lifetimeOf = (jwt: string) => {
  const claims = jwtPayload(jwt);
  return Number(claims.exp) - Number(claims.iat);
};

async function refresh(refreshToken: string) {
  const res = await refreshGrant(sandbox.issuer, refreshToken);
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; refresh_token: string; expires_in: number };
}

async function guestToken() {
  const res = await fetch(`${sandbox.issuer}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'guest', client_id: WEB_CLIENT_ID }) });
  expect(res.status).toBe(200);
  return (await res.json()) as { access_token: string; expires_in: number };
}

describe('accessTokenTtl knob', () => {
  it('starts at the start lifetime (null) and is shown by GET', async () => {
    expect(await getKnobs()).toMatchObject({ accessTokenTtl: null });
    const tokens = await loginWithCodeFlow({ issuer: sandbox.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
    expect(tokens.expires_in).toBe(3600);
    expect(lifetimeOf(tokens.access_token)).toBe(3600);
  });

  it('shortens member tokens from the code flow and the refresh grant issued after the PUT', async () => {
    const before = await loginWithCodeFlow({ issuer: sandbox.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
    const set = await putKnobs({ accessTokenTtl: 30 });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ accessTokenTtl: 30, fail: {} });
    expect(await getKnobs()).toMatchObject({ accessTokenTtl: 30 });

    // A token issued before the change keeps its lifetime.
    expect(lifetimeOf(before.access_token)).toBe(3600);

    const tokens = await loginWithCodeFlow({ issuer: sandbox.issuer, username: 'author', redirectUri: TEST_REDIRECT_URI });
    expect(tokens.expires_in).toBe(30);
    expect(lifetimeOf(tokens.access_token)).toBe(30);
    // The ID token is not an access token: its lifetime stays.
    expect(lifetimeOf(tokens.id_token)).toBe(3600);

    const refreshed = await refresh(before.refresh_token);
    expect(refreshed.expires_in).toBe(30);
    expect(lifetimeOf(refreshed.access_token)).toBe(30);

    // Changing it again applies to the very next refresh.
    await putKnobs({ accessTokenTtl: 45 });
    const again = await refresh(refreshed.refresh_token);
    expect(again.expires_in).toBe(45);
    expect(lifetimeOf(again.access_token)).toBe(45);
  });

  it('applies to guest tokens too (never longer than the guest lifetime)', async () => {
    await putKnobs({ accessTokenTtl: 20 });
    const guest = await guestToken();
    expect(guest.expires_in).toBe(20);
    expect(lifetimeOf(guest.access_token)).toBe(20);

    await putKnobs({ accessTokenTtl: 86_400 });
    const capped = await guestToken();
    expect(capped.expires_in).toBe(3600);
    expect(lifetimeOf(capped.access_token)).toBe(3600);
  });

  it('goes back to the start lifetime with null and with {}', async () => {
    const result = await authorize({ issuer: sandbox.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
    await putKnobs({ accessTokenTtl: 10 });
    const short = await exchangeCode(result, { redirectUri: TEST_REDIRECT_URI });
    expect(lifetimeOf(short.access_token)).toBe(10);

    expect((await putKnobs({ accessTokenTtl: null })).status).toBe(200);
    expect(await getKnobs()).toMatchObject({ accessTokenTtl: null });
    const afterNull = await refresh(short.refresh_token);
    expect(lifetimeOf(afterNull.access_token)).toBe(3600);

    await putKnobs({ accessTokenTtl: 10 });
    expect((await putKnobs({})).status).toBe(200);
    expect(await getKnobs()).toMatchObject({ accessTokenTtl: null });
    const afterReset = await refresh(afterNull.refresh_token);
    expect(afterReset.expires_in).toBe(3600);
    expect(lifetimeOf((await guestToken()).access_token)).toBe(3600);
  });

  it('is set with the other knobs: a PUT without it resets it', async () => {
    await putKnobs({ accessTokenTtl: 30 });
    await putKnobs({ fail: 'forum' });
    expect(await getKnobs()).toMatchObject({ accessTokenTtl: null, fail: { forum: '500' } });
  });

  it.each([4, 86_401, 2.5, '30', true, { seconds: 30 }, -1])('refuses accessTokenTtl %j with a 400 and keeps every knob', async (value) => {
    await putKnobs({ accessTokenTtl: 30, fail: 'forum' });
    const res = await putKnobs({ accessTokenTtl: value });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('badRequest');
    expect(body.error.message).toContain('accessTokenTtl');
    expect(await getKnobs()).toMatchObject({ accessTokenTtl: 30, fail: { forum: '500' } });
    expect((await guestToken()).expires_in).toBe(30);
  });

  it('refuses unknown knobs and bodies that are not objects', async () => {
    for (const body of ['{"accessTokenTTL": 30}', '[]', 'null', '{{{', '"x"']) {
      const res = await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body });
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('badRequest');
    }
  });
});
