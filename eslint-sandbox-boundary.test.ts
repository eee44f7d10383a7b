import { beforeAll, describe, expect, it } from 'vitest';
import { projectEslint as eslint, WARM_UP_BUDGET_MS, warmUpProjectEslint } from './tests/support/project-eslint.ts';

/**
 * The boundary between the sandbox and the app in eslint.config.js (decision 046), tried on imports
 * written for the occasion: the sandbox keeps its own copy of the shared rules, so neither side may
 * import the other; only a test outside both (tests/contract) compares them, and the app's tests may
 * read the sandbox's fixtures.
 */
beforeAll(warmUpProjectEslint, WARM_UP_BUDGET_MS);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('sandbox ↔ app boundary (eslint.config.js)', () => {
  it.each([
    ['sandbox/market/example.ts', "import { isTradingDay } from '../../src/lib/market/nyse-calendar.ts';", 'sandbox → src'],
    ['sandbox/example.ts', "import { edgeMiddleware } from '../functions/index.ts';", 'sandbox → functions'],
    ['sandbox/quote-feed/example.ts', "import { liveQuoteOf } from '../../live/live-quote.ts';", 'sandbox → live'],
    ['sandbox/quote-feed/example.test.ts', "import { liveFields } from '../../src/lib/market/live-fields.ts';", 'a sandbox test → src'],
    ['src/lib/market/example.ts', "import { isTradingDay } from '../../../sandbox/market/nyse-rules.ts';", 'src → sandbox'],
    ['functions/example.ts', "import { startSandbox } from '../sandbox/server.ts';", 'functions → sandbox'],
    ['live/example.ts', "import { parseClientFrame } from '../sandbox/quote-feed/protocol.ts';", 'live → sandbox'],
  ])('refuses %s importing %s (%s)', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['sandbox/market/example.ts', "import { isoDate } from './calendar.ts';"],
    ['tests/contract/example.test.ts', "import { isTradingDay } from '../../src/lib/market/nyse-calendar.ts';\nimport { nyseHolidays } from '../../sandbox/market/nyse-rules.ts';"],
    ['src/lib/articles/example.test.ts', "import { xssVectors } from '../../../sandbox/content/fixtures/hostile';"],
  ])('allows %s importing %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
