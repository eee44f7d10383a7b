import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { appAliases } from './aliases.ts';
import { pushServiceTrust } from './sandbox/push/tls.ts';

// workerd trusts the sandbox push service's certificate (sandbox/push/tls.ts): Miniflare reads this once,
// when it is first loaded, so it is set before the modules that load it are imported (dynamically, below).
process.env.NODE_EXTRA_CA_CERTS = pushServiceTrust(process.env.NODE_EXTRA_CA_CERTS);
const { cloudflareTest } = await import('@cloudflare/vitest-plugin');
const { unstable_readConfig } = await import('wrangler');

/**
 * A file's name picks its project:
 * - `*.mocking.test.ts(x)` → `node-mocking`, Node with a module graph of its own per file (it mocks modules
 *   or globals); any other `*.test.ts(x)` → `node`: pure domain code and the sandbox (a Node process in
 *   real life too);
 * - `*.worker.test.ts(x)` → `workers`: code that runs in the Worker (upstream clients, edge middleware),
 *   inside workerd by @cloudflare/vitest-plugin, against one real sandbox started by the global setup;
 *   under live/ → `live`, the live-quotes Worker's Durable Objects.
 */
const worker = unstable_readConfig({ config: 'wrangler.toml' });

const WORKERD_FILES = ['src/**/*.worker.test.{ts,tsx}', 'functions/**/*.worker.test.ts'];

/** The workerd project: the production Worker's settings, pointed at the sandbox of the global setup. */
const workerdProject = {
  extends: true as const,
  plugins: [
    cloudflareTest(({ inject }) => ({
      // The member stores (decision 052) are the live Worker's class; this main module holds it, so the site's
      // code reaches real ones through MEMBER_STORES (wrangler.toml binds it by script_name instead).
      main: './tests/support/app/member-store-worker.ts',
      // The production Worker's compatibility date, flags and KV namespaces, read from its own
      // wrangler.toml. (Not `wrangler.configPath`: that would also load its `main`, Waku's built
      // entry, which only exists after `waku build`.)
      miniflare: {
        compatibilityDate: worker.compatibility_date,
        compatibilityFlags: worker.compatibility_flags,
        kvNamespaces: worker.kv_namespaces.map((namespace: { binding: string }) => namespace.binding),
        // The quote rooms too, for the price alerts' calendar Cron Trigger (decision 055): the rooms fire into the member stores.
        durableObjects: { MEMBER_STORES: { className: 'MemberStore', useSQLite: true }, QUOTE_ROOMS: { className: 'QuoteRoom', useSQLite: true } },
        // DEMO_DATA as the deployed Worker sets it (the footer's demo notice): render tests read it (page-render-mocks.tsx).
        bindings: {
          SANDBOX_URL: inject<string>('sandboxUrl'),
          DEMO_DATA: String(worker.vars.DEMO_DATA),
          // The member stores' allowed push service (functions/alerts-push.worker.test.ts saves, never sends).
          PUSH_SERVICE_ORIGINS: 'https://fcm.googleapis.com',
        },
      },
    })),
  ],
  // isolate false: a pool worker's Miniflare is kept from one file to the next instead of started anew
  // for each (47 → 22 s and 50 → 36 s here, decision 033). Files share its KV and Cache API, so each
  // file's tests make their own keys or clear what they count on (shuffled orders pass). Its module
  // registry is emptied before each file (fresh-modules.ts, ~1 s in all): a module mock must not outlive its file.
  // Each file is a tenant of the one sandbox (sandbox-tenant.ts): its knobs and writes reach no other
  // file, so every file runs beside the others.
  test: { name: 'workers', include: WORKERD_FILES, isolate: false, globalSetup: ['tests/support/global-setup.ts'], setupFiles: ['tests/support/fresh-modules.ts', 'tests/support/sandbox-tenant.ts'] },
};

const NODE_FILES = [
  'src/**/*.test.{ts,tsx}',
  'functions/**/*.test.ts',
  'live/**/*.test.ts',
  'protocol/**/*.test.ts',
  'sandbox/**/*.test.ts',
  'vite-plugins/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/**/*.test.ts',
  '*.test.ts',
];
/**
 * The Node files that replace modules or globals (vi.mock, vi.stubGlobal, vi.stubEnv) say so in their
 * name, and the linter refuses those calls in any other Node test file. The other Node files share their
 * worker's module graph from one file to the next (isolate false: 62 s → 30 s here, decision 033); a
 * module mock would leak into the next file there, so these get a fresh graph each.
 */
const MOCKING_FILES = '**/*.mocking.test.{ts,tsx}';
const NODE_EXCLUDE = ['**/*.worker.test.{ts,tsx}', MOCKING_FILES, 'node_modules/**'];

const LIVE_FILES = 'live/**/*.worker.test.ts';
/** The live files that move their sandbox's market clock: a project (and a sandbox) of their own. */
const LIVE_CLOCK_FILES = 'live/**/*.clock.worker.test.ts';

/**
 * A project of the live-quotes Worker's Durable Objects in workerd (live/wrangler.toml), against the sandbox
 * its global setup starts (liveFeedUrl); a short grace so a last reader's leaving shows, and small per-client
 * limits so that passing them takes a few sockets and frames.
 */
function liveProject(opts: { name: string; include: string[]; exclude?: string[]; globalSetup: string; bindings?: Record<string, string> }) {
  return {
    extends: true as const,
    plugins: [
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: './live/wrangler.toml' },
        miniflare: {
          bindings: {
            QUOTE_FEED_URL: `${inject('liveFeedUrl')}/business/quote-feed`,
            LIVE_GRACE_MS: '300',
            LIVE_FEED_URL: inject('liveFeedUrl'),
            LIVE_LEAVE_AFTER_MS: '500',
            LIVE_CLIENT_SOCKETS: '3',
            LIVE_CLIENT_SYMBOLS: '12',
            LIVE_CLIENT_FRAMES: '30',
            LIVE_MAX_UNREAD: '4096',
            // Web Push (decision 055): this run's key pair, the sandbox's push service (https on its
            // port) the one allowed, and retries 50 ms apart so a push's five tries take a moment.
            VAPID_PUBLIC_KEY: inject('vapidKeys').publicKey,
            VAPID_PRIVATE_KEY: inject('vapidKeys').privateKey,
            VAPID_SUBJECT: 'mailto:push@localhost',
            PUSH_SERVICE_ORIGINS: new URL(inject('liveFeedUrl').replace(/^http:/, 'https:')).origin,
            PUSH_RETRY_MS: '50',
            ...opts.bindings,
          },
        },
      })),
    ],
    test: {
      name: opts.name,
      include: opts.include,
      exclude: [...(opts.exclude ?? []), 'node_modules/**'],
      globalSetup: [opts.globalSetup],
      // These files mostly wait on the clock (a second's coalescing, graces, reconnects): two at a time
      // left the machine 20–50 % busy for half a minute. Vitest runs the projects one after another in
      // one queue, so they form a group of their own after the others, three at a time.
      maxWorkers: 3,
      sequence: { groupOrder: 1 },
    },
  };
}

export default defineConfig({
  resolve: {
    alias: {
      ...appAliases,
      // Server modules are marked `import 'server-only'`, which throws outside React's server
      // ("react-server") environment; tests run them without it, as the real server would.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    // Vitest's default on this 2-core machine is one worker (cores − 1), which ran every file one
    // after another. Node files are CPU-bound and workerd files mostly wait on the sandbox (in this
    // main process) and on workerd: two at a time keeps both cores busy.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_FILES, exclude: NODE_EXCLUDE, isolate: false } },
      { extends: true, test: { name: 'node-mocking', environment: 'node', include: [MOCKING_FILES] } },
      // Two files at a time; each worker's Miniflare serves its files in turn.
      workerdProject,
      // The live-quotes Worker's Durable Objects (live/, decision 035), in workerd, against a sandbox of
      // their own whose market is open (its feed ticks).
      liveProject({ name: 'live', include: [LIVE_FILES], exclude: [LIVE_CLOCK_FILES], globalSetup: 'tests/support/live-feed-setup.ts' }),
      // The rooms across the session's end and the open (decision 055), against a sandbox whose clock these
      // files move (live-clock-setup.ts), with the test stacks' LIVE_TEST_HOOKS on (a room restarted on the feed's word).
      liveProject({ name: 'live-clock', include: [LIVE_CLOCK_FILES], globalSetup: 'tests/support/live-clock-setup.ts', bindings: { LIVE_TEST_HOOKS: 'on' } }),
    ],
  },
});
