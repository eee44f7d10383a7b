import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TRANSACTION_TTL_SECONDS, beginTransaction, MAX_OPEN_TRANSACTIONS, takeTransaction } from './auth-transaction';

const SECRET = 'test-secret-test-secret-test-secret-0000';
const SITE = 'http://localhost:8787';
const token = (c: string) => c.repeat(43);

/** A request carrying the cookie a Set-Cookie value would leave in the browser. */
const requestWith = (setCookie?: string) =>
  new Request(`${SITE}/auth/sign-in-redirect`, setCookie ? { headers: { cookie: setCookie.split(';')[0] ?? '' } } : {});

const tx = (state: string) => ({ purpose: 'sign-in' as const, state, nonce: token('n'), codeVerifier: token('v'), returnTo: '/article' });

afterEach(() => vi.useRealTimers());

describe('sign-in transactions', () => {
  it('are answered once for their own state and purpose', async () => {
    const cookie = await beginTransaction(requestWith(), SECRET, tx(token('a')));
    expect(cookie).toMatch(/^usstock_auth_tx=[\w.-]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain('/article');
    expect((await takeTransaction(requestWith(cookie), SECRET, token('b'), ['sign-in'])).transaction).toBeNull();
    expect((await takeTransaction(requestWith(cookie), SECRET, token('a'), ['silent'])).transaction).toBeNull();
    const taken = await takeTransaction(requestWith(cookie), SECRET, token('a'), ['sign-in']);
    expect(taken.transaction).toMatchObject({ state: token('a'), returnTo: '/article' });
    // The answer's cookie no longer holds it: a replay finds nothing.
    expect(taken.setCookie).toMatch(/Max-Age=0/);
    expect((await takeTransaction(requestWith(taken.setCookie), SECRET, token('a'), ['sign-in'])).transaction).toBeNull();
  });

  it(`hold at most ${MAX_OPEN_TRANSACTIONS}, newest first`, async () => {
    let cookie: string | undefined;
    for (const c of ['a', 'b', 'c', 'd']) cookie = await beginTransaction(requestWith(cookie), SECRET, tx(token(c)));
    expect((await takeTransaction(requestWith(cookie), SECRET, token('a'), ['sign-in'])).transaction).toBeNull();
    expect((await takeTransaction(requestWith(cookie), SECRET, token('d'), ['sign-in'])).transaction).not.toBeNull();
    expect((await takeTransaction(requestWith(cookie), SECRET, token('b'), ['sign-in'])).transaction).not.toBeNull();
  });

  it('expire after 10 minutes', async () => {
    const cookie = await beginTransaction(requestWith(), SECRET, tx(token('a')));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (AUTH_TRANSACTION_TTL_SECONDS + 5) * 1000 });
    expect((await takeTransaction(requestWith(cookie), SECRET, token('a'), ['sign-in'])).transaction).toBeNull();
  });

  it('a tampered, foreign-key or garbage cookie holds none (never an exception)', async () => {
    const cookie = await beginTransaction(requestWith(), SECRET, tx(token('a')));
    const value = (cookie.split(';')[0] ?? '').slice('usstock_auth_tx='.length);
    const i = Math.floor(value.length / 2);
    const tampered = `usstock_auth_tx=${value.slice(0, i)}${value[i] === 'A' ? 'B' : 'A'}${value.slice(i + 1)}`;
    const otherKey = await beginTransaction(requestWith(), 'another-secret-another-secret-another-00', tx(token('a')));
    for (const bad of [tampered, otherKey, 'usstock_auth_tx=garbage', `usstock_auth_tx=${'x'.repeat(5000)}`]) {
      expect((await takeTransaction(requestWith(bad), SECRET, token('a'), ['sign-in'])).transaction, bad.slice(0, 40)).toBeNull();
    }
  });

  it('a session cookie value cannot be passed off as a transaction (separate keys)', async () => {
    const { sealSession } = await import('../session/session-crypto');
    const sealed = await sealSession({ kind: 'guest', access_token: 'x', exp: 1 }, SECRET);
    expect((await takeTransaction(requestWith(`usstock_auth_tx=${sealed}`), SECRET, token('a'), ['sign-in'])).transaction).toBeNull();
  });
});
