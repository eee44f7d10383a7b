import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIENT_CHUNK_GROUPS } from './client-chunks.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** The app modules a file imports statically (a dynamic import() is a chunk boundary on purpose). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(SRC, file), 'utf8');
  const sources = [...code.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1] ?? '');
  return sources.flatMap((source) => {
    const base = source.startsWith('@/') ? join(SRC, source.slice(2)) : source.startsWith('.') ? resolve(dirname(join(SRC, file)), source) : null;
    const path = base && ['.tsx', '.ts', ''].map((extension) => base + extension).find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
    return path ? [relative(SRC, path)] : [];
  });
}

const isClientComponent = (file: string) => /^['"]use client['"]/.test(readFileSync(join(SRC, file), 'utf8'));

describe('CLIENT_CHUNK_GROUPS', () => {
  for (const group of CLIENT_CHUNK_GROUPS) {
    it(`${group.name}: lists exactly the client components its renderers import`, () => {
      const rendered = new Set(group.renderers.flatMap(staticImports).filter(isClientComponent));
      expect([...group.components].sort()).toEqual([...rendered].sort());
    });
  }

  it('names files that exist', () => {
    for (const group of CLIENT_CHUNK_GROUPS) {
      for (const file of [...group.renderers, ...group.components, ...(group.alsoModules ?? [])]) expect(existsSync(join(SRC, file)), file).toBe(true);
    }
  });

  it('keeps the member menu out of the shell: HeaderAccount imports it only for a member', () => {
    const shell = CLIENT_CHUNK_GROUPS.find((group) => group.name === 'shell');
    expect(shell?.components).not.toContain('components/auth/UserMenu.tsx');
    expect(staticImports('components/auth/HeaderAccount.tsx')).not.toContain('components/auth/UserMenu.tsx');
    expect(readFileSync(join(SRC, 'components/auth/HeaderAccount.tsx'), 'utf8')).toContain("import('./UserMenu')");
  });
});
