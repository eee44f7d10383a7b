/**
 * The stack `scripts/bench/portfolio.ts` measures, in two `wrangler dev` processes so that the site's
 * workerd thread runs the site alone (with Miniflare's own simulators of its KV and cache): the built
 * site in one; the live Worker that holds the members' objects, and a small seeding Worker (it fills the
 * member's store through the MEMBER_STORES binding's RPC), in the other. The site reaches the objects
 * across the two through wrangler's dev registry (Miniflare's proxy classes call them over workerd's
 * debug port, RPC included); a registry folder of the bench's own, so no other stack on the machine
 * with the same Worker names answers in their place.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { bin, ensureDevVars, runNode, type Started, upstreamVars } from '../lib/processes.ts';

/** PORTFOLIO_BENCH_PORT moves the stack when engineers bench side by side: the site's port; the sandbox +1; the site's inspector +2; the live process +3, its inspector +4. */
export const PORT = Number(process.env.PORTFOLIO_BENCH_PORT) || 28_917;
/** The sandbox's identity service must know it as an app origin (the member signs in there). */
export const PORTFOLIO_BENCH_ORIGIN = `http://localhost:${PORT}`;
const INSPECTOR_PORT = PORT + 2;
const LIVE_PORT = PORT + 3;
/** The seeding Worker: first in the live process, it answers that process's port. */
export const SEED_ORIGIN = `http://localhost:${LIVE_PORT}`;
export const SITE_CONFIG = 'dist/server/wrangler.json';

export function seedWorkerConfig(dir: string, siteName: string): string {
  const project = unstable_readConfig({ config: 'wrangler.toml' });
  const config = join(dir, 'seed.toml');
  const toml = [
    'name = "bench-portfolio-seed"',
    `main = "${resolve('tests/support/app/portfolio-seed-worker.ts')}"`,
    `compatibility_date = "${project.compatibility_date}"`,
    `compatibility_flags = ${JSON.stringify(project.compatibility_flags)}`,
    '[alias]',
    `"server-only" = "${resolve('node_modules/server-only/empty.js')}"`,
    '[[durable_objects.bindings]]',
    'name = "MEMBER_STORES"',
    'class_name = "MemberStore"',
    'script_name = "usstock-live"',
    '[[services]]',
    'binding = "SITE"',
    `service = "${siteName}"`,
  ];
  writeFileSync(config, `${toml.join('\n')}\n`);
  return config;
}

/**
 * The built site's configuration with this stack's vars and the .dev.vars secrets written in: `wrangler
 * dev`'s --var and --env-file reach its first Worker only, here the seeding Worker.
 */
export function siteConfig(dir: string, sandboxPort: number): string {
  const site = JSON.parse(readFileSync(SITE_CONFIG, 'utf8')) as { vars: Record<string, string>; assets: object; configPath?: string; userConfigPath?: string };
  const secrets = readFileSync(ensureDevVars(), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z_]+)=(.*)$/.exec(line))
    .flatMap((match) => (match ? [[match[1]!, match[2]!] as const] : []));
  const baked = {
    ...site,
    configPath: undefined,
    userConfigPath: undefined,
    main: resolve('dist/server/index.js'),
    assets: { ...site.assets, directory: resolve('dist/public') },
    vars: { ...site.vars, ...upstreamVars(`http://localhost:${sandboxPort}`, `http://localhost:${PORT}`), ...Object.fromEntries(secrets) },
  };
  const file = join(dir, 'site.json');
  writeFileSync(file, JSON.stringify(baked));
  return file;
}

export interface Stack {
  site: Started;
  live: Started;
}

/** The site alone in one `wrangler dev`; the seeding Worker (first: the port) and the live Worker in another. */
export function startStack(persistTo: string, configs: { seed: string; site: string; live: string }, registry: string): Stack {
  const env = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error', WRANGLER_REGISTRY_PATH: registry };
  const dev = (port: number, inspectorPort: number, state: string, ...configFiles: string[]) => [
    bin('wrangler'),
    'dev',
    ...configFiles.flatMap((file) => ['-c', file]),
    '--port',
    String(port),
    '--ip',
    'localhost',
    '--inspector-port',
    String(inspectorPort),
    '--show-interactive-dev-session=false',
    '--persist-to',
    join(persistTo, state),
  ];
  return {
    live: runNode('wrangler dev (portfolio bench: live Worker)', dev(LIVE_PORT, LIVE_PORT + 1, 'live', configs.seed, configs.live), env, true),
    site: runNode('wrangler dev (portfolio bench: site)', dev(PORT, INSPECTOR_PORT, 'site', configs.site), env, true),
  };
}
