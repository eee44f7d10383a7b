/**
 * Starting the local processes: the sandbox and the worker (wrangler dev on the built worker, or
 * waku dev). Shared by `scripts/stack.ts` (npm start / dev / e2e) and `scripts/bench.ts`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { LOCAL_STATE_DIR } from './local-state.ts';
import { type OutputFilter, wranglerOutputFilter } from './wrangler-output.ts';
import { quietSocketErrors } from './quiet-socket-errors.ts';
import { pushServiceTrust } from '../../sandbox/push/tls.ts';
import { makeVapidKeys, vapidDevVars } from './vapid-keys.ts';

export const bin = (name: string) => `node_modules/.bin/${name}`;
/**
 * TypeScript 7's native compiler, for type checks only (decision 045): 6–9 times faster than TypeScript 6's
 * `tsc`, which stays installed for the tools that need its JavaScript API (typescript-eslint, the import
 * circle check). Both packages name their command `tsc`, so this one is called by its path.
 */
export const TYPECHECK = 'node_modules/typescript-native/bin/tsc';
/** Where the build puts the live-quotes Worker's bundle. */
const LIVE_BUILD_DIR = 'dist/live';
const LIVE_BUNDLE = join(LIVE_BUILD_DIR, 'worker.js');

/**
 * Secrets for local development: start from the example so a fresh clone works at once, with a VAPID
 * key pair of its own (Web Push, decision 055) added when .dev.vars has none.
 */
export function ensureDevVars(): string {
  if (!existsSync('.dev.vars')) {
    copyFileSync('.dev.vars.example', '.dev.vars');
    console.log('[stack] created .dev.vars from .dev.vars.example');
  }
  const text = readFileSync('.dev.vars', 'utf8');
  if (!/^VAPID_PRIVATE_KEY=\S/m.test(text)) {
    const lines = text.split('\n').filter((line) => !/^VAPID_(PUBLIC_KEY|PRIVATE_KEY|SUBJECT)=/.test(line));
    // Whole or not at all (a rename): a stack starting beside this one never reads half a file.
    writeFileSync('.dev.vars.tmp', `${lines.join('\n').trimEnd()}\n${vapidDevVars(makeVapidKeys())}`);
    renameSync('.dev.vars.tmp', '.dev.vars');
    console.log('[stack] added a VAPID key pair (Web Push) to .dev.vars');
  }
  return resolve('.dev.vars');
}

export interface Started {
  name: string;
  child: ChildProcess;
}

/**
 * Runs a Node program with this same Node (22). Children stay in our process group. Their output goes
 * to ours as it is, through `filter` (one per stream) when given, or nowhere when `quiet`.
 */
export function runNode(name: string, args: string[], env: NodeJS.ProcessEnv = {}, quiet = false, filter?: () => OutputFilter): Started {
  // Quiet children still get pipes (drained here): wrangler stalls at start with its output closed.
  const child = spawn(process.execPath, args, { stdio: quiet || filter ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  if (quiet || !filter) {
    child.stdout?.resume();
    child.stderr?.resume();
  } else {
    passOn(child.stdout, process.stdout, filter());
    passOn(child.stderr, process.stderr, filter());
  }
  return { name, child };
}

function passOn(from: Readable | null, to: Writable, filter: OutputFilter): void {
  from?.setEncoding('utf8');
  from?.on('data', (chunk: string) => to.write(filter.push(chunk)));
  from?.on('end', () => to.write(filter.end()));
}

export function startSandboxProcess(opts: { port: number; appOrigin: string; memory: boolean; quiet?: boolean; env?: NodeJS.ProcessEnv }): Started {
  return runNode(
    'sandbox',
    ['sandbox/main.ts'],
    { SANDBOX_PORT: String(opts.port), SANDBOX_APP_ORIGINS: opts.appOrigin, ...(opts.memory ? { SANDBOX_STATE: 'memory' } : {}), ...opts.env },
    opts.quiet,
  );
}

/** The [vars] that point the worker at a sandbox on another port than wrangler.toml's 8788. */
export function upstreamVars(sandboxUrl: string, appOrigin: string): Record<string, string> {
  return {
    ARTICLE_API_URL: `${sandboxUrl}/article`,
    FORUM_API_URL: `${sandboxUrl}/forum`,
    PROFILE_API_URL: `${sandboxUrl}/profile`,
    BUSINESS_API_URL: `${sandboxUrl}/business`,
    TAIWAN_MARKET_API_URL: `${sandboxUrl}/taiwan-market`,
    IDENTITY_URL: `${sandboxUrl}/identity`,
    IMAGE_PROXY_URL: `${sandboxUrl}/image-proxy`,
    PCOIN_TOP_UP_URL: `${sandboxUrl}/identity/wallet/top-up`,
    SITE_URL: appOrigin,
    // Locally, the one other site a redirect may send readers to is this stack's sandbox, on whatever port it runs.
    REDIRECT_ALLOWED_HOSTS: new URL(sandboxUrl).host,
  };
}

/**
 * The live-quotes Worker's configuration for a stack whose sandbox is at `sandboxUrl`: live/wrangler.toml
 * with its feed pointed there and the `vars` it declares too (`wrangler dev`'s --var reaches the first
 * Worker only: `--var LIVE_GRACE_MS=2000` reaches the live Worker this way, and a var it does not declare,
 * such as the test stacks' LIVE_TEST_HOOKS, is added to its [vars]), written to a temporary
 * file whose `main` is the absolute path of the build's bundle (LIVE_BUILD), served unbundled.
 */
export function liveWorkerConfig(sandboxUrl: string, vars: Record<string, string> = {}): string {
  requireBuild();
  // The sandbox's push service is https on the sandbox's port (sandbox/push/tls.ts).
  const sandboxPush = new URL(sandboxUrl.replace(/^http:/, 'https:')).origin;
  let text = readFileSync('live/wrangler.toml', 'utf8')
    .replace(/^main = .*$/m, `main = ${JSON.stringify(resolve(LIVE_BUNDLE))}\nno_bundle = true`)
    .replace(/^QUOTE_FEED_URL = .*$/m, `QUOTE_FEED_URL = ${JSON.stringify(`${sandboxUrl}/business/quote-feed`)}`)
    .replace(/^(PUSH_SERVICE_ORIGINS = ")https:\/\/localhost:8788/m, `$1${sandboxPush}`);
  for (const [key, value] of Object.entries(vars)) {
    const line = `${key} = ${JSON.stringify(value)}`;
    const declared = new RegExp(`^${key} = .*$`, 'm');
    // A var the file does not declare (a test stack's LIVE_TEST_HOOKS, kept out of production's [vars]) is added to them.
    text = declared.test(text) ? text.replace(declared, line) : text.replace(/^\[vars\]$/m, `[vars]\n${line}`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'usstock-live-'));
  const file = join(folder, 'wrangler.toml');
  writeFileSync(file, text);
  // The live Worker's secrets (the VAPID private key): wrangler reads .dev.vars beside its config.
  if (existsSync('.dev.vars')) copyFileSync('.dev.vars', join(folder, '.dev.vars'));
  return file;
}

export interface WorkerProcessOptions {
  port: number;
  sandboxPort: number;
  /** Where wrangler keeps local state (default LOCAL_STATE_DIR); the e2e stacks and the benches give folders of their own. */
  persistTo?: string | undefined;
  vars?: Record<string, string>;
  quiet?: boolean;
  /** wrangler's --log-level (default: wrangler's own, which logs every request). */
  logLevel?: string | undefined;
  /** Where the isolate's inspector listens (default: the port + 1000). */
  inspectorPort?: number | undefined;
  /**
   * V8 flags for workerd (Miniflare reads MINIFLARE_WORKERD_V8_FLAGS), e.g. `--max-heap-size=128`: locally
   * workerd gives V8 no heap limit at all, so V8 sizes the heap as for a large machine (the soak, decision 038).
   */
  v8Flags?: readonly string[] | undefined;
}

/**
 * The `wrangler dev` command line of a stack: the built site Worker (dist/server/wrangler.json, the
 * first: its port, its vars) and the live-quotes Worker of `liveConfig` beside it (decision 035: the site
 * binds its Durable Objects by script_name), in one workerd, with their state in one folder.
 */
export function wranglerDevArgs(opts: WorkerProcessOptions, liveConfig: string): string[] {
  const appOrigin = `http://localhost:${opts.port}`;
  const vars = { ...upstreamVars(`http://localhost:${opts.sandboxPort}`, appOrigin), ...opts.vars };
  return [
    bin('wrangler'),
    'dev',
    '-c',
    'dist/server/wrangler.json',
    '-c',
    liveConfig,
    '--port',
    String(opts.port),
    '--ip',
    'localhost',
    '--inspector-port',
    String(opts.inspectorPort ?? opts.port + 1_000),
    '--show-interactive-dev-session=false',
    // The site's secrets from the project's .dev.vars (written from .dev.vars.example when missing):
    // without this wrangler reads only dist/server/.dev.vars, which the build copies only when
    // .dev.vars existed before it, and on a fresh clone (CI) the build runs first. Absolute: wrangler
    // resolves it against the config's folder.
    '--env-file',
    ensureDevVars(),
    // Always given: wrangler's default is beside the first config, inside dist/ (LOCAL_STATE_DIR).
    '--persist-to',
    opts.persistTo ?? LOCAL_STATE_DIR,
    ...(opts.logLevel ? ['--log-level', opts.logLevel] : []),
    ...Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
  ];
}

/** Starts `wrangler dev` on the build (wranglerDevArgs). */
export function startWorkerProcess(opts: WorkerProcessOptions): Started {
  // Before the live config, which copies .dev.vars beside itself.
  ensureDevVars();
  const liveConfig = liveWorkerConfig(`http://localhost:${opts.sandboxPort}`, opts.vars);
  const started = runNode(
    'wrangler dev',
    wranglerDevArgs(opts, liveConfig),
    // Offline by design (the sandbox is the back end): Miniflare's request.cf comes from its built-in
    // sample instead of a download from workers.cloudflare.com, which failed here on every start with a
    // DNS error in the log; no usage metrics are sent either.
    // WRANGLER_LOG as well as --log-level: the flag alone leaves the module table and reload notes of the
    // dev server's own logger in the output.
    {
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      // workerd trusts the sandbox push service's certificate (Miniflare reads this at start).
      NODE_EXTRA_CA_CERTS: pushServiceTrust(process.env.NODE_EXTRA_CA_CERTS),
      WRANGLER_SEND_METRICS: 'false',
      ...(opts.logLevel ? { WRANGLER_LOG: opts.logLevel } : {}),
      ...(opts.v8Flags?.length ? { MINIFLARE_WORKERD_V8_FLAGS: opts.v8Flags.join(' ') } : {}),
    },
    opts.quiet,
    // A client breaking the live sockets' protocol costs one counted warning, not an ERROR line each.
    () => wranglerOutputFilter(quietSocketErrors((line) => process.stderr.write(`${line}\n`))),
  );
  // The live config's temporary folder goes with the process.
  started.child.on('exit', () => rmSync(dirname(liveConfig), { recursive: true, force: true }));
  return started;
}

/** `wrangler kv key put` of one REDIRECTS entry into local state (`npm run redirects:put`), by default where `npm start` reads it. */
export function redirectPutArgs(key: string, value: string, persistTo: string = LOCAL_STATE_DIR): string[] {
  return [bin('wrangler'), 'kv', 'key', 'put', '--local', '--binding', 'REDIRECTS', key, value, '--persist-to', persistTo];
}

/** Polls a URL until it answers (any status below 500) or the time is up. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // A dev server may accept the connection before it can answer: never wait on one attempt long.
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopAll(started: readonly Started[]): void {
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGTERM');
}

/**
 * The live-quotes Worker bundled once into dist/live (wrangler's own bundler, as a deploy would), so
 * that `wrangler dev` serves it as it is: bundled at start instead, wrangler's esbuild watched its
 * sources for as long as the stack ran (55 CPU-seconds of an e2e run's three stacks). After `waku
 * build`, which empties dist/. `WRANGLER_LOG=error` keeps its bindings table out of the output.
 */
// Absolute: wrangler writes the bundle relative to the config's folder and its README relative to the cwd.
export const LIVE_BUILD = { args: [bin('wrangler'), 'deploy', '--dry-run', '--outdir', resolve(LIVE_BUILD_DIR), '-c', 'live/wrangler.toml'], env: { WRANGLER_LOG: 'error' } };

/** `npm run build` (`node scripts/stack.ts build`): panda's codegen, the site, the live-quotes Worker. */
export const BUILD_STEPS: { args: string[]; env?: Record<string, string> }[] = [{ args: [bin('panda'), 'codegen', '--silent'] }, { args: [bin('waku'), 'build'] }, LIVE_BUILD];

/**
 * Runs BUILD_STEPS in order and exits on a failed step. Its output goes to the terminal, or, when `quiet`,
 * is kept and shown only for a step that failed: a successful build's warnings (vite's source-map notes,
 * wrangler's tables) are hundreds of lines a reader of `npm start` cannot act on.
 */
export function buildAll(quiet: boolean): void {
  for (const step of BUILD_STEPS) {
    const result = spawnSync(process.execPath, step.args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...step.env }, maxBuffer: 64 * 1024 * 1024 });
    if (result.status === 0) continue;
    if (quiet) process.stderr.write(`${result.stdout?.toString() ?? ''}${result.stderr?.toString() ?? ''}`);
    process.exit(result.status ?? 1);
  }
}

/** What `wrangler dev` serves: a stack cannot start without the build. */
const BUILT_FILES = ['dist/server/wrangler.json', LIVE_BUNDLE];

/** Exits with a message naming the missing file when there is no build to serve (call it before starting anything). */
export function requireBuild(): void {
  const missing = BUILT_FILES.find((file) => !existsSync(file));
  if (!missing) return;
  console.error(`[stack] ${missing} is missing: run npm run build`);
  process.exit(1);
}

/**
 * Stops what `running()` answers and removes `stateDir`, now and on Ctrl-C. Returns the clean-up for
 * the script's own `finally`.
 */
export function cleanUpOnExit(running: () => readonly Started[], stateDir: string): () => void {
  const cleanUp = () => {
    stopAll(running());
    rmSync(stateDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  return cleanUp;
}
