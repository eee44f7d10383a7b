import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';
import { appAliases } from './aliases.ts';

/**
 * Two projects:
 * - `node`: pure domain code and the sandbox (a Node process in real life too);
 * - `workers`: code that runs in the Worker (upstream clients, edge middleware), executed inside
 *   workerd by @cloudflare/vitest-plugin, against a real sandbox started by the global setup.
 */
const worker = unstable_readConfig({ config: 'wrangler.toml' });

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
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'functions/**/*.test.ts', 'sandbox/**/*.test.ts', 'vite-plugins/**/*.test.ts', 'scripts/**/*.test.ts', '*.test.ts'],
          exclude: ['**/*.worker.test.{ts,tsx}', 'node_modules/**'],
        },
      },
      {
        extends: true,
        plugins: [
          cloudflareTest(({ inject }) => ({
            // The production Worker's compatibility date, flags and KV namespaces, read from its own
            // wrangler.toml. (Not `wrangler.configPath`: that would also load its `main`, Waku's built
            // entry, which only exists after `waku build`.)
            miniflare: {
              compatibilityDate: worker.compatibility_date,
              compatibilityFlags: worker.compatibility_flags,
              kvNamespaces: worker.kv_namespaces.map((namespace: { binding: string }) => namespace.binding),
              bindings: { SANDBOX_URL: inject<string>('sandboxUrl') },
            },
          })),
        ],
        test: {
          name: 'workers',
          // One file at a time: some files flip the shared sandbox's failure knobs (PUT /__sandbox/knobs)
          // for a moment, which must not leak into another file's calls.
          fileParallelism: false,
          include: ['src/**/*.worker.test.{ts,tsx}', 'functions/**/*.worker.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
