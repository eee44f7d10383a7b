import { beforeAll, describe, expect, it } from 'vitest';
import { ruleMessages, WARM_UP_BUDGET_MS, warmUpProjectEslint } from '../support/project-eslint.ts';

/**
 * A stock symbol is normalised once, by parseStockId (protocol/stock-id.ts): eslint.config.js refuses
 * the shapes a second normalisation takes anywhere in the code that ships, and lets the parser's
 * callers, and upper-casing that is not a symbol's, through.
 */
beforeAll(warmUpProjectEslint, WARM_UP_BUDGET_MS);

const refusals = (filePath: string, code: string): Promise<string[]> => ruleMessages(filePath, code, ['no-restricted-syntax']);

describe('one stock id parser (eslint.config.js)', () => {
  it.each([
    ['src/lib/stock/example.ts', 'export const ids = (raw: string) => raw.trim().toUpperCase();'],
    ['src/components/stock/example.tsx', 'export const upper = (stockId: string) => stockId.toUpperCase();'],
    ['src/components/watchlist/example.ts', 'export const upper = (rawId: string) => rawId.trim().toUpperCase();'],
    ['functions/example.ts', 'export const upper = (symbol: string) => symbol.toUpperCase();'],
    ['live/example.ts', "export const spelt = (id: string) => id.replace(/^\\./, '#');"],
    ['src/lib/format/example.ts', 'export const tickers = (ticker: string) => ticker.toUpperCase();'],
  ])('refuses %s normalising a symbol by hand: %s', async (filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([expect.stringContaining('parseStockId')]);
  });

  it.each([
    ['src/lib/stock/example.ts', "import { parseStockId } from '@protocol/stock-id';\nexport const id = (raw: string) => parseStockId(raw);"],
    ['functions/example.ts', 'export const hex = (byte: number) => byte.toString(16).toUpperCase();'],
    ['src/lib/http/example.ts', 'export const method = (name: string) => name.toUpperCase();'],
    ['src/components/stock/example.ts', "export const range = (value?: string) => value?.trim().toUpperCase() ?? '';"],
    ['protocol/example.ts', 'export const spelt = (raw: string) => raw.trim().toUpperCase();'],
    ['src/lib/stock/example.test.ts', 'export const id = (raw: string) => raw.trim().toUpperCase();'],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([]);
  });
});
