import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'waku/config';

// The Cloudflare Vite plugin runs the RSC and SSR environments inside workerd,
// so `waku dev` and the built worker share the production runtime.
export default defineConfig({
  vite: {
    // Panda CSS generates styled-system/ (`panda codegen`); components import it by this name.
    resolve: { alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) } },
    environments: {
      rsc: {
        optimizeDeps: { include: ['hono/tiny'] },
        build: { rolldownOptions: { platform: 'neutral' } },
      },
      ssr: {
        optimizeDeps: { include: ['waku > rsc-html-stream/server'] },
        build: { rolldownOptions: { platform: 'neutral' } },
      },
    },
    plugins: [
      cloudflare({
        viteEnvironment: { name: 'rsc', childEnvironments: ['ssr'] },
        inspectorPort: false,
      }),
    ],
  },
});
