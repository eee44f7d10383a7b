import type { TestProject } from 'vitest/node';
import { DEMO_ACCOUNTS } from '../../sandbox/accounts.ts';
import { loginWithCodeFlow } from '../../sandbox/identity/code-flow-login.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { createSandboxStorage } from '../../sandbox/storage.ts';

const APP_ORIGIN = 'http://localhost:8787';

/**
 * Starts a real sandbox (memory state, free port) for the workers test project and signs every demo
 * account in through the provider's real authorization-code + PKCE flow. Tests get the URL and tokens
 * through `inject('sandboxUrl')` / `inject('memberTokens')`.
 */
export default async function setup(project: TestProject) {
  const sandbox = await startSandbox({
    port: 0,
    storage: createSandboxStorage('memory'),
    knobs: { latencyMs: { article: 0, forum: 0, profile: 0, business: 0, identity: 0 }, fail: {} },
    appOrigins: [APP_ORIGIN],
    warmUp: false,
  });
  const entries = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const tokens = await loginWithCodeFlow({
        issuer: `${sandbox.url}/identity`,
        username: account.username,
        redirectUri: `${APP_ORIGIN}/auth/sign-in-redirect`,
      });
      return [account.username, tokens] as const;
    }),
  );
  project.provide('sandboxUrl', sandbox.url);
  project.provide('memberTokens', Object.fromEntries(entries) as never);
  return async () => {
    await sandbox.close();
  };
}
