/**
 * Run by Playwright before the e2e server starts: a fresh local state for wrangler (KV, cache) with
 * the server-defined redirects the specs rely on. KV must be seeded before `wrangler dev` starts.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

export const E2E_STATE_DIR = '.wrangler/e2e-state';

/** [path, target, status] */
export const E2E_REDIRECTS: readonly (readonly [string, string, string])[] = [
  ['/e2e-old-home', '/', '301'],
  ['/e2e-chain-start', '/e2e-chain-middle', '302'],
  ['/e2e-chain-middle', '/', '301'],
  ['/e2e-loop-a', '/e2e-loop-b', '302'],
  ['/e2e-loop-b', '/e2e-loop-a', '302'],
  ['/e2e-away', 'http://localhost:18788/health', '302'],
  ['/e2e-evil', 'https://evil.example.net/phish', '302'],
];

rmSync(E2E_STATE_DIR, { recursive: true, force: true });
for (const [path, target, status] of E2E_REDIRECTS) {
  const result = spawnSync(process.execPath, ['scripts/redirects-put.ts', path, target, status, '--persist-to', E2E_STATE_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    console.error(`could not seed redirect ${path}`);
    process.exit(1);
  }
}
