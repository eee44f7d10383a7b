import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TRANSACTION_TTL_SECONDS, beginTransaction, MAX_OPEN_TRANSACTIONS, takeTransaction } from './auth-transaction';

const SECRET = 'test-secret-test-secret-test-secret-0000';
const SITE = 'http://localhost:8787';
const token = (c: string) => c.repeat(43);

/** What a browser keeps of Set-Cookie values: name → value; Max-Age=0 deletes. */
type Jar = Map<string, string>;
function apply(jar: Jar, setCookies: readonly string[]): Jar {
  const next = new Map(jar);
  for (const setCookie of setCookies) {
    const [pair = ''] = setCookie.split(';');
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    if (/Max-Age=0(;|$)/.test(setCookie)) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
/** A request carrying the jar's cookies. */
const requestWith = (jar: Jar = new Map()) => new Request(`${SITE}/auth/sign-in-redirect`, jar.size > 0 ? { headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } } : {});

const tx = (state: string) => ({ purpose: 'sign-in' as const, state, nonce: token('n'), codeVerifier: token('v'), returnTo: '/article' });
const begin = async (jar: Jar, state: string) => apply(jar, await beginTransaction(requestWith(jar), SECRET, tx(state)));
const take = async (jar: Jar, state: string, purpose: 'sign-in' | 'silent' = 'sign-in') => (await takeTransaction(requestWith(jar), SECRET, state, [purpose])).transaction;

afterEach(() => vi.useRealTimers());

describe('sign-in transactions', () => {
  it('are answered once for their own state and purpose', async () => {
    const [cookie = ''] = await beginTransaction(requestWith(), SECRET, tx(token('a')));
    expect(cookie).toMatch(/^usstock_auth_tx_a{16}=[\w.-]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain('/article');
    const jar = apply(new Map(), [cookie]);
    expect(await take(jar, token('b'))).toBeNull();
    expect(await take(jar, token('a'), 'silent')).toBeNull();
    const taken = await takeTransaction(requestWith(jar), SECRET, token('a'), ['sign-in']);
    expect(taken.transaction).toMatchObject({ state: token('a'), returnTo: '/article' });
    // The answer clears its cookie: a replay finds nothing.
    expect(taken.setCookie).toMatch(/^usstock_auth_tx_a{16}=; Max-Age=0/);
    expect(await take(apply(jar, [taken.setCookie]), token('a'))).toBeNull();
  });

  it('two begun at once from the same cookies (登入 clicked while the silent frame starts) both survive, in either order of answers', async () => {
    const before = await begin(new Map(), token('o'));
    const [first, second] = await Promise.all([beginTransaction(requestWith(before), SECRET, tx(token('a'))), beginTransaction(requestWith(before), SECRET, tx(token('b')))]);
    for (const jar of [apply(apply(before, first), second), apply(apply(before, second), first)]) {
      expect(await take(jar, token('a'))).not.toBeNull();
      expect(await take(jar, token('b'))).not.toBeNull();
      expect(await take(jar, token('o'))).not.toBeNull();
    }
  });

  it(`hold at most ${MAX_OPEN_TRANSACTIONS}, the oldest cleared first`, async () => {
    let jar: Jar = new Map();
    for (const c of ['a', 'b', 'c', 'd']) {
      jar = await begin(jar, token(c));
      // Distinct creation seconds, so "oldest" is well defined.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_000 });
    }
    expect(jar.size).toBe(MAX_OPEN_TRANSACTIONS);
    expect(await take(jar, token('a'))).toBeNull();
    for (const c of ['b', 'c', 'd']) expect(await take(jar, token(c))).not.toBeNull();
  });

  it('expire after 10 minutes, and an expired one is cleared by the next begin', async () => {
    const jar = await begin(new Map(), token('a'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (AUTH_TRANSACTION_TTL_SECONDS + 5) * 1000 });
    expect(await take(jar, token('a'))).toBeNull();
    expect([...(await begin(jar, token('b'))).keys()]).toEqual([`usstock_auth_tx_${'b'.repeat(16)}`]);
  });

  it('a tampered, foreign-key or garbage cookie holds none (never an exception); a flood of them is cleared', async () => {
    const jar = await begin(new Map(), token('a'));
    const [name = '', value = ''] = [...jar][0] ?? [];
    const i = Math.floor(value.length / 2);
    const tampered = `${value.slice(0, i)}${value[i] === 'A' ? 'B' : 'A'}${value.slice(i + 1)}`;
    const [otherKey = ''] = await beginTransaction(requestWith(), 'another-secret-another-secret-another-00', tx(token('a')));
    for (const bad of [tampered, otherKey.split(';')[0]!.split('=')[1]!, 'garbage', 'x'.repeat(5000)]) {
      expect(await take(new Map([[name, bad]]), token('a')), bad.slice(0, 40)).toBeNull();
    }
    const flood: Jar = new Map(Array.from({ length: 50 }, (_, n) => [`usstock_auth_tx_${String(n).padStart(16, 'z')}`, 'garbage']));
    expect([...(await begin(flood, token('b'))).keys()]).toEqual([`usstock_auth_tx_${'b'.repeat(16)}`]);
  });

  it('a session cookie value cannot be passed off as a transaction (separate keys)', async () => {
    const { sealSession } = await import('../session/session-crypto');
    const sealed = await sealSession({ kind: 'guest', access_token: 'x', exp: 1 }, SECRET);
    expect(await take(new Map([[`usstock_auth_tx_${'a'.repeat(16)}`, sealed]]), token('a'))).toBeNull();
  });
});
