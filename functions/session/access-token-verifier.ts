import { createLocalJWKSet, createRemoteJWKSet, customFetch, decodeProtectedHeader, errors, type JSONWebKeySet, type JWSHeaderParameters, jwtVerify, type FlattenedJWSInput } from 'jose';
import * as v from 'valibot';
import type { AppConfig } from '@/lib/config';
import { UPSTREAM_TIMEOUT_MS } from '@/lib/upstream/http';
import { type Discovery, getDiscovery, type TokenClaims, TokenClaimsSchema } from '@/lib/upstream/identity';
import { SingleFlight } from '@/lib/runtime/single-flight';
import { type Verdict, Verdicts } from './verdicts';

/**
 * Verifies access tokens (guest or member) against the identity provider's published keys. Nothing
 * from a cookie is believed before this: a token is valid only with a good signature by a provider
 * key, one of the asymmetric algorithms below (so `alg: none` and HS256-signed-with-the-public-key
 * never pass), our issuer, the claims the app reads, and enough life left.
 *
 * Keys: discovery's `jwks_uri` through jose's createRemoteJWKSet, kept for the isolate's life. jose
 * refetches the set only when it is older than `cacheMaxAgeMs`, or when a token names a key it does
 * not know and the last fetch is older than `cooldownMs` — so a stream of forged tokens with random
 * `kid`s costs at most one fetch per cooldown, and an ordinary request costs none.
 */
export const ACCEPTED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/**
 * A token this close to its expiry is treated as expired, so it cannot lapse halfway through a page
 * (capped at a quarter of the token's lifetime).
 */
export const DEFAULT_MIN_REMAINING_SECONDS = 60;
export const CLOCK_TOLERANCE_SECONDS = 30;
/** After the key endpoint failed, use the keys we already have for this long before asking again. */
export const KEY_FETCH_RETRY_AFTER_MS = 60_000;

export type VerifyResult =
  | { status: 'valid'; claims: TokenClaims }
  /** Genuine, but expired or about to: a member session may still be renewed with its refresh token. */
  | { status: 'expired' }
  | { status: 'invalid'; reason: string }
  /** The keys could not be loaded (identity unreachable): nothing can be trusted right now. */
  | { status: 'unavailable'; reason: string };

export type IdTokenResult = { status: 'valid'; claims: IdTokenClaims } | { status: 'invalid' | 'unavailable'; reason: string };

/** What the app reads from an ID token: whose it is (the nonce and subject are checked, not kept). */
export interface IdTokenClaims {
  sub: string;
}

export interface AccessTokenVerifier {
  verify(token: string): Promise<VerifyResult>;
  /**
   * An ID token from the token endpoint (OIDC Core §3.1.3.7): a provider key and accepted algorithm,
   * our issuer, audience = our client id, not expired, and the nonce of this sign-in.
   */
  verifyIdToken(token: string, expected: { nonce?: string | undefined; sub?: string | undefined }): Promise<IdTokenResult>;
  /** The provider's discovery document (held for the isolate's life once loaded). */
  discovery(): Promise<Discovery>;
  /** Loads the keys if none are held yet, e.g. while a guest token is being minted. Never throws. */
  prepare(): Promise<void>;
}

export interface VerifierOptions {
  config: AppConfig;
  /** Replaces global fetch for discovery and JWKS calls (tests count them this way). */
  fetch?: typeof fetch | undefined;
  cacheMaxAgeMs?: number;
  cooldownMs?: number;
  minRemainingSeconds?: number;
}

class KeysUnavailableError extends Error {
  override name = 'KeysUnavailableError';
}

/** Problems fetching the key set (as opposed to problems with the token itself). */
const isKeyFetchFailure = (err: unknown): boolean => !(err instanceof errors.JOSEError) || err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid || err.code === errors.JOSEError.code;

/**
 * Cheap structural checks before jose: three segments, a readable header, an accepted algorithm, no
 * extensions. jose refuses these too, but it does so in a promise that workerd briefly reports as an
 * unhandled rejection; refusing them here keeps logs clean and skips the key lookup.
 */
function refuseBeforeVerifying(token: string): string | null {
  if (token.length > 8192 || token.split('.').length !== 3) return 'not a compact JWS';
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return 'unreadable header';
  }
  if (typeof header.alg !== 'string' || !ACCEPTED_ALGORITHMS.includes(header.alg)) return `algorithm ${String(header.alg)} not accepted`;
  if (header.crit !== undefined || header.b64 !== undefined) return 'header extensions not accepted';
  return null;
}

/** jose's key lookup reads a token's unprotected header too; a compact JWS has none. */
const NO_UNPROTECTED_HEADER: FlattenedJWSInput = { payload: '', signature: '' };

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  const { config } = options;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const minRemaining = options.minRemainingSeconds ?? DEFAULT_MIN_REMAINING_SECONDS;
  let remote: { issuer: string; discovery: Discovery; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;
  let lastKeyFetchFailure = Number.NEGATIVE_INFINITY;
  let stale: { text: string; keys: ReturnType<typeof createLocalJWKSet> } | undefined;
  /** Set once the first key set has arrived (jose's set never loses it afterwards). */
  let keysLoaded = false;
  const verdicts = new Verdicts();
  // A cold isolate's burst of requests loads discovery and the keys once, not once per request.
  const firstLoad = new SingleFlight<void>({ lingerMs: 0, followerTimeoutMs: UPSTREAM_TIMEOUT_MS + 1_000, maxKeys: 1 });

  /** Discovery once per isolate (only the finished result is kept, never a pending promise). */
  async function remoteKeys() {
    if (remote) return remote;
    const discovery = await getDiscovery({ config, fetch: fetchImpl }).catch((cause: unknown) => {
      throw new KeysUnavailableError('identity discovery failed', { cause });
    });
    if (withoutTrailingSlash(discovery.issuer) !== withoutTrailingSlash(config.IDENTITY_URL)) {
      throw new KeysUnavailableError(`discovery issuer ${discovery.issuer} is not IDENTITY_URL ${config.IDENTITY_URL}`);
    }
    remote ??= {
      issuer: discovery.issuer,
      discovery,
      keys: createRemoteJWKSet(new URL(discovery.jwks_uri), {
        ...(options.cacheMaxAgeMs !== undefined ? { cacheMaxAge: options.cacheMaxAgeMs } : {}),
        ...(options.cooldownMs !== undefined ? { cooldownDuration: options.cooldownMs } : {}),
        [customFetch]: fetchImpl,
      }),
    };
    return remote;
  }

  /** Until the first key set has arrived: discovery, then the JWKS, shared by concurrent callers. */
  async function ensureKeys(): Promise<void> {
    if (keysLoaded) return;
    await firstLoad.run('keys', async () => {
      const { keys } = await remoteKeys();
      if (!keys.jwks()) await keys.reload();
      keysLoaded = keys.jwks() !== undefined;
    });
  }

  /**
   * The keys last fetched, as a set of their own, for when the key endpoint fails. jose's `jwks()` is a
   * fresh copy at every call, so the set is kept by the keys' text (and with it their imported keys).
   */
  function lastKnownKeys() {
    const jwks: JSONWebKeySet | undefined = remote?.keys.jwks();
    if (!jwks) return undefined;
    const text = JSON.stringify(jwks);
    if (stale?.text !== text) stale = { text, keys: createLocalJWKSet(jwks) };
    return stale.keys;
  }

  /**
   * jose's remote set, except that when the key endpoint fails we keep using the keys we had
   * (stale-if-error) and wait KEY_FETCH_RETRY_AFTER_MS before asking again, so an identity outage
   * neither rejects good tokens nor adds a timeout to every request.
   */
  async function resolveKey(header: JWSHeaderParameters, token: FlattenedJWSInput) {
    const { keys } = await remoteKeys();
    // The last keys are looked at only after a failure: an ordinary request copies no key set.
    if (Date.now() - lastKeyFetchFailure < KEY_FETCH_RETRY_AFTER_MS) {
      const known = lastKnownKeys();
      if (known) return known(header, token);
    }
    try {
      return await keys(header, token);
    } catch (err) {
      if (!isKeyFetchFailure(err)) throw err;
      lastKeyFetchFailure = Date.now();
      const known = lastKnownKeys();
      if (!known) throw new KeysUnavailableError('identity JWKS could not be loaded', { cause: err });
      console.warn('[auth] identity JWKS refresh failed; using the keys already held', err);
      return known(header, token);
    }
  }

  /** The margin, but never more than a quarter of the token's life (tests force lifetimes of seconds). */
  const safetyMargin = (issuedAt: number | undefined, expiresAt: number): number =>
    typeof issuedAt === 'number' && expiresAt > issuedAt ? Math.min(minRemaining, (expiresAt - issuedAt) / 4) : minRemaining;

  /** Still inside the safety margin (or past its expiry): to be renewed, not used. */
  const expiring = (issuedAt: number | undefined, expiresAt: number): boolean => expiresAt - Date.now() / 1000 < safetyMargin(issuedAt, expiresAt);

  /**
   * A token this isolate has verified, if the key that verified it is still the one its header resolves
   * to now (resolveKey: jose's set asks the provider again when it is old, and a new set brings new key
   * objects, so a rotated or withdrawn key ends the verdict). Its expiry is checked again by the caller.
   */
  async function earlierVerdict(token: string): Promise<Verdict | undefined> {
    const verdict = verdicts.get(token);
    if (!verdict) return undefined;
    try {
      if ((await resolveKey(verdict.header, NO_UNPROTECTED_HEADER)) === verdict.key) return verdict;
    } catch {
      // No key for it now: verified again below, which says why.
    }
    verdicts.drop(token);
    return undefined;
  }

  async function verify(token: string): Promise<VerifyResult> {
    const known = keysLoaded ? await earlierVerdict(token) : undefined;
    if (known) return expiring(known.issuedAt, known.claims.exp) ? { status: 'expired' } : { status: 'valid', claims: known.claims };
    const refused = refuseBeforeVerifying(token);
    if (refused) return { status: 'invalid', reason: refused };
    try {
      await ensureKeys();
      const issuer = (await remoteKeys()).issuer;
      const { payload, protectedHeader, key } = await jwtVerify(token, resolveKey, {
        issuer,
        // A token the provider issued for some other API (or an ID token passed off as an access token).
        audience: config.OIDC_API_AUDIENCE,
        algorithms: ACCEPTED_ALGORITHMS,
        requiredClaims: ['exp', 'sub'],
        // The provider's clock and ours may differ a little; without this a token with `nbf` = its
        // issue time could look "not yet valid" and every page would mint again.
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      const claims = v.safeParse(TokenClaimsSchema, payload);
      if (!claims.success) return { status: 'invalid', reason: 'claims the app needs are missing or malformed' };
      if (expiring(payload.iat, claims.output.exp)) return { status: 'expired' };
      // Only a valid verdict is kept, with the key that verified it (earlierVerdict).
      verdicts.keep(token, { claims: claims.output, issuedAt: payload.iat, header: protectedHeader, key });
      return { status: 'valid', claims: claims.output };
    } catch (err) {
      if (err instanceof KeysUnavailableError) return { status: 'unavailable', reason: err.message };
      if (err instanceof errors.JWTExpired) return { status: 'expired' };
      if (isKeyFetchFailure(err)) return { status: 'unavailable', reason: String(err) };
      return { status: 'invalid', reason: err instanceof errors.JOSEError ? err.code : String(err) };
    }
  }

  async function verifyIdToken(token: string, expected: { nonce?: string | undefined; sub?: string | undefined }): Promise<IdTokenResult> {
    const refused = refuseBeforeVerifying(token);
    if (refused) return { status: 'invalid', reason: refused };
    try {
      await ensureKeys();
      const { payload } = await jwtVerify(token, resolveKey, {
        issuer: (await remoteKeys()).issuer,
        audience: config.OIDC_CLIENT_ID,
        algorithms: ACCEPTED_ALGORITHMS,
        // A refreshed ID token need not repeat the nonce (OIDC Core §12.2); a sign-in's must carry it.
        requiredClaims: expected.nonce === undefined ? ['exp', 'iat', 'sub'] : ['exp', 'iat', 'sub', 'nonce'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      // With several audiences, `azp` must name us (OIDC Core §3.1.3.7, step 4–5).
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.OIDC_CLIENT_ID) {
        return { status: 'invalid', reason: 'azp is not this client' };
      }
      if (typeof payload.sub !== 'string') return { status: 'invalid', reason: 'no subject' };
      if (expected.nonce !== undefined && payload.nonce !== expected.nonce) return { status: 'invalid', reason: 'nonce does not match this sign-in' };
      if (expected.sub !== undefined && payload.sub !== expected.sub) return { status: 'invalid', reason: 'ID token and access token name different users' };
      return { status: 'valid', claims: { sub: payload.sub } };
    } catch (err) {
      if (err instanceof KeysUnavailableError || isKeyFetchFailure(err)) return { status: 'unavailable', reason: String(err) };
      return { status: 'invalid', reason: err instanceof errors.JOSEError ? err.code : String(err) };
    }
  }

  async function discoveryDocument(): Promise<Discovery> {
    return (await remoteKeys()).discovery;
  }

  async function prepare(): Promise<void> {
    await ensureKeys().catch(() => {
      // verify() reports the failure when it matters.
    });
  }

  return { verify, verifyIdToken, discovery: discoveryDocument, prepare };
}
