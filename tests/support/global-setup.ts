import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { DEMO_ACCOUNTS } from '../../sandbox/accounts.ts';
import { HOSTILE_FIXTURES_FILE } from '../../sandbox/content/fixtures/hostile.ts';
import { loginWithCodeFlow } from '../../sandbox/identity/code-flow-login.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { createSandboxStorage } from '../../sandbox/storage.ts';

const APP_ORIGIN = 'http://localhost:8787';

async function start() {
  const sandbox = await startSandbox({
    port: 0,
    storage: createSandboxStorage('memory'),
    knobs: { latencyMs: { article: 0, forum: 0, profile: 0, business: 0, 'taiwan-market': 0, identity: 0 }, fail: {} },
    appOrigins: [APP_ORIGIN],
    // The hostile test content (article 900 and its author, the parser traps), as the e2e stacks load
    // it: it is not in the built-in demo, and the sanitiser's workerd tests read it.
    fixturesPath: fileURLToPath(new URL(`../../${HOSTILE_FIXTURES_FILE}`, import.meta.url)),
    // Warm-up on (unlike the e2e stacks), and waited for below: the workerd business contract asks for
    // the movers and #IXIC's ~3,400 constituents through the client's 5 s timeout (cold, the first #IXIC
    // answer builds every member's series on the sandbox's thread), and the warm-up's thread, beside
    // the first files, slowed the directory's and the sitemaps' tests past their 5 s on a busy machine.
    warmUp: true,
    // At once: nothing else starts meanwhile, and the tests wait for it (its default delay was 10 s idle).
    warmUpAfterMs: 0,
    // Every 20th security (and the hand-described ones, the Taiwan ADRs) in the screener: its table
    // is built in a second or two, not half a minute of CPU beside the first files.
    screenerSample: 20,
    warmScreener: true,
  });
  await sandbox.warm;
  const entries = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const tokens = await loginWithCodeFlow({ issuer: `${sandbox.url}/identity`, username: account.username, redirectUri: `${APP_ORIGIN}/auth/sign-in-redirect` });
      return [account.username, tokens] as const;
    }),
  );
  return { url: sandbox.url, tokens: Object.fromEntries(entries), close: () => sandbox.close() };
}

/**
 * Starts a real sandbox (memory state, free port) for the workerd test project and signs every demo
 * account in through the provider's real authorization-code + PKCE flow. Tests get the URL and tokens
 * through `inject('sandboxUrl')` / `inject('memberTokens')`.
 */
export default async function setup(project: TestProject) {
  const { url, tokens, close } = await start();
  project.provide('sandboxUrl', url);
  project.provide('memberTokens', tokens as never);
  return close;
}
