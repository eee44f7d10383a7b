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
/**
 * One key per purpose: the session cookie and the sign-in transaction cookie never share a key, so
 * one can never be replayed as the other even though both come from SESSION_SECRET.
 */
export type SealPurpose = 'session' | 'auth-transaction';
const HKDF_INFO: Record<SealPurpose, string> = { session: 'JWE dir A256GCM v1', 'auth-transaction': 'JWE dir A256GCM auth-transaction v1' };
const ALG = 'dir';
const ENC = 'A256GCM';

const derived = new Map<SealPurpose, { secret: string; key: CryptoKey }>();

/**
 * The AES-GCM key itself, imported once: given raw bytes, jose would import them again on every seal
 * and every open (every request opens the session cookie). Not extractable.
 */
async function deriveKey(secret: string, purpose: SealPurpose): Promise<CryptoKey> {
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(HKDF_SALT), info: encoder.encode(HKDF_INFO[purpose]) }, material, 256);
  return crypto.subtle.importKey('raw', bits, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/**
 * The cookie key for this secret, kept per isolate (a new secret derives a new one). Only the finished
 * key is shared between requests (never a pending promise, which Workers ties to the request that created it).
 */
async function purposeKey(secret: string, purpose: SealPurpose): Promise<CryptoKey> {
  const held = derived.get(purpose);
  if (held?.secret === secret) return held.key;
  const key = await deriveKey(secret, purpose);
  derived.set(purpose, { secret, key });
  return key;
}

/** Seals a value that passes `schema` (checked first, so nothing unexpected is ever written). */
export async function sealJson<S extends v.GenericSchema>(schema: S, payload: v.InferInput<S>, secret: string, purpose: SealPurpose): Promise<string> {
  const plaintext = new TextEncoder().encode(JSON.stringify(v.parse(schema, payload)));
  return new CompactEncrypt(plaintext).setProtectedHeader({ alg: ALG, enc: ENC }).encrypt(await purposeKey(secret, purpose));
}

export const sealSession = (payload: SessionPayload, secret: string): Promise<string> => sealJson(SessionPayloadSchema, payload, secret, 'session');

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
export async function openJson<S extends v.GenericSchema>(schema: S, sealed: string, secret: string, purpose: SealPurpose): Promise<v.InferOutput<S> | null> {
  if (!looksSealedByUs(sealed)) return null;
  try {
    const { plaintext } = await compactDecrypt(sealed, await purposeKey(secret, purpose), { keyManagementAlgorithms: [ALG], contentEncryptionAlgorithms: [ENC] });
    const parsed = v.safeParse(schema, JSON.parse(new TextDecoder().decode(plaintext)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export const openSession = (sealed: string, secret: string): Promise<SessionPayload | null> => openJson(SessionPayloadSchema, sealed, secret, 'session');
