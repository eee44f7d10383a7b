/**
 * The stack `scripts/bench/portfolio.ts` measures: one `wrangler dev` with a small seeding Worker first
 * (it answers the port, fills the member's store through the MEMBER_STORES binding's RPC and passes every
 * other request to the site), the built site and the live Worker that holds the members' objects.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { ensureDevVars, liveWorkerConfig, runNode, type Started, upstreamVars, wranglerDevArgs } from '../lib/processes.ts';

/** PORTFOLIO_BENCH_PORT moves the stack (and the sandbox, +1; the inspector, +2) when engineers bench side by side. */
export const PORT = Number(process.env.PORTFOLIO_BENCH_PORT) || 28_917;
/** The sandbox's identity service must know it as an app origin (the member signs in there). */
export const PORTFOLIO_BENCH_ORIGIN = `http://localhost:${PORT}`;
const INSPECTOR_PORT = PORT + 2;
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

/** The seeding Worker (first: the port), the site and the live Worker in one `wrangler dev`. */
export function startStack(sandboxPort: number, persistTo: string, configs: { seed: string; site: string }): Started {
  const args = wranglerDevArgs({ port: PORT, sandboxPort, persistTo, inspectorPort: INSPECTOR_PORT }, liveWorkerConfig(`http://localhost:${sandboxPort}`));
  args.splice(args.indexOf(SITE_CONFIG), 1, configs.site);
  args.splice(args.indexOf('-c'), 0, '-c', configs.seed);
  return runNode('wrangler dev (portfolio bench)', args, { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error' }, true);
}
