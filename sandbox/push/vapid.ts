import { webcrypto } from 'node:crypto';

/**
 * The push service's side of VAPID (RFC 8292), written from the RFC, not from the app's library:
 * `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256, signed by the key `k` names (a P-256
 * point, uncompressed, base64url); its `aud` is the push service's origin, its `exp` no more than 24 hours
 * ahead and not past, and its `sub` a mailto: or https: contact. Answers null when all holds, else why not.
 */
export async function vapidProblem(authorization: string | undefined, origin: string, now: number, boundKey: string | null): Promise<string | null> {
  if (!authorization) return 'no Authorization header';
  const match = /^vapid\s+(.+)$/i.exec(authorization.trim());
  if (!match) return 'Authorization is not of the vapid scheme';
  const params = new Map<string, string>();
  for (const part of match[1]!.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const key = params.get('k');
  if (!token || !key) return 'vapid needs t= and k=';
  if (boundKey !== null && key !== boundKey) return 'k is not the key this subscription was made with';
  const publicKey = fromBase64Url(key);
  if (publicKey?.length !== 65 || publicKey[0] !== 4) return 'k is not an uncompressed P-256 point';
  const parts = token.split('.');
  if (parts.length !== 3) return 't is not a JWT';
  const [head, body, signature] = parts as [string, string, string];
  const header = parseJson(fromBase64Url(head));
  const claims = parseJson(fromBase64Url(body));
  if (header?.alg !== 'ES256') return 'the JWT is not ES256';
  if (!claims) return 'the JWT claims are not JSON';
  if (claims.aud !== origin) return `aud must be ${origin}`;
  const exp = claims.exp;
  if (typeof exp !== 'number' || exp * 1000 <= now) return 'the JWT has expired';
  if (exp * 1000 > now + 24 * 60 * 60 * 1000 + 60_000) return 'exp is more than 24 hours ahead';
  if (typeof claims.sub !== 'string' || !/^(mailto:.+@.+|https:\/\/.+)/.test(claims.sub)) return 'sub must be a mailto: or https: contact';
  const sig = fromBase64Url(signature);
  if (sig?.length !== 64) return 'the signature is not 64 bytes (r‖s)';
  try {
    const verifier = await webcrypto.subtle.importKey('raw', publicKey, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    const ok = await webcrypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, verifier, sig, new TextEncoder().encode(`${head}.${body}`));
    return ok ? null : 'the JWT signature does not verify with k';
  } catch {
    return 'k is not a P-256 public key';
  }
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  return new Uint8Array(Buffer.from(text, 'base64url'));
}

function parseJson(bytes: Uint8Array | null): Record<string, unknown> | null {
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
