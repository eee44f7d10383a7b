/**
 * Run by Playwright before an e2e stack starts: a fresh local state for wrangler (KV, cache) with
 * the server-defined redirects the specs rely on. KV must be seeded before `wrangler dev` starts.
 * The entries are built and checked by the same rules as `npm run redirects:put`
 * (functions/redirect-rules.ts), then written in one `wrangler kv bulk put` (one process, not one per key).
 * Usage: node tests/e2e/prepare-state.ts <state dir> <sandbox port>
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRedirectEntry } from '../../functions/redirect-rules.ts';

const [stateDir, sandboxPort] = process.argv.slice(2);
if (!stateDir || !sandboxPort) {
  console.error('usage: node tests/e2e/prepare-state.ts <state dir> <sandbox port>');
  process.exit(2);
}

/** [path, target, status] */
export const e2eRedirects = (port: string): readonly (readonly [string, string, number])[] => [
  ['/e2e-old-home', '/', 301],
  ['/e2e-chain-start', '/e2e-chain-middle', 302],
  ['/e2e-chain-middle', '/', 301],
  ['/e2e-loop-a', '/e2e-loop-b', 302],
  ['/e2e-loop-b', '/e2e-loop-a', 302],
  ['/e2e-away', `http://localhost:${port}/health`, 302],
  ['/e2e-evil', 'https://evil.example.net/phish', 302],
];

const entries = e2eRedirects(sandboxPort).map(([path, target, status]) => {
  const entry = buildRedirectEntry(path, target, status);
  if (!entry.ok) {
    console.error(`could not seed redirect ${path}: ${entry.reason}`);
    process.exit(1);
  }
  return { key: entry.key, value: entry.value };
});

rmSync(stateDir, { recursive: true, force: true });
mkdirSync(stateDir, { recursive: true });
const file = join(stateDir, 'redirects.json');
writeFileSync(file, JSON.stringify(entries));
const result = spawnSync(process.execPath, ['node_modules/.bin/wrangler', 'kv', 'bulk', 'put', file, '--local', '--binding', 'REDIRECTS', '--persist-to', stateDir], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
if (result.status !== 0) {
  console.error(`could not seed the redirects (wrangler exit ${result.status ?? result.signal})`);
  process.exit(1);
}
