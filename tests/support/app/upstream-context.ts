import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { inject } from 'vitest';
import type { RequestAuth } from '@/lib/server/request-auth';
import type { AppConfig } from '@/lib/config';
import type { UpstreamContext } from '@/lib/upstream/http';
import { TokenClaimsSchema } from '@/lib/upstream/identity';

/**
 * For contract tests (*.worker.test.ts): configuration pointing every service at the sandbox
 * that tests/support/global-setup.ts started for this run.
 */
export function sandboxConfig(): AppConfig {
  const base = inject('sandboxUrl');
  return {
    ARTICLE_API_URL: `${base}/article`,
    FORUM_API_URL: `${base}/forum`,
    PROFILE_API_URL: `${base}/profile`,
    BUSINESS_API_URL: `${base}/business`,
    TAIWAN_MARKET_API_URL: `${base}/taiwan-market`,
    IDENTITY_URL: `${base}/identity`,
    IMAGE_PROXY_URL: `${base}/image-proxy`,
    SITE_URL: 'http://localhost:8787',
    PCOIN_TOP_UP_URL: `${base}/identity/wallet/top-up`,
    OIDC_CLIENT_ID: 'usstock-web',
    OIDC_API_AUDIENCE: 'urn:usstock:api',
    WEB_APP_ID: 'usstock-web',
    GOOGLE_CLIENT_ID: 'sandbox-google-client.apps.local',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
    // A P-256 public key: the site only hands it to the browser (the live Worker signs with its pair).
    VAPID_PUBLIC_KEY: 'BJJ5ZsZfkEZ24mGTSdp2ziOxeW0eBfaOh8gEJ_WWAfFl_Qh_kTrhIB8vuCsc9b-7r41wzifL8uiy1CRT8Du6KQ4',
    // Tests switch sandbox failures on and off; a breaker opened by one would fail the next (circuit-breaker tests turn it on).
    UPSTREAM_BREAKER: 'off',
  };
}

/** An upstream context for the sandbox, optionally signed in as a demo account. */
export function sandboxContext(account?: 'member' | 'author' | 'writer' | 'admin'): UpstreamContext {
  return { config: sandboxConfig(), token: account ? inject('memberTokens')[account].access_token : undefined };
}

/**
 * Changes the knobs of the sandbox this test run started (PUT /__sandbox/knobs: latency, failures,
 * token lifetime, a frozen market clock); `{}` resets them. They are the calling file's tenant's
 * (tests/support/sandbox-tenant.ts), so they never reach another file's calls.
 */
export async function setSandboxKnobs(knobs: { latency?: string; fail?: string; accessTokenTtl?: number | null; marketTime?: string | null }): Promise<void> {
  const res = await fetch(`${inject('sandboxUrl')}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify(knobs), headers: { 'content-type': 'application/json' } });
  if (!res.ok) throw new Error(`sandbox knobs answered ${res.status}: ${await res.text()}`);
}

/**
 * Request auth as the edge layer hands it to a render, for a token the sandbox issued. The claims
 * are read, not verified: verifying is the edge's job (functions/session/access-token-verifier.ts
 * and its tests), and lib code must not reach into functions/.
 */
export function requestAuthFor(kind: 'guest' | 'member', accessToken: string): RequestAuth {
  return { kind, accessToken, claims: v.parse(TokenClaimsSchema, decodeJwt(accessToken)) };
}
