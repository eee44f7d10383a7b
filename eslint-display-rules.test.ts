import { beforeAll, describe, expect, it } from 'vitest';
import { ruleMessages, WARM_UP_BUDGET_MS, warmUpProjectEslint } from './tests/support/project-eslint.ts';

/**
 * The display rules of eslint.config.js, tried on code written for the occasion:
 * numbers and dates become text only in src/lib/format, and the spec's light rise/fall hues never
 * colour text. Each wrong use must fail `npm test`; each right one must pass.
 */
beforeAll(warmUpProjectEslint, WARM_UP_BUDGET_MS);

const displayErrors = (filePath: string, code: string): Promise<string[]> => ruleMessages(filePath, code, ['no-restricted-syntax']);

describe('display rules (eslint.config.js)', () => {
  it.each([
    ['src/components/example.tsx', 'export const a = (n: number) => n.toFixed(2);', 'toFixed in a component'],
    ['src/lib/market/example.ts', "export const a = (n: number) => n.toLocaleString('zh-TW');", 'toLocaleString in lib'],
    ['src/pages/example.tsx', 'export const a = (d: Date) => d.toLocaleDateString();', 'toLocaleDateString in a page'],
    ['src/components/example.tsx', "export const f = new Intl.NumberFormat('zh-TW');", 'an Intl formatter outside lib/format'],
    ['src/components/example.tsx', "export const f = new Intl.DateTimeFormat('zh-TW');", 'a date formatter outside lib/format'],
    ['src/components/example.tsx', "import { css } from 'styled-system/css';\nexport const c = css({ color: 'rise' });", 'rise as a text colour'],
    ['src/components/example.tsx', "import { css } from 'styled-system/css';\nexport const c = css({ '&[data-x]': { color: 'fall' } });", 'fall as a text colour, nested'],
    ['src/components/example.tsx', "export const RED = '#FF635B';", 'the rise hue as a literal'],
  ])('refuses %s: %s (%s)', async (filePath, code) => {
    expect(await displayErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['src/lib/format/example.ts', 'export const a = (n: number) => n.toFixed(2);'],
    ['src/lib/format/example.ts', "export const f = new Intl.NumberFormat('zh-TW');"],
    ['src/components/example.tsx', "import { css } from 'styled-system/css';\nexport const c = css({ color: 'riseText', bg: 'rise' });"],
    ['src/components/example.tsx', "import { formatPrice } from '@/lib/format/numbers';\nexport const a = formatPrice(1);"],
    ['src/lib/design/palette.ts', "export const PALETTE = { rise: '#ff635b' };"],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await displayErrors(filePath, code)).toEqual([]);
  });
});
