import type { Plugin } from 'vite';

/** Waku's Vite plugin defines this: one random id per build ("dev" under `waku dev`). */
const BUILD_ID_KEY = 'import.meta.env.WAKU_BUILD_ID';

/**
 * Writes `build-id.json` ({"buildId": "…"}) next to the client code in dist/public, with the id the
 * client bundle was built with. A page left open polls it to learn that a newer build is deployed
 * (src/components/runtime/build-check.ts, docs/decisions/024). Static assets are served before the
 * Worker runs, so a poll costs no Worker request; public/_headers keeps browsers from caching it.
 */
export function buildManifestPlugin(): Plugin {
  let buildId: string | null = null;
  return {
    name: 'usstock:build-manifest',
    apply: 'build',
    configResolved(config) {
      const defined = config.define?.[BUILD_ID_KEY];
      buildId = typeof defined === 'string' ? (JSON.parse(defined) as string) : null;
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      if (!buildId) this.error(`${BUILD_ID_KEY} is not defined: cannot write build-id.json`);
      this.emitFile({ type: 'asset', fileName: 'build-id.json', source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}
