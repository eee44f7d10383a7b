import { inject } from 'vitest';
import type { AppConfig } from '../config';
import type { UpstreamContext } from './http';

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
    IDENTITY_URL: `${base}/identity`,
    IMAGE_PROXY_URL: `${base}/image-proxy`,
    SITE_URL: 'http://localhost:8787',
    OIDC_CLIENT_ID: 'usstock-web',
    OIDC_API_AUDIENCE: 'urn:usstock:api',
    WEB_APP_ID: 'usstock-web',
    GOOGLE_CLIENT_ID: 'sandbox-google-client.apps.local',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
  };
}

/** An upstream context for the sandbox, optionally signed in as a demo account. */
export function sandboxContext(account?: 'member' | 'author' | 'writer' | 'admin'): UpstreamContext {
  return {
    config: sandboxConfig(),
    token: account ? inject('memberTokens')[account].access_token : undefined,
  };
}
