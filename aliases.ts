import { fileURLToPath } from 'node:url';

/**
 * Import aliases of the app, shared by waku.config.ts and vitest.config.ts (tsconfig.json's
 * `paths` says the same for the type checker):
 * - `@/…` is src/…, so a module names what it uses (`@/lib/upstream/http`) instead of climbing
 *   `../../../`; only app code (src/, functions/) uses it: Node runs the sandbox and scripts without
 *   a bundler, so the modules they import stay on relative paths;
 * - `@protocol/…` is protocol/…, the live-quote wire that the app, the live Worker and the sandbox's
 *   feed share (the latter two import it by relative path, as Node and wrangler run them);
 * - `styled-system` is Panda CSS's generated styled-system/ (`panda codegen`);
 * - `@tests/…` is tests/support/app/…, the helpers of the app's unit and workerd tests (sandbox contexts,
 *   KV namespaces, recording fetches): kept out of the folders that ship, and the linter forbids
 *   shipping code to import them.
 */
export const appAliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@protocol': fileURLToPath(new URL('./protocol', import.meta.url)),
  'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests/support/app', import.meta.url)),
};
