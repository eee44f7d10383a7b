import { describe, expect, it } from 'vitest';
import { loginWithCodeFlow } from './identity/code-flow-login.ts';
import { WEB_CLIENT_ID } from './identity/constants.ts';
import { jwtPayload } from './identity/test-provider.ts';
import { refreshGrant, TEST_REDIRECT_URI, useWholeSandbox } from './test-sandbox.ts';

/**
 * RFC 7009 at the sandbox provider, as the app's sign-out uses it: revoking a member's refresh
 * token revokes its grant, and the services then refuse every access token issued under that grant
 * (they read its `gid` claim against the revoked list), as a resource server that introspects would.
 */
const sandbox = useWholeSandbox();

const signIn = (username: string) => loginWithCodeFlow({ issuer: sandbox.issuer, username, redirectUri: TEST_REDIRECT_URI });
const profile = (accessToken: string) =>
  fetch(`${sandbox.url}/profile/graphql/query/member`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fields: ['nickname'] }),
  });
const watchlist = (accessToken: string) => fetch(`${sandbox.url}/business/api/Watchlist`, { headers: { authorization: `Bearer ${accessToken}`, 'x-app-id': WEB_CLIENT_ID } });
const revoke = (token: string, hint?: string) =>
  fetch(`${sandbox.issuer}/token/revocation`, { method: 'POST', body: new URLSearchParams({ client_id: WEB_CLIENT_ID, token, ...(hint ? { token_type_hint: hint } : {}) }) });
const refresh = (refreshToken: string) => refreshGrant(sandbox.issuer, refreshToken);

describe('token revocation (RFC 7009)', () => {
  it('the provider advertises its revocation endpoint', async () => {
    const discovery = (await (await fetch(`${sandbox.issuer}/.well-known/openid-configuration`)).json()) as { revocation_endpoint?: string };
    expect(discovery.revocation_endpoint).toBe(`${sandbox.issuer}/token/revocation`);
  });

  it('member access tokens name their grant', async () => {
    const tokens = await signIn('member');
    expect(typeof jwtPayload(tokens.access_token).gid).toBe('string');
  });

  it('revoking the refresh token ends the grant: its access token is refused by the services, the refresh token too', async () => {
    const tokens = await signIn('member');
    expect((await profile(tokens.access_token)).status).toBe(200);
    const before = await watchlist(tokens.access_token);
    expect(before.status, await before.clone().text()).toBe(200);
    const res = await revoke(tokens.refresh_token as string, 'refresh_token');
    expect(res.status).toBe(200);
    expect((await profile(tokens.access_token)).status).toBe(401);
    expect((await watchlist(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token as string)).status).toBe(400);
  });

  it('another sign-in of the same member (another device) keeps working', async () => {
    const phone = await signIn('member');
    const laptop = await signIn('member');
    expect(jwtPayload(phone.access_token).gid).not.toBe(jwtPayload(laptop.access_token).gid);
    await revoke(phone.refresh_token as string, 'refresh_token');
    expect((await profile(phone.access_token)).status).toBe(401);
    expect((await profile(laptop.access_token)).status).toBe(200);
  });

  it('an unknown or garbage token is answered 200 with nothing revoked (RFC 7009 §2.2), and a JWT access token cannot be revoked alone', async () => {
    expect((await revoke('not-a-token')).status).toBe(200);
    const tokens = await signIn('member');
    const structured = await revoke(tokens.access_token, 'access_token');
    expect(structured.status).toBe(400);
    expect((await profile(tokens.access_token)).status).toBe(200);
  });
});
