import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import circles', () => {
  it('finds a circle tied by type imports alone, through `@/…` and relative paths, and names its files', () => {
    const root = tree({
      'src/lib/a.ts': "import type { B } from '@/lib/b';\nexport type A = B;\n",
      'src/lib/b.ts': "import type { C } from './c';\nexport type B = C;\n",
      'src/lib/c.ts': "export type { A as C } from './a.ts';\n",
      'src/lib/d.ts': "import { x } from 'valibot';\nimport type { A } from './a';\nexport const d = x;\n",
      'src/lib/a.test.ts': "import { d } from './d';\n",
    });
    expect(importCycles(importGraph(root, ['src']))).toEqual([['src/lib/a.ts', 'src/lib/b.ts', 'src/lib/c.ts']]);
  });

  it('a tree whose imports all point one way has none', () => {
    const root = tree({ 'src/a.ts': "import './b';\n", 'src/b.ts': "import('./c');\n", 'src/c.ts': 'export {};\n' });
    expect(importCycles(importGraph(root, ['src']))).toEqual([]);
  });

  it('this project has none (app, edge layer, live worker, sandbox, scripts, build plugins)', () => {
    const graph = importGraph(ROOT, ['src', 'functions', 'live', 'sandbox', 'scripts', 'vite-plugins']);
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  });
});
