import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { css } from 'styled-system/css';
import { pandaStaticClassesPlugin } from './plugin.ts';

/** The plugin's hooks, driven the way the client build drives them. */
let root = '';
let srcDir = '';
let styledSystemDir = '';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'panda-plugin-'));
  srcDir = join(root, 'src');
  styledSystemDir = join(root, 'styled-system');
  mkdirSync(srcDir);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

type Hook = (this: unknown, ...args: unknown[]) => unknown;

function build(files: Record<string, string>, bundled: string[]) {
  const plugin = pandaStaticClassesPlugin({ aliases: { '@': srcDir }, styledSystemDir, srcDir });
  const context = {
    environment: { name: 'client' },
    getModuleInfo: (id: string) => ({ importedIds: files[id]?.includes("from 'styled-system/css'") ? [join(styledSystemDir, 'css/index.mjs')] : [] }),
    error(message: string): never {
      throw new Error(message);
    },
  };
  (plugin.buildStart as Hook).call(context);
  const outputs = Object.fromEntries(Object.entries(files).map(([id, code]) => [id, (plugin.transform as Hook).call(context, code, id) as { code: string } | null]));
  const generate = () => (plugin.generateBundle as Hook).call(context, {}, { 'app.js': { type: 'chunk', moduleIds: bundled } });
  return { outputs, generate };
}

describe('pandaStaticClassesPlugin', () => {
  it('rewrites app modules and passes the client build once no runtime call is left', () => {
    const id = join(srcDir, 'Box.tsx');
    const { outputs, generate } = build({ [id]: `import { css } from 'styled-system/css';\nexport const box = css({ p: '2' });\n` }, [id]);
    expect(outputs[id]?.code).toContain(JSON.stringify(css({ p: '2' })));
    expect(generate).not.toThrow();
  });

  it('fails the client build while Panda’s runtime is bundled, naming the call that keeps it', () => {
    const id = join(srcDir, 'Bar.tsx');
    const code = `'use client';\nimport { css } from 'styled-system/css';\nexport const Bar = ({ h }: { h: string }) => <div className={css({ h })} />;\n`;
    const { generate } = build({ [id]: code }, [id, join(styledSystemDir, 'css/css.mjs')]);
    expect(generate).toThrow(/Panda's css runtime would ship to the browser[\s\S]*src\/Bar\.tsx:3:62 css\(\)/);
  });

  it('leaves modules outside the app alone', () => {
    const id = join(root, 'elsewhere.ts');
    const { outputs } = build({ [id]: `import { css } from 'styled-system/css';\nexport const a = css({ p: '2' });\n` }, [id]);
    expect(outputs[id]).toBeNull();
  });
});
