/**
 * Run by Playwright before an e2e stack starts: a fresh local state for wrangler (KV, cache) with
 * the server-defined redirects the specs rely on. KV must be seeded before `wrangler dev` starts.
 * Usage: node tests/e2e/prepare-state.ts <state dir> <sandbox port>
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const [stateDir, sandboxPort] = process.argv.slice(2);
if (!stateDir || !sandboxPort) {
  console.error('usage: node tests/e2e/prepare-state.ts <state dir> <sandbox port>');
  process.exit(2);
}

/** [path, target, status] */
export const e2eRedirects = (port: string): readonly (readonly [string, string, string])[] => [
  ['/e2e-old-home', '/', '301'],
  ['/e2e-chain-start', '/e2e-chain-middle', '302'],
  ['/e2e-chain-middle', '/', '301'],
  ['/e2e-loop-a', '/e2e-loop-b', '302'],
  ['/e2e-loop-b', '/e2e-loop-a', '302'],
  ['/e2e-away', `http://localhost:${port}/health`, '302'],
  ['/e2e-evil', 'https://evil.example.net/phish', '302'],
];

rmSync(stateDir, { recursive: true, force: true });
for (const [path, target, status] of e2eRedirects(sandboxPort)) {
  const result = spawnSync(process.execPath, ['scripts/redirects-put.ts', path, target, status, '--persist-to', stateDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    // What the stack's worker runs with (scripts/lib/processes.ts), so only the deliberately foreign target warns.
    env: { ...process.env, REDIRECT_ALLOWED_HOSTS: `localhost:${sandboxPort}` },
  });
  if (result.status !== 0) {
    console.error(`could not seed redirect ${path}`);
    process.exit(1);
  }
}
