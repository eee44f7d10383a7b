/**
 * The Worker of `npm run bench:alerts` in `wrangler dev`: tests/support/app/alerts-bench-worker.ts (the
 * live Worker's QuoteRoom and its MemberStore, which records when each firing arrived), its feed the
 * bench's sandbox, and Web Push as `npm start` has it: a VAPID key pair of the run's own (the private key
 * in a .dev.vars beside the configuration, as a secret), the sandbox's push service the one allowed
 * origin, and workerd trusting that service's certificate. So each firing goes through the member
 * object's real outbox, encryption and VAPID signature to the sandbox over https.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pushServiceTrust } from '../../sandbox/push/tls.ts';
import { bin, runNode, type Started } from '../lib/processes.ts';
import { makeVapidKeys, vapidDevVars } from '../lib/vapid-keys.ts';

function benchConfig(dir: string, sandboxPort: number, vapidPublicKey: string): string {
  const compatibilityDate = /^compatibility_date = "(.*)"$/m.exec(readFileSync('live/wrangler.toml', 'utf8'))?.[1] ?? '2025-11-17';
  const file = join(dir, 'wrangler.toml');
  writeFileSync(
    file,
    [
      'name = "bench-alerts"',
      `main = ${JSON.stringify(resolve('tests/support/app/alerts-bench-worker.ts'))}`,
      `compatibility_date = "${compatibilityDate}"`,
      '[[durable_objects.bindings]]',
      'name = "QUOTE_ROOMS"',
      'class_name = "QuoteRoom"',
      '[[durable_objects.bindings]]',
      'name = "MEMBER_STORES"',
      'class_name = "BenchMemberStore"',
      '[[migrations]]',
      'tag = "v1"',
      'new_sqlite_classes = ["QuoteRoom", "BenchMemberStore"]',
      '[vars]',
      `QUOTE_FEED_URL = "http://localhost:${sandboxPort}/business/quote-feed"`,
      'WEB_APP_ID = "usstock-web"',
      'LIVE_GRACE_MS = "30000"',
      `VAPID_PUBLIC_KEY = "${vapidPublicKey}"`,
      'VAPID_SUBJECT = "mailto:push@localhost"',
      // The sandbox's push service is https on the sandbox's own port (sandbox/push/tls.ts).
      `PUSH_SERVICE_ORIGINS = "https://localhost:${sandboxPort}"`,
    ].join('\n'),
  );
  return file;
}

/** Starts the bench's Worker on `port` with its configuration and state in `stateDir`; answers its VAPID public key too. */
export function startAlertsBenchWorker(stateDir: string, port: number, sandboxPort: number): { started: Started; vapidPublicKey: string } {
  const keys = makeVapidKeys();
  const config = benchConfig(stateDir, sandboxPort, keys.publicKey);
  // wrangler reads the Worker's secrets from .dev.vars beside its configuration.
  writeFileSync(join(stateDir, '.dev.vars'), vapidDevVars(keys));
  const args = [bin('wrangler'), 'dev', '-c', config, '--port', String(port), '--ip', 'localhost', '--inspector-port', String(port + 1_000)];
  args.push('--show-interactive-dev-session=false', '--persist-to', join(stateDir, 'state'));
  const env = { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error', NODE_EXTRA_CA_CERTS: pushServiceTrust(process.env.NODE_EXTRA_CA_CERTS) };
  return { started: runNode('wrangler dev (alerts bench)', args, env, !process.env.BENCH_VERBOSE), vapidPublicKey: keys.publicKey };
}
