import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { type AppModuleLoader, cleanId, createModuleLoader } from './module-loader.ts';
import { pandaRuntime } from './panda-runtime.ts';
import { type RuntimeCall, rewritePandaCalls } from './rewrite.ts';

const PICK_HELPER = fileURLToPath(new URL('./pick-recipe-class.ts', import.meta.url));

/**
 * Panda CSS extracts the style sheet at build time, but `css()` / `cva()` still compute class names
 * in the browser, which ships Panda's css runtime (≈6 KiB gzip) to every page as soon as one client
 * component styles itself. This plugin computes those class names during the build instead
 * (rewrite.ts), in every environment, so the server-rendered HTML and the browser agree by
 * construction. The client build then fails if the runtime is still in its bundle, naming the calls
 * that keep it (a style that depends on a run-time value: use a data attribute or a variant).
 * `waku dev` keeps the runtime (no plugin): nothing changes for hot reload.
 */
export function pandaStaticClassesPlugin({ aliases, styledSystemDir, srcDir }: { aliases: Readonly<Record<string, string>>; styledSystemDir: string; srcDir: string }): Plugin {
  const root = dirname(srcDir);
  let loader: AppModuleLoader | null = null;
  const runtimeCallsById = new Map<string, RuntimeCall[]>();
  return {
    name: 'usstock:panda-static-classes',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      loader = createModuleLoader(pandaRuntime, aliases);
      runtimeCallsById.clear();
    },
    transform(code, id) {
      const path = cleanId(id);
      // Panda's generated modules only fill their own tables when they load: nothing is lost if an unused one is dropped.
      if (path.startsWith(styledSystemDir)) return { code, map: null, moduleSideEffects: false };
      if (!loader || !path.startsWith(srcDir) || !/\.tsx?$/.test(path) || /\.test\.tsx?$/.test(path)) return null;
      const result = rewritePandaCalls(path, code, loader, PICK_HELPER);
      if (!result) return null;
      if (this.environment.name === 'client' && result.runtimeCalls.length > 0) runtimeCallsById.set(path, result.runtimeCalls);
      return { code: result.code, map: result.map };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const runtimeFile = `${styledSystemDir}/css/css.mjs`;
      const shipped = Object.values(bundle).some((chunk) => chunk.type === 'chunk' && chunk.moduleIds.includes(runtimeFile));
      if (!shipped) return;
      const bundled = new Set(Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : [])));
      const calls = [...runtimeCallsById].filter(([id]) => bundled.has(id)).flatMap(([id, list]) => list.map((call) => `  ${relative(root, id)}:${call.line}:${call.column} ${call.name}()`));
      // Without such a call, name the modules that still import the runtime (a recipe passed around as a value?).
      const importers = [...bundled].filter(
        (id) => id.startsWith(srcDir) && this.getModuleInfo(id)?.importedIds.some((imported) => imported.startsWith(styledSystemDir) && !imported.endsWith('/cx.mjs')),
      );
      const culprits = calls.length > 0 ? calls : importers.map((id) => `  ${relative(root, id)} imports styled-system/css`);
      this.error(
        `Panda's css runtime would ship to the browser. These calls in client code depend on a value known only at run time:\n${culprits.join('\n')}\n` +
          'Give the varying part a data attribute or a recipe variant, or compute the class on the server and pass it as a prop.',
      );
    },
  };
}
