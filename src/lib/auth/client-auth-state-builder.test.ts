import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { buildClientAuthState } from './client-auth-state-builder';
import type { RequestSession } from '../server/request-auth';

const config = { OIDC_CLIENT_ID: 'usstock-web', IDENTITY_URL: 'http://localhost:8788/identity/' } as AppConfig;
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMDAxIn0.c2lnbmF0dXJl';

const member: RequestSession = {
  auth: { kind: 'member', accessToken: TOKEN, claims: { sub: '1001', user_guid: 'g', is_guest: false, exp: 2000, iat: 1000 } },
  notice: null,
  sessionState: 'abc.salt',
  checkSessionUrl: 'http://localhost:8788/identity/checksession',
};

describe('buildClientAuthState', () => {
  it('tells the browser expiry, lifetime and session_state of a member, never the token', () => {
    const state = buildClientAuthState(member, config);
    expect(state).toEqual({
      status: 'member',
      expiresAt: 2000,
      lifetimeSeconds: 1000,
      notice: null,
      sessionState: 'abc.salt',
      identity: { clientId: 'usstock-web', origin: 'http://localhost:8788', checkSessionUrl: 'http://localhost:8788/identity/checksession', checkSessionIntervalMs: 15_000 },
    });
    expect(JSON.stringify(state)).not.toContain(TOKEN);
  });

  it('gives a guest no session monitor, and an anonymous request no expiry', () => {
    const guest = buildClientAuthState({ ...member, auth: { ...member.auth!, kind: 'guest' }, notice: 'logged-out' }, config);
    expect(guest).toMatchObject({ status: 'guest', notice: 'logged-out', sessionState: null, identity: { checkSessionUrl: null } });
    // Nothing of one guest's token reaches the page: every guest's page is the same (decision 030).
    expect(guest).toMatchObject({ expiresAt: null, lifetimeSeconds: null });
    expect(buildClientAuthState(null, config)).toMatchObject({ status: 'anonymous', expiresAt: null, lifetimeSeconds: null, notice: null });
  });

  it('takes the session monitor interval from the configuration', () => {
    const state = buildClientAuthState(member, { ...config, SESSION_CHECK_INTERVAL_SECONDS: 1 });
    expect(state.identity.checkSessionIntervalMs).toBe(1000);
  });
});
