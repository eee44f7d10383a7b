import { LRUCache } from 'lru-cache';
import type { CryptoKey, JWSHeaderParameters, KeyObject } from 'jose';
import type { TokenClaims } from '@/lib/upstream/identity';

/**
 * Access tokens this isolate has found valid, so a reader's next request (the same cookie, so the same
 * token) skips the signature check: its claims, when it was issued, and the key that verified it. Only
 * the signature's work is saved: the verifier reuses a verdict only while that key is still the one the
 * provider's current key set gives for the token (access-token-verifier.ts), and checks its expiry anew
 * each time. Bounded: the least recently used verdict goes first.
 */
export interface Verdict {
  claims: TokenClaims;
  issuedAt: number | undefined;
  header: JWSHeaderParameters;
  key: CryptoKey | KeyObject | Uint8Array;
}

/** About the readers one isolate serves at once; a token is under 2 KB. */
const MAX_VERDICTS = 1_000;

export class Verdicts {
  readonly #kept = new LRUCache<string, Verdict>({ max: MAX_VERDICTS });

  get(token: string): Verdict | undefined {
    return this.#kept.get(token);
  }

  keep(token: string, verdict: Verdict): void {
    // Later requests get the same claims object: none may change it for the others.
    Object.freeze(verdict.claims);
    this.#kept.set(token, verdict);
  }

  drop(token: string): void {
    this.#kept.delete(token);
  }
}
