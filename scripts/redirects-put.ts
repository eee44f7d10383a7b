/**
 * Adds a server-defined redirect to the local KV namespace REDIRECTS, in the state folder `npm start`,
 * `npm run dev` and the other local commands share (.wrangler/state, scripts/lib/local-state.ts; kept
 * across builds).
 *
 *   npm run redirects:put -- /old-page /new-page            301 (permanent) by default
 *   npm run redirects:put -- /old-page /new-page 302
 *   npm run redirects:put -- /promo https://www.example.com/x 302   host must be in REDIRECT_ALLOWED_HOSTS
 *   npm run redirects:put -- /old /new 301 --persist-to .wrangler/e2e-state-25000   (an e2e stack's state)
 *
 * The key is normalised exactly as the worker looks it up (lower case, decoded, no trailing
 * slash) and the value is validated by the same rules (functions/redirect-rules.ts), then
 * `wrangler kv key put --local --binding REDIRECTS` stores it. Production: the same command with
 * `--remote` instead of `--local`, by someone with access to the account.
 * The worker's KV read is cached for up to 60 s, so a running server may take that long to see it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildRedirectEntry, parseAllowedHosts } from '../functions/redirect-rules.ts';
import { redirectPutArgs } from './lib/processes.ts';

const USAGE = 'usage: npm run redirects:put -- <path> <target> [301|302|307|308] [--persist-to DIR]';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'persist-to': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [path, target, statusText, ...extra] = positionals;
if (!path || !target || extra.length > 0) fail(USAGE);
const status = statusText === undefined ? undefined : Number(statusText);
if (statusText !== undefined && !/^\d{3}$/.test(statusText)) fail(`status must be 301, 302, 307 or 308, not ${JSON.stringify(statusText)}`);

const entry = buildRedirectEntry(path, target, status);
if (!entry.ok) fail(`refused: ${entry.reason}`);

if (entry.external) {
  const host = new URL(target).host.toLowerCase();
  const allowed = parseAllowedHosts(readAllowedHostsVar());
  if (!allowed.has(host)) {
    console.warn(`[redirects:put] warning: ${host} is not in REDIRECT_ALLOWED_HOSTS; the worker will ignore this redirect until it is.`);
  }
}

const args = redirectPutArgs(entry.key, entry.value, values['persist-to']);
const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
if (result.status !== 0) fail(`wrangler kv key put failed (exit ${result.status ?? result.signal})`);
console.log(`[redirects:put] ${entry.key} → ${entry.value}`);

/** The allowlist the worker will run with: REDIRECT_ALLOWED_HOSTS from the environment (a stack on other ports), else wrangler.toml's. */
function readAllowedHostsVar(): string {
  if (process.env.REDIRECT_ALLOWED_HOSTS !== undefined) return process.env.REDIRECT_ALLOWED_HOSTS;
  if (!existsSync('wrangler.toml')) return '';
  const match = /^\s*REDIRECT_ALLOWED_HOSTS\s*=\s*"([^"]*)"/m.exec(readFileSync('wrangler.toml', 'utf8'));
  return match?.[1] ?? '';
}

function fail(message: string): never {
  console.error(`[redirects:put] ${message}`);
  process.exit(2);
}
