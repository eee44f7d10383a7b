import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** The worker's entry; it imports src/lib/pwa (the offline page, the push payload's checks). */
export const SERVICE_WORKER_ENTRY = fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url));

/**
 * Writes `sw.js` next to the client code in dist/public: the service worker (src/service-worker/sw.ts)
 * bundled on its own into one classic script, because a service worker cannot share the page's chunks
 * (its scope is not a window) and must keep one address, /sw.js, across builds (public/_headers keeps
 * browsers from caching it). Built with rolldown, the bundler Vite itself runs on.
 */
export function serviceWorkerPlugin({ aliases }: { aliases: Record<string, string> }): Plugin {
  return {
    name: 'usstock:service-worker',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const bundle = await rolldown({ input: SERVICE_WORKER_ENTRY, platform: 'browser', resolve: { alias: aliases }, logLevel: 'warn' });
      try {
        const { output } = await bundle.generate({ format: 'iife', minify: true });
        const [chunk, ...rest] = output;
        if (!chunk || chunk.type !== 'chunk' || rest.some((file) => file.type === 'chunk')) this.error('the service worker must bundle into one script');
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
      } finally {
        await bundle.close();
      }
    },
  };
}
