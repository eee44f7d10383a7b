/**
 * Runs the whole site locally: the sandbox (local upstream services) and the worker.
 *
 *   node scripts/stack.ts start   build, then serve the built worker with `wrangler dev` (Miniflare)
 *   node scripts/stack.ts dev     `waku dev` (hot reload; the worker code still runs in workerd)
 *   node scripts/stack.ts serve   serve an existing build (used by the e2e tests and the benchmark)
 *
 * Options: --port (worker, default 8787), --sandbox-port (default 8788), --memory (sandbox state in
 * memory instead of .sandbox-state/), --persist-to DIR (wrangler local KV/cache state).
 * Ctrl-C stops both processes. SANDBOX_* knobs in the environment pass through to the sandbox.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '8787' },
    'sandbox-port': { type: 'string', default: '8788' },
    memory: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
  },
});
const mode = positionals[0] ?? 'start';
if (!['start', 'dev', 'serve'].includes(mode)) {
  console.error(`usage: node scripts/stack.ts start|dev|serve [--port 8787] [--sandbox-port 8788] [--memory]`);
  process.exit(2);
}
const port = Number(values.port);
const sandboxPort = Number(values['sandbox-port']);
const appOrigin = `http://localhost:${port}`;
const sandboxUrl = `http://localhost:${sandboxPort}`;
const bin = (name: string) => `node_modules/.bin/${name}`;

// Secrets for local development: start from the example so a fresh clone works at once.
if (!existsSync('.dev.vars')) {
  copyFileSync('.dev.vars.example', '.dev.vars');
  console.log('[stack] created .dev.vars from .dev.vars.example');
}

if (mode === 'start') {
  const build = spawnSync(process.execPath, [bin('panda'), 'codegen', '--silent'], { stdio: 'inherit' });
  const waku = build.status === 0 ? spawnSync(process.execPath, [bin('waku'), 'build'], { stdio: 'inherit' }) : build;
  if (waku.status !== 0) process.exit(waku.status ?? 1);
}

const children: ChildProcess[] = [];
let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 500).unref();
}

function run(name: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  // Children stay in our process group: Ctrl-C in a terminal, or a test runner stopping the
  // group, reaches the sandbox, wrangler and workerd alike.
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[stack] ${name} stopped (${signal ?? code}); stopping the rest`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
}

run('sandbox', ['sandbox/main.ts'], {
  SANDBOX_PORT: String(sandboxPort),
  SANDBOX_APP_ORIGINS: appOrigin,
  ...(values.memory ? { SANDBOX_STATE: 'memory' } : {}),
});

// The worker reaches the sandbox through these vars (wrangler.toml holds the same defaults for 8788).
const upstreamVars: Record<string, string> = {
  ARTICLE_API_URL: `${sandboxUrl}/article`,
  FORUM_API_URL: `${sandboxUrl}/forum`,
  PROFILE_API_URL: `${sandboxUrl}/profile`,
  BUSINESS_API_URL: `${sandboxUrl}/business`,
  IDENTITY_URL: `${sandboxUrl}/identity`,
  IMAGE_PROXY_URL: `${sandboxUrl}/image-proxy`,
  SITE_URL: appOrigin,
};

if (mode === 'dev') {
  if (sandboxPort !== 8788) console.warn('[stack] dev mode reads upstream URLs from wrangler.toml (sandbox on 8788)');
  run('waku dev', [bin('waku'), 'dev', '--port', String(port)]);
} else {
  run('wrangler dev', [
    bin('wrangler'),
    'dev',
    '--port',
    String(port),
    '--ip',
    'localhost',
    '--show-interactive-dev-session=false',
    ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : []),
    ...Object.entries(upstreamVars).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
  ]);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
