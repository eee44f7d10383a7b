import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { appAliases } from './aliases.ts';

/**
 * Two projects:
 * - `node`: pure domain code and the sandbox (a Node process in real life too);
 * - `workers`: code that runs in the Worker (upstream clients, edge middleware), executed inside
 *   workerd by @cloudflare/vitest-plugin, against a real sandbox started by the global setup.
 */
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
          include: ['src/**/*.test.{ts,tsx}', 'functions/**/*.test.ts', 'sandbox/**/*.test.ts', '*.test.ts'],
          exclude: ['**/*.worker.test.{ts,tsx}', 'node_modules/**'],
        },
      },
      {
        extends: true,
        plugins: [
          cloudflareTest(({ inject }) => ({
            miniflare: {
              compatibilityDate: '2025-11-17',
              compatibilityFlags: ['nodejs_als'],
              kvNamespaces: ['REDIRECTS', 'DIRECTORY'],
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
