import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'waku/config';
import { appAliases } from './aliases.ts';
import { LOCAL_STATE_DIR } from './scripts/lib/local-state.ts';
import { buildManifestPlugin } from './vite-plugins/build-manifest.ts';
import { clientCodeSplitting } from './vite-plugins/client-chunks.ts';
import { pandaStaticClassesPlugin } from './vite-plugins/panda-static-classes/plugin.ts';
import { serviceWorkerPlugin } from './vite-plugins/service-worker.ts';

// The Cloudflare Vite plugin runs the RSC and SSR environments inside workerd,
// so `waku dev` and the built worker share the production runtime.
export default defineConfig({
  vite: {
    resolve: { alias: appAliases },
    environments: {
      rsc: { optimizeDeps: { include: ['hono/tiny'] }, build: { rolldownOptions: { platform: 'neutral' } } },
      client: { build: { rolldownOptions: { output: { codeSplitting: clientCodeSplitting(appAliases['@']) } } } },
      ssr: { optimizeDeps: { include: ['waku > rsc-html-stream/server'] }, build: { rolldownOptions: { platform: 'neutral' } } },
    },
    plugins: [
      buildManifestPlugin(),
      serviceWorkerPlugin({ aliases: appAliases }),
      pandaStaticClassesPlugin({ aliases: appAliases, styledSystemDir: appAliases['styled-system'], srcDir: appAliases['@'] }),
      cloudflare({
        viteEnvironment: { name: 'rsc', childEnvironments: ['ssr'] },
        inspectorPort: false,
        // `npm run dev` keeps its KV, cache and Durable Object state where `npm start` and the KV scripts do.
        persistState: { path: LOCAL_STATE_DIR },
      }),
    ],
  },
});
