import { beforeAll, describe, expect, it } from 'vitest';
import { ruleMessages, WARM_UP_BUDGET_MS, warmUpProjectEslint } from './tests/support/project-eslint.ts';

/**
 * The layer rule of eslint.config.js, tried on imports written for the occasion: each wrong
 * direction must fail `npm test`, each allowed one must pass. (lintText lints a file that need not
 * exist; the imports it names do.)
 */
beforeAll(warmUpProjectEslint, WARM_UP_BUDGET_MS);

const layerErrors = (filePath: string, code: string): Promise<string[]> => ruleMessages(filePath, code, ['import-x/no-restricted-paths', 'no-restricted-imports']);

describe('import layers (eslint.config.js)', () => {
  it.each([
    ['src/lib/example.ts', "import { UserMenu } from '@/components/auth/UserMenu';", 'lib → components'],
    ['src/lib/market/example.ts', "import { UserMenu } from '../../components/auth/UserMenu';", 'lib → components, relative'],
    ['functions/example.ts', "import { NotFoundView } from '../src/components/errors/NotFoundView';", 'edge → components'],
    ['src/components/example.tsx', "import { createCspNonce } from '../../functions/csp-nonce';", 'components → edge'],
    ['src/pages/example.tsx', "import { edgeMiddleware } from '../../functions';", 'pages → edge'],
    ['src/lib/example.ts', "import { startSandbox } from '../../scripts/stack';", 'lib → scripts'],
    ['src/components/a/b/example.tsx', "import { formatPrice } from '../../../lib/format/numbers';", 'a deep relative climb'],
    ['live/example.ts', "import { edgeMiddleware } from '../functions';", 'live Worker → edge'],
    ['functions/example.ts', "import { QuoteHub } from '../live/quote-hub';", 'edge → live Worker'],
    ['src/lib/example.ts', "import { sandboxConfig } from '@tests/upstream-context';", 'shipping code → a test helper'],
    ['functions/example.ts', "import { testBrowser } from '../tests/support/app/test-browser';", 'edge → a test helper, relative'],
  ])('refuses %s importing %s (%s)', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['src/components/example.tsx', "import { formatPrice } from '@/lib/format/numbers';"],
    ['functions/example.ts', "import { parseConfig } from '../src/lib/config';"],
    ['src/pages/example.tsx', "import { NotFoundView } from '@/components/errors/NotFoundView';"],
    ['src/waku.server.tsx', "import { edgeMiddleware } from '../functions';"],
    ['live/example.ts', "import { reconnectDelay } from '../src/lib/market/reconnect-delay.ts';"],
    ['src/lib/example.worker.test.ts', "import { sandboxConfig } from '@tests/upstream-context';"],
  ])('allows %s importing %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

describe('module mocks only in files named for them (eslint.config.js, vitest.config.ts)', () => {
  const mockErrors = (filePath: string, code: string) => ruleMessages(filePath, `import { vi } from 'vitest';\n${code}\n`, ['no-restricted-properties']);

  it.each([["vi.mock('./a');"], ["vi.stubGlobal('fetch', () => null);"], ["vi.stubEnv('TZ', 'UTC');"]])('refuses %s in a Node test file not named *.mocking.test.*', async (code) => {
    expect(await mockErrors('src/lib/example.test.ts', code)).not.toEqual([]);
  });

  it.each([['src/components/example.mocking.test.tsx'], ['src/lib/example.worker.test.ts']])('allows it in %s', async (filePath) => {
    expect(await mockErrors(filePath, "vi.mock('./a');")).toEqual([]);
  });
});
