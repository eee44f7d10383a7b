import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bin, wranglerDevArgs } from './lib/processes.ts';

/**
 * `npm run redirects:put` and `npm start` must use one wrangler state folder (issue 41 §16: the script
 * wrote .wrangler/state while `wrangler dev -c dist/server/wrangler.json` read dist/server/.wrangler/state,
 * so the documented redirect never reached the site, and every build emptied the site's KV).
 *
 * Process level, because the defect lives in how wrangler resolves a folder per command (relative to
 * the config it reads unless --persist-to is given), which only wrangler itself can answer. The lowest
 * that proves it: the real script, in a project folder of its own (so the developer's own state is not
 * touched), then wrangler reading the key with the config and the --persist-to of `npm start`'s own
 * command line — wrangler dev resolves its state with the same function. Starting the site itself would
 * add a build and workerd and prove nothing more; the e2e redirect specs serve keys written this way.
 */
const repo = process.cwd();
const project = mkdtempSync(join(tmpdir(), 'redirects-put-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The project's own files the script and wrangler read, in `project`; the build's config a stand-in with the same KV binding. */
function makeProject(): void {
  symlinkSync(join(repo, 'node_modules'), join(project, 'node_modules'), 'dir');
  copyFileSync(join(repo, 'wrangler.toml'), join(project, 'wrangler.toml'));
  mkdirSync(join(project, 'dist/server'), { recursive: true });
  const built = { name: 'usstock-tw', compatibility_date: '2025-11-17', kv_namespaces: [{ binding: 'REDIRECTS', id: 'local-redirects' }] };
  writeFileSync(join(project, 'dist/server/wrangler.json'), JSON.stringify(built));
}

function run(args: string[]): string {
  const result = spawnSync(process.execPath, args, { cwd: project, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error' } });
  if (result.status !== 0) throw new Error(`${args.slice(0, 4).join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/** The value after `flag` in a command line; with `index` 1, the second such value. */
const flagValue = (args: readonly string[], flag: string, index = 0): string | undefined => args.filter((_, i) => args[i - 1] === flag)[index];

describe('npm run redirects:put and npm start', () => {
  it('a redirect put with the script is in the state npm start serves, outside what a build empties', { timeout: 60_000 }, () => {
    makeProject();
    run([join(repo, 'scripts/redirects-put.ts'), '/Old-Page', '/new-page', '301']);

    const start = wranglerDevArgs({ port: 8787, sandboxPort: 8788 }, 'live.toml');
    const config = flagValue(start, '-c');
    const persistTo = flagValue(start, '--persist-to');
    expect(config).toBe('dist/server/wrangler.json');
    const stored = run([bin('wrangler'), 'kv', 'key', 'get', '--local', '--binding', 'REDIRECTS', '/old-page', '-c', config ?? '', ...(persistTo ? ['--persist-to', persistTo] : [])]);
    expect(stored, 'the key is not in the state npm start reads').not.toBe('');
    expect(JSON.parse(stored)).toEqual({ target: '/new-page', status: 301 });
    // The build empties dist/: the state must live elsewhere.
    expect(relative(resolve(project, 'dist'), resolve(project, persistTo ?? 'dist/server/.wrangler/state'))).toMatch(/^\.\./);
  });
});
