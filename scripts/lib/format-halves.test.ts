import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRETTIER_REST, PRETTIER_SRC } from './format-halves.ts';

/**
 * `npm test` checks the format in two parts (format-halves.ts), one per lane. Together they must be
 * `prettier --check .`: a tree of badly formatted files in and around src/, the project's ignore file
 * beside them, and each part's list of files to reformat.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const UNFORMATTED = 'export const   x = {a:1}\n';
const FILES = ['src/a.ts', 'src/deep/b.tsx', 'srcish/c.ts', 'tests/src/d.ts', 'e.ts', 'dist/f.ts', 'styled-system/g.ts'];

function listDifferent(directory: string, patterns: readonly string[]): string[] {
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--list-different', ...patterns], { cwd: directory, encoding: 'utf8' });
  return result.stdout.split('\n').filter(Boolean).sort();
}

describe('the two halves of the format check', () => {
  it('cover together exactly what `prettier --check .` covers, no file twice', () => {
    const directory = mkdtempSync(join(tmpdir(), 'format-halves-'));
    for (const file of ['.prettierignore', '.prettierrc.json']) copyFileSync(join(ROOT, file), join(directory, file));
    for (const file of FILES) {
      mkdirSync(join(directory, dirname(file)), { recursive: true });
      writeFileSync(join(directory, file), UNFORMATTED);
    }
    const whole = listDifferent(directory, ['.']);
    const src = listDifferent(directory, PRETTIER_SRC);
    const rest = listDifferent(directory, PRETTIER_REST);
    expect(whole).toEqual(['e.ts', 'src/a.ts', 'src/deep/b.tsx', 'srcish/c.ts', 'tests/src/d.ts']);
    expect(src).toEqual(['src/a.ts', 'src/deep/b.tsx']);
    expect([...src, ...rest].sort()).toEqual(whole);
  });
});
