import { CompactEncrypt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import type { SessionPayload } from './session';
import { clearSessionSetCookie, cookieValue, MAX_SESSION_COOKIE_LENGTH, readSession, SessionCookieTooLargeError, sessionSetCookie } from './session-cookie';
import { openSession, sealSession } from './session-crypto';

const SECRET = 'test-secret-test-secret-test-secret-0000';
const OTHER_SECRET = 'another-secret-another-secret-another-00';
const local = new URL('http://localhost:8787/stock/AAPL/info');
const production = new URL('https://example.com/');

const guest: SessionPayload = { kind: 'guest', access_token: 'header.payload.signature', exp: Math.floor(Date.now() / 1000) + 3600 };

const requestWithCookie = (url: URL, cookie: string) => new Request(url, { headers: { cookie } });
const valueOf = (setCookie: string) => setCookie.slice(setCookie.indexOf('=') + 1, setCookie.indexOf(';'));

describe('session sealing (JWE dir + A256GCM)', () => {
  it('round-trips a payload and hides the token', async () => {
    const sealed = await sealSession(guest, SECRET);
    expect(sealed.split('.')).toHaveLength(5);
    expect(sealed).not.toContain('header.payload');
    expect(JSON.parse(atob(sealed.split('.')[0] ?? ''))).toEqual({ alg: 'dir', enc: 'A256GCM' });
    expect(await openSession(sealed, SECRET)).toEqual(guest);
  });

  it('a different secret, a changed byte or garbage opens to null', async () => {
    const sealed = await sealSession(guest, SECRET);
    expect(await openSession(sealed, OTHER_SECRET)).toBeNull();
    const parts = sealed.split('.');
    const ciphertext = parts[3] ?? '';
    parts[3] = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(await openSession(parts.join('.'), SECRET)).toBeNull();
    for (const garbage of ['', 'x', 'a.b.c.d.e', '....', '%%%', 'x'.repeat(10_000)]) {
      expect(await openSession(garbage, SECRET)).toBeNull();
    }
  });

  it('opens cookies sealed with the raw derived bytes (as before the key was kept imported), whichever secret was used last', async () => {
    const encoder = new TextEncoder();
    const material = await crypto.subtle.importKey('raw', encoder.encode(SECRET), 'HKDF', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('usstock-tw/session-cookie'), info: encoder.encode('JWE dir A256GCM v1') }, material, 256);
    const earlier = await new CompactEncrypt(encoder.encode(JSON.stringify(guest))).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(new Uint8Array(bits));
    expect(await openSession(earlier, SECRET)).toEqual(guest);
    // A rotated secret: the key kept for the old one is not used for the new one, and back again.
    expect(await openSession(earlier, OTHER_SECRET)).toBeNull();
    expect(await openSession(await sealSession(guest, OTHER_SECRET), OTHER_SECRET)).toEqual(guest);
    expect(await openSession(earlier, SECRET)).toEqual(guest);
  });

  it('refuses another algorithm and a payload of the wrong shape, even under the right key', async () => {
    const key = new Uint8Array(16);
    const a128 = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(guest))).setProtectedHeader({ alg: 'dir', enc: 'A128GCM' }).encrypt(key);
    expect(await openSession(a128, SECRET)).toBeNull();
    await expect(sealSession({ ...guest, kind: 'admin' } as never, SECRET)).rejects.toThrow();
  });

  it('a member token set from the real code flow fits in one cookie', async () => {
    const { member } = inject('memberTokens');
    const session: SessionPayload = { kind: 'member', ...member, exp: guest.exp };
    const setCookie = await sessionSetCookie(production, session, SECRET);
    expect(valueOf(setCookie).length).toBeLessThan(MAX_SESSION_COOKIE_LENGTH);
    expect(setCookie.length).toBeLessThan(4000);
  });
});

describe('session cookie', () => {
  it('local http: bare name, HttpOnly, SameSite=Lax, Path=/, Max-Age from exp, no Secure', async () => {
    const now = Date.now();
    const setCookie = await sessionSetCookie(local, { ...guest, exp: Math.floor(now / 1000) + 3600 }, SECRET, { now });
    expect(setCookie).toMatch(/^usstock_session=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; /);
    const attributes = setCookie.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=3600', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes).not.toContain('Secure');
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it('https: __Host- prefix and Secure; 127.0.0.1 over http is local too', async () => {
    const setCookie = await sessionSetCookie(production, guest, SECRET);
    expect(setCookie).toMatch(/^__Host-usstock_session=/);
    expect(setCookie.split('; ')).toContain('Secure');
    expect(await sessionSetCookie(new URL('http://127.0.0.1:8787/'), guest, SECRET)).not.toContain('Secure');
    expect(await sessionSetCookie(new URL('http://example.com/'), guest, SECRET)).toContain('; Secure');
  });

  it('an explicit Max-Age wins (member sessions outlive their access token); never negative', async () => {
    expect(await sessionSetCookie(local, guest, SECRET, { maxAgeSeconds: 1_209_600 })).toContain('Max-Age=1209600');
    expect(await sessionSetCookie(local, { ...guest, exp: 0 }, SECRET)).toContain('Max-Age=0');
  });

  it('reads back only its own name for the scheme', async () => {
    const value = valueOf(await sessionSetCookie(local, guest, SECRET));
    expect(await readSession(requestWithCookie(local, `a=1; usstock_session=${value}; b=2`), SECRET)).toEqual(guest);
    // On https only the __Host- cookie counts: a bare-named one could have been planted by a subdomain.
    expect(await readSession(requestWithCookie(production, `usstock_session=${value}`), SECRET)).toBeNull();
    expect(await readSession(requestWithCookie(production, `__Host-usstock_session=${value}`), SECRET)).toEqual(guest);
    expect(await readSession(requestWithCookie(local, `xusstock_session=${value}`), SECRET)).toBeNull();
    expect(await readSession(new Request(local), SECRET)).toBeNull();
  });

  it('an oversized cookie is ignored without being decrypted', async () => {
    expect(await readSession(requestWithCookie(local, `usstock_session=${'A'.repeat(10 * 1024)}`), SECRET)).toBeNull();
  });

  it('refuses to write a cookie the browser would drop', async () => {
    const huge: SessionPayload = { ...guest, kind: 'member', id_token: 'i'.repeat(3000), refresh_token: 'r'.repeat(1000) };
    await expect(sessionSetCookie(local, huge, SECRET)).rejects.toBeInstanceOf(SessionCookieTooLargeError);
  });

  it('clearing sets an empty value that expires now', () => {
    const [pair, ...attributes] = clearSessionSetCookie(production).split('; ');
    expect(pair).toBe('__Host-usstock_session=');
    // Attribute order is free; these five are what removes a __Host- cookie.
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Lax', 'Secure']);
  });

  it('cookieValue finds exact names only', () => {
    expect(cookieValue('a=1; b=2', 'b')).toBe('2');
    expect(cookieValue('ab=1', 'b')).toBeNull();
    expect(cookieValue('b', 'b')).toBeNull();
    expect(cookieValue(null, 'b')).toBeNull();
    expect(cookieValue('b=1; b=2', 'b')).toBe('1');
  });
});
