import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { css, cva, cx } from 'styled-system/css';
import { createModuleLoader } from './module-loader.ts';
import { pandaRuntime } from './panda-runtime.ts';
import { pickRecipeClass } from './pick-recipe-class.ts';
import { rewritePandaCalls } from './rewrite.ts';

/**
 * The rewrite against Panda's real runtime: whatever it writes into a module must be what the same
 * call returns in the browser. Fixture modules live in a temporary folder behind an `@` alias, as the
 * app's do, so recipes and constants imported from another module are exercised too.
 */
let dir = '';
const PICK = '/helpers/pick-recipe-class.ts';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'panda-static-'));
  mkdirSync(join(dir, 'ui'));
  writeFileSync(
    join(dir, 'ui', 'controls.ts'),
    `import { css, cva } from 'styled-system/css';
const HINT = { color: 'muted', _hover: { color: 'ink' } } as const;
export const pill = cva({
  base: { borderRadius: 'full', ...HINT },
  variants: {
    tone: { solid: { bg: 'brand', color: 'white' }, outline: { border: '1px solid token(colors.line)' } },
    size: { sm: { h: '28px' }, lg: { h: '40px' } },
    selectable: { true: { '&[aria-current="page"]': { bg: 'brand' } } },
  },
  defaultVariants: { size: 'sm' },
});
export const focusRing = cva({ variants: { on: { light: { outline: 'none' }, dark: { outlineColor: 'white' } } }, defaultVariants: { on: 'light' } });
export const HEIGHT = 56;
export const linkBase = css.raw({ display: 'flex', px: '3' }, focusRing.raw({ on: 'dark' }));
export { HINT as hint };
`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The recipe ui/controls.ts defines, built here with Panda's own cva() for the expected classes. */
const controlsPill = () =>
  cva({
    base: { borderRadius: 'full', color: 'muted', _hover: { color: 'ink' } },
    variants: {
      tone: { solid: { bg: 'brand', color: 'white' }, outline: { border: '1px solid token(colors.line)' } },
      size: { sm: { h: '28px' }, lg: { h: '40px' } },
      selectable: { true: { '&[aria-current="page"]': { bg: 'brand' } } },
    },
    defaultVariants: { size: 'sm' },
  });

function rewrite(code: string, file = 'component.tsx') {
  const loader = createModuleLoader(pandaRuntime, { '@': dir, 'styled-system': '/unused' });
  return rewritePandaCalls(join(dir, file), code, loader, PICK);
}

describe('rewritePandaCalls', () => {
  it('writes the class a literal css() call computes, and drops the import nothing needs any more', () => {
    const result = rewrite(`import { css } from 'styled-system/css';\nexport const a = css({ display: 'flex', laptop: { gap: '4' }, _hover: { color: 'brand' } });\n`);
    expect(result?.code).toBe(`\nexport const a = ${JSON.stringify(css({ display: 'flex', laptop: { gap: '4' }, _hover: { color: 'brand' } }))};\n`);
    expect(result?.runtimeCalls).toEqual([]);
  });

  it('follows constants, spreads, template strings and recipes from another module, merging as Panda does', () => {
    const code = `import { css, cx } from 'styled-system/css';
import { pill, focusRing, HEIGHT, linkBase, hint } from '@/ui/controls';
const LOCAL = { px: '2' };
export const a = css(pill.raw({ tone: 'solid' }), focusRing.raw({ on: 'dark' }), { ...LOCAL, minH: \`\${HEIGHT - 12}px\`, color: 'ink' });
export const b = css(linkBase, { fontSize: '16px' });
export const c = cx(pill({ tone: 'outline', size: 'lg' }), css(hint));
`;
    const pill = controlsPill();
    const focusRing = cva({ variants: { on: { light: { outline: 'none' }, dark: { outlineColor: 'white' } } }, defaultVariants: { on: 'light' } });
    const expected = [
      css(pill.raw({ tone: 'solid' }), focusRing.raw({ on: 'dark' }), { px: '2', minH: '44px', color: 'ink' }),
      css(css.raw({ display: 'flex', px: '3' }, focusRing.raw({ on: 'dark' })), { fontSize: '16px' }),
      cx(pill({ tone: 'outline', size: 'lg' }), css({ color: 'muted', _hover: { color: 'ink' } })),
    ];
    const result = rewrite(code);
    expect(result?.code).toContain(`export const a = ${JSON.stringify(expected[0])};`);
    expect(result?.code).toContain(`export const b = ${JSON.stringify(expected[1])};`);
    expect(result?.code).toContain(`export const c = ${JSON.stringify(expected[2])};`);
    // The later object wins on a property both set (color), as in the browser.
    // (Class names through Panda itself: they are hashed, panda.config.ts.)
    expect(expected[0]?.split(' ')).toContain(css({ color: 'ink' }));
    expect(expected[0]?.split(' ')).not.toContain(css({ color: 'white' }));
    expect(result?.code).not.toContain('styled-system/css');
  });

  it('replaces literal calls inside components, but not one that uses a name declared inside a function', () => {
    const code = `'use client';
import { css } from 'styled-system/css';
const size = '10px';
const tone = 'brand';
export function Box({ size }: { size: string }) {
  const gap = '2';
  return <div className={css({ ml: '2', color: tone })}><span className={css({ w: size })} /><b className={css({ gap })} /></div>;
}
export const Other = ({ tone: colour }: { tone: string }) => <i className={css({ color: colour })} />;
`;
    const result = rewrite(code);
    // \`tone\` is declared only at the top level (the arrow function renames its property to colour).
    expect(result?.code).toContain(`className={${JSON.stringify(css({ ml: '2', color: 'brand' }))}}`);
    // Inside Box, \`size\` is the parameter, not the top-level constant.
    expect(result?.code).toContain(`className={css({ w: size })}`);
    expect(result?.code).toContain(`className={css({ gap })}`);
    expect(result?.code).toContain(`className={css({ color: colour })}`);
    expect(result?.code).toContain(`import { css } from 'styled-system/css';`);
    expect(result?.runtimeCalls).toEqual([
      { line: 7, column: 74, name: 'css' },
      { line: 7, column: 108, name: 'css' },
      { line: 9, column: 76, name: 'css' },
    ]);
  });

  it('turns a recipe called with a run-time value into a lookup that agrees with the recipe for every value', () => {
    const code = `'use client';
import { cva, cx } from 'styled-system/css';
import { pill } from '@/ui/controls';
export const change = cva({ base: { fontWeight: 600 }, variants: { direction: { rise: { color: 'riseText' }, fall: { color: 'fallText' } } }, defaultVariants: { direction: 'fall' } });
export function label(direction: string | undefined, className: string, chosen: boolean) {
  return cx(change({ direction }), pill({ tone: 'outline', selectable: chosen }), className);
}
`;
    const result = rewrite(code);
    const output = result?.code ?? '';
    expect(output.startsWith(`'use client';\nimport { pickRecipeClass as __pandaPickRecipeClass } from "${PICK}";`)).toBe(true);
    expect(output).toContain(`import { cva, cx } from 'styled-system/css';`);
    expect(output).toContain('export const change = /* @__PURE__ */ cva(({"base"');
    expect(result?.runtimeCalls).toEqual([]);

    const calls = [...output.matchAll(/__pandaPickRecipeClass\((\{.*?\}, \[.*?\]\]), \[(\w+)\]\)/g)];
    expect(calls.map((call) => call[2])).toEqual(['direction', 'chosen']);
    const lookup = (index: number, value: unknown) =>
      new Function('__pandaPickRecipeClass', 'value', `return __pandaPickRecipeClass(${calls[index]?.[1]}, [value]);`)(pickRecipeClass, value) as string;

    const change = cva({ base: { fontWeight: 600 }, variants: { direction: { rise: { color: 'riseText' }, fall: { color: 'fallText' } } }, defaultVariants: { direction: 'fall' } });
    for (const direction of ['rise', 'fall', undefined, 'sideways', null]) {
      expect(lookup(0, direction)).toBe(change({ direction: direction as 'rise' }));
    }
    const pill = controlsPill();
    for (const selectable of [true, false, undefined]) {
      expect(lookup(1, selectable)).toBe(pill({ tone: 'outline', selectable: selectable as boolean }));
    }
    expect(lookup(1, true)).not.toBe(lookup(1, false));
  });

  it('keeps only cx, from its own module, when nothing else is left', () => {
    const result = rewrite(`import { css, cx } from 'styled-system/css';\nexport const f = (extra: string) => cx(css({ p: '2' }), extra);\n`);
    expect(result?.code).toBe(`import { cx } from 'styled-system/css/cx.mjs';\nexport const f = (extra: string) => cx(${JSON.stringify(css({ p: '2' }))}, extra);\n`);
  });

  it('leaves what it cannot know to run time and says where', () => {
    const code = `import { css } from 'styled-system/css';
let tone = 'brand';
const fromCall = String(1);
export const a = css({ color: tone });
export const b = css({ zIndex: fromCall });
`;
    const result = rewrite(code);
    expect(result?.code).toBe(code);
    expect(result?.runtimeCalls).toEqual([
      { line: 4, column: 18, name: 'css' },
      { line: 5, column: 18, name: 'css' },
    ]);
  });

  it('ignores modules without Panda, and keeps positions right after non-ASCII text', () => {
    expect(rewrite(`export const a = '中文';\n`)).toBeNull();
    const result = rewrite(`import { css } from 'styled-system/css';\nconst title = '美股通';\nexport const a = css({ fontWeight: 700 });\n`);
    expect(result?.code).toBe(`\nconst title = '美股通';\nexport const a = ${JSON.stringify(css({ fontWeight: 700 }))};\n`);
  });
});
