import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseSync } from 'vite';
import type { PandaRuntime } from './panda-runtime.ts';
import { type ModuleLoader, StaticModule } from './static-module.ts';

export interface AppModuleLoader extends ModuleLoader {
  /** A module from its text (the transform's input), without caching it. */
  fromSource(id: string, code: string): StaticModule;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * Reads the app's own TypeScript modules for static-module.ts: relative imports and the import
 * aliases (aliases.ts), resolved the way the bundler resolves them for this code base (a path with or
 * without its .ts/.tsx extension, or a folder's index). Packages are never read: a value from one is
 * not known at build time. Each module is parsed once per build.
 */
export function createModuleLoader(runtime: PandaRuntime, aliases: Readonly<Record<string, string>>): AppModuleLoader {
  const modules = new Map<string, StaticModule | null>();

  const resolveSource = (source: string, importer: string): string | null => {
    let base: string | null = null;
    if (source.startsWith('./') || source.startsWith('../')) base = resolve(dirname(importer), source);
    else {
      for (const [prefix, dir] of Object.entries(aliases)) {
        if (source === prefix || source.startsWith(`${prefix}/`)) base = join(dir, source.slice(prefix.length));
      }
    }
    if (base === null) return null;
    for (const extension of EXTENSIONS) {
      const path = base + extension;
      if (/\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile()) return path;
    }
    return null;
  };

  const loader: AppModuleLoader = {
    runtime,
    load(source, importer) {
      const path = resolveSource(source, cleanId(importer));
      if (path === null) return null;
      if (!modules.has(path)) modules.set(path, parseModule(path, readFileSync(path, 'utf8'), loader));
      return modules.get(path) ?? null;
    },
    fromSource(id, code) {
      const module = parseModule(cleanId(id), code, loader);
      if (!module) throw new Error(`[panda-static-classes] cannot parse ${id}`);
      return module;
    },
  };
  return loader;
}

function parseModule(path: string, code: string, loader: ModuleLoader): StaticModule | null {
  const result = parseSync(path, code, { lang: path.endsWith('.tsx') ? 'tsx' : 'ts', sourceType: 'module' });
  if (result.errors.length > 0) return null;
  return new StaticModule(path, result.program, loader);
}

/** A bundler id without its query (`?v=…`). */
export function cleanId(id: string): string {
  const query = id.indexOf('?');
  return query === -1 ? id : id.slice(0, query);
}
