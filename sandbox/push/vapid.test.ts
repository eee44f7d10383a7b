import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { vapidProblem } from './vapid.ts';

const ORIGIN = 'https://localhost:8788';
const NOW = Date.parse('2026-11-20T15:00:00Z');

/** A VAPID header signed as RFC 8292 says, with claims and header a test may spoil. */
function vapid(claims: Record<string, unknown>, header: Record<string, unknown> = { typ: 'JWT', alg: 'ES256' }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const k = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64url');
  const data = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  const signature = sign('sha256', Buffer.from(data), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return { k, header: `vapid t=${data}.${signature}, k=${k}` };
}

const good = { aud: ORIGIN, exp: NOW / 1000 + 3600, sub: 'mailto:push@localhost' };

describe('the sandbox push service’s VAPID check (RFC 8292)', () => {
  it('accepts an ES256 JWT for its origin, signed by the key k names, and bound to that key when the subscription was', async () => {
    const { header, k } = vapid(good);
    expect(await vapidProblem(header, ORIGIN, NOW, null)).toBeNull();
    expect(await vapidProblem(header, ORIGIN, NOW, k)).toBeNull();
    expect(await vapidProblem(header, ORIGIN, NOW, vapid(good).k)).toMatch(/not the key this subscription/);
  });

  it('refuses another audience, an expired or over-24-hour token, no contact, another algorithm, a missing header', async () => {
    expect(await vapidProblem(vapid({ ...good, aud: 'https://localhost:9999' }).header, ORIGIN, NOW, null)).toMatch(/aud must be/);
    expect(await vapidProblem(vapid({ ...good, exp: NOW / 1000 - 1 }).header, ORIGIN, NOW, null)).toMatch(/expired/);
    expect(await vapidProblem(vapid({ ...good, exp: NOW / 1000 + 25 * 3600 }).header, ORIGIN, NOW, null)).toMatch(/24 hours/);
    expect(await vapidProblem(vapid({ ...good, sub: 'someone' }).header, ORIGIN, NOW, null)).toMatch(/sub/);
    expect(await vapidProblem(vapid(good, { typ: 'JWT', alg: 'HS256' }).header, ORIGIN, NOW, null)).toMatch(/ES256/);
    expect(await vapidProblem(undefined, ORIGIN, NOW, null)).toMatch(/no Authorization/);
    expect(await vapidProblem('Bearer x', ORIGIN, NOW, null)).toMatch(/vapid scheme/);
  });

  it('refuses a token whose signature is not by k', async () => {
    const signed = vapid(good);
    const other = vapid(good);
    expect(await vapidProblem(signed.header.replace(/k=.*$/, `k=${other.k}`), ORIGIN, NOW, null)).toMatch(/does not verify/);
  });
});
