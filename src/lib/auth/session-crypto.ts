import { CompactEncrypt, compactDecrypt, decodeProtectedHeader } from 'jose';
import * as v from 'valibot';
import { type SessionPayload, SessionPayloadSchema } from './session';

/**
 * Seals the session payload into a compact JWE (`alg: dir`, `enc: A256GCM`) and opens it again.
 * AES-GCM gives confidentiality (page scripts, proxies and logs never see a token) and integrity (a
 * changed byte fails to decrypt), so the cookie can be trusted to be ours — but the tokens inside are
 * still verified on use.
 *
 * The 256-bit key is derived from SESSION_SECRET with HKDF-SHA-256 (fixed salt and info strings
 * naming this purpose), so the same secret could later key other things without key reuse.
 */
const HKDF_SALT = 'usstock-tw/session-cookie';
const HKDF_INFO = 'JWE dir A256GCM v1';
const ALG = 'dir';
const ENC = 'A256GCM';

let derived: { secret: string; key: Uint8Array } | undefined;

async function deriveKey(secret: string): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(HKDF_SALT), info: encoder.encode(HKDF_INFO) },
    material,
    256,
  );
  return new Uint8Array(bits);
}

/**
 * The cookie key for this secret, kept per isolate. Only the finished key is shared between requests
 * (never a pending promise, which Workers ties to the request that created it).
 */
async function sessionKey(secret: string): Promise<Uint8Array> {
  if (derived?.secret === secret) return derived.key;
  const key = await deriveKey(secret);
  derived = { secret, key };
  return key;
}

export async function sealSession(payload: SessionPayload, secret: string): Promise<string> {
  const plaintext = new TextEncoder().encode(JSON.stringify(v.parse(SessionPayloadSchema, payload)));
  return new CompactEncrypt(plaintext).setProtectedHeader({ alg: ALG, enc: ENC }).encrypt(await sessionKey(secret));
}

const BASE64URL = /^[\w-]+$/;

/**
 * The shape of our JWE, checked before jose sees it: five segments (no encrypted key with `dir`), the
 * exact header we write, base64url everywhere. Anything else is not ours; refusing it here also keeps
 * jose from rejecting in a promise that workerd briefly reports as unhandled.
 */
function looksSealedByUs(sealed: string): boolean {
  const parts = sealed.split('.');
  if (parts.length !== 5) return false;
  const [header = '', encryptedKey, iv = '', ciphertext = '', tag = ''] = parts;
  if (encryptedKey !== '' || ![header, iv, ciphertext, tag].every((part) => BASE64URL.test(part) && part.length % 4 !== 1)) {
    return false;
  }
  try {
    const { alg, enc, ...rest } = decodeProtectedHeader(sealed);
    return alg === ALG && enc === ENC && Object.keys(rest).length === 0;
  } catch {
    return false;
  }
}

/**
 * The payload, or null for anything that is not a session we sealed with this secret: garbage,
 * another algorithm, a changed byte, another key, or a payload of the wrong shape. Callers treat null
 * exactly like an absent cookie.
 */
export async function openSession(sealed: string, secret: string): Promise<SessionPayload | null> {
  if (!looksSealedByUs(sealed)) return null;
  try {
    const { plaintext } = await compactDecrypt(sealed, await sessionKey(secret), {
      keyManagementAlgorithms: [ALG],
      contentEncryptionAlgorithms: [ENC],
    });
    const parsed = v.safeParse(SessionPayloadSchema, JSON.parse(new TextDecoder().decode(plaintext)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
