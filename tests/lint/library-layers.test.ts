import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleMessages, WARM_UP_BUDGET_MS, warmUpProjectEslint } from '../support/project-eslint.ts';

/**
 * The layers inside src/lib (eslint.config.js, decision 047): an import from a lower layer into a
 * higher one fails `npm run lint`; and, measured from the code itself, no two folders of src/lib
 * import each other (a pair inside one layer is no zone's business, so it is counted here).
 */
beforeAll(warmUpProjectEslint, WARM_UP_BUDGET_MS);

const layerErrors = (filePath: string, code: string): Promise<string[]> => ruleMessages(filePath, code, ['import-x/no-restricted-paths']);

describe('library layers (eslint.config.js)', () => {
  it.each([
    ['src/lib/http/example.ts', "import { currentRequestScope } from '../server/request-scope';", 'platform → request', 'request layer'],
    ['src/lib/kv-snapshot/example.ts', "import type { UpstreamContext } from '@/lib/upstream/http';", 'platform → upstream', 'upstream layer'],
    ['src/lib/config.ts', "import { liveFields } from './market/live-fields';", 'a platform file → domain', 'domain layer'],
    ['src/lib/upstream/example.ts', "import { SESSION_LABELS } from '../market/session';", 'upstream → domain', 'domain layer'],
    ['src/lib/market/example.ts', "import { getConfig } from '@/lib/server/request-context';", 'domain → request', 'request layer'],
    ['src/lib/directory/example.ts', "import { stockPath } from '../stock/tabs';", 'domain → services', 'services layer'],
    ['src/lib/server/example.ts', "import { getCurrentUser } from '@/lib/auth/current-user';", 'request → services', 'services layer'],
    ['protocol/example.ts', "import { SESSION_LABELS } from '../src/lib/market/session.ts';", 'protocol → the app', 'protocol/'],
  ])('refuses %s importing %s (%s)', async (filePath, code, _direction, named) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(named);
  });

  it.each([
    ['src/lib/market/example.ts', "import type { Quote } from '@/lib/upstream/business';"],
    ['src/lib/upstream/example.ts', "import { parseStockId } from '@protocol/stock-id';"],
    ['src/lib/stock/example.ts', "import type { DirectoryEntry } from '../directory/entry';"],
    ['src/lib/auth/example.ts', "import { getUpstreamContext } from '../server/request-context';"],
    ['live/example.ts', "import { readLiveQuoteFrames } from '../protocol/live-quote.ts';"],
    ['src/lib/directory/example.worker.test.ts', "import { findStockRecord } from '../stock/stock-record';"],
  ])('allows %s importing %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

const root = resolve(import.meta.dirname, '../..');
const library = join(root, 'src/lib');

/** src/lib's folder (or root file) that a path is in, or null outside src/lib. */
function folderOf(path: string): string | null {
  const inside = relative(library, path);
  return inside.startsWith('..') ? null : (inside.split('/')[0] ?? null);
}

/** Which src/lib folders each folder imports, as TypeScript resolves the imports of the shipping files (aliases included). */
function libraryFolderImports(): Map<string, Set<string>> {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json could not be read');
  const imports = new Map<string, Set<string>>();
  for (const file of config.fileNames) {
    const from = folderOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) continue;
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName;
      const to = target ? folderOf(resolve(dirname(file), target)) : null;
      if (to && to !== from) imports.set(from, (imports.get(from) ?? new Set()).add(to));
    }
  }
  return imports;
}

describe('folders of src/lib', () => {
  it('never import each other', () => {
    const imports = libraryFolderImports();
    // The measurement itself: the layers' known arrows are there.
    expect(imports.get('auth')).toContain('server');
    expect(imports.get('market')).toContain('upstream');
    const mutual = [...imports].flatMap(([from, targets]) => [...targets].filter((to) => from < to && imports.get(to)?.has(from)).map((to) => `${from} ↔ ${to}`));
    expect(mutual).toEqual([]);
  });
});
