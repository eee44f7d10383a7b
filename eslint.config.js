import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The linter `npm test` runs first (decision 018). Besides the usual TypeScript and React hook
 * rules it holds the layers in place, so a wrong import fails CI instead of waiting for a review:
 *
 *   src/pages → src/components → src/lib        functions/ (the Hono edge layer) → src/lib
 *   and inside src/lib: services → request → domain → upstream → platform → protocol/
 *
 * src/waku.server.tsx is the one module allowed to see both sides: it is the worker's entry, where
 * the edge layer and Waku's router are put together.
 */
const appSourceFiles = ['src/**/*.{ts,tsx}', 'functions/**/*.ts', 'live/**/*.ts', 'protocol/**/*.ts'];
const nodeSourceFiles = ['sandbox/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'vite-plugins/**/*.ts', '*.config.ts', 'aliases.ts'];

/** Code that ships never imports a test helper (tests/support/app, `@tests/…`); the tests beside it may. */
const testHelpersStayOut = { target: ['./src', './functions', './live'], from: './tests', message: "shipping code never imports test helpers (tests/, '@tests/…'); only tests do." };

/**
 * The sandbox stands in for the upstream services with its own copy of the rules it shares with the app
 * (the NYSE calendar, the feed's frames, the limits; decision 046): neither imports the other, so a
 * contract test (tests/contract) can put the two copies side by side. The app's tests may still read
 * the sandbox's fixtures; the sandbox's own tests may not import the app.
 */
const appStaysOutOfSandbox = {
  target: ['./src', './functions', './live'],
  from: './sandbox',
  message: 'the app never imports the sandbox (decision 046): it reaches the fake services over HTTP; a test comparing both sides lives in tests/contract.',
};
const sandboxStandsAlone = {
  target: './sandbox',
  from: ['./src', './functions', './live'],
  message: 'the sandbox keeps its own rules, written from the contract (decision 046): it never imports src/, functions/ or live/; tests/contract compares the two copies.',
};

/** `from` may not be imported by `target` (import-x resolves each path, aliases included). */
const layerZones = [
  { target: ['./src/pages', './src/components', './src/lib', './src/styles'], from: './functions', message: 'src/ never imports the edge layer (functions/); move what both need into src/lib.' },
  { target: ['./functions', './src/lib'], from: ['./src/components', './src/pages'], message: 'functions/ and src/lib sit below the UI: move the shared part into src/lib.' },
  { target: './src/components', from: './src/pages', message: 'components never import pages: pages compose components, not the other way round.' },
  { target: ['./src', './functions'], from: ['./scripts', './tests/e2e'], message: 'app code never imports the Node scripts or the end-to-end specs.' },
  testHelpersStayOut,
  {
    // The live-quotes Worker (decision 035) stands beside functions/: it may use src/lib, nothing above it.
    target: './live',
    from: ['./src/components', './src/pages', './functions', './sandbox', './scripts'],
    message: 'live/ (the Durable Objects Worker) uses src/lib only; the site reaches it through its binding.',
  },
  { target: ['./src', './functions'], from: './live', message: 'the site reaches the live Worker through its Durable Object binding, not by importing it.' },
  appStaysOutOfSandbox,
  sandboxStandsAlone,
];

/**
 * The layers inside src/lib, lowest first (decision 047). A folder imports its own layer and the ones
 * below it, never one above; below them all is protocol/, the live-quote wire that the app, live/
 * and the sandbox's feed share.
 */
const libraryLayers = [
  { name: 'platform', folders: ['config.ts', 'config-lists.ts', 'design', 'format', 'http', 'kv-snapshot', 'lists', 'runtime'] },
  { name: 'upstream', folders: ['upstream'] },
  { name: 'domain', folders: ['market', 'calendar', 'compare', 'articles', 'directory', 'article-index', 'screener', 'portfolio'] },
  { name: 'request', folders: ['server'] },
  { name: 'services', folders: ['auth', 'stock', 'member'] },
];
const libraryPaths = (layer) => layer.folders.map((folder) => `./src/lib/${folder}`);
const libraryZones = libraryLayers.flatMap((lower, index) =>
  libraryLayers
    .slice(index + 1)
    .map((higher) => ({
      target: libraryPaths(lower),
      from: libraryPaths(higher),
      message: `src/lib's ${lower.name} layer (${lower.folders.join(', ')}) sits below its ${higher.name} layer (${higher.folders.join(', ')}): move the shared part down (decision 047).`,
    })),
);
const protocolZone = {
  target: './protocol',
  from: ['./src', './functions', './live', './sandbox', './scripts', './tests'],
  message: 'protocol/ is the wire the app, live/ and the sandbox share: it imports none of them (decision 047).',
};
layerZones.push(...libraryZones, protocolZone);

/** What only src/lib/format may do, and what no style may do (see the block that uses them). */
const displayRules = [
  {
    selector: 'CallExpression[callee.property.name=/^(toFixed|toPrecision|toLocaleString|toLocaleDateString|toLocaleTimeString)$/]',
    message: 'Format numbers and dates with src/lib/format (one format for the whole site).',
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat)$/]",
    message: 'Intl formatters live in src/lib/format (one format for the whole site).',
  },
  {
    // css({ color: 'rise' }), { color: 'fall' }, '&…': { color: 'stable' } and the like.
    selector: 'Property[key.name=/^(color|c)$/] > Literal[value=/^(rise|fall|stable)$/]',
    message: "Text in rise/fall colours uses riseText/fallText/stableText (the spec's hues fail WCAG AA as text).",
  },
  { selector: 'Literal[value=/^#(ff635b|38b47e)$/i]', message: "The spec's rise/fall hues come from the design tokens (colors.rise/fall for fills, riseText/fallText for text)." },
];

/**
 * A stock symbol is normalised once, by parseStockId (protocol/stock-id.ts), where the route, the request
 * or the answer is read; every layer after it takes the StockId it returns. These refuse the shapes a
 * second normalisation takes in the code that ships (protocol/ holds the parser itself).
 */
const STOCK_ID_ONCE = 'A stock symbol is normalised once, by parseStockId (protocol/stock-id.ts): parse it where it arrives and pass the StockId on.';
// Names a symbol goes by before it is parsed (raw, id, rawId, stockId, symbol, ticker); a price range or an HTTP method is not one.
const SYMBOL_NAME = '/(^|[a-z_])(raw|Raw|id|Id|ID|symbol|Symbol|ticker|Ticker)s?$/';
const stockIdRules = [
  { selector: `CallExpression[callee.property.name='toUpperCase'][callee.object.name=${SYMBOL_NAME}]`, message: STOCK_ID_ONCE },
  { selector: `CallExpression[callee.property.name='toUpperCase'][callee.object.callee.property.name='trim'][callee.object.callee.object.name=${SYMBOL_NAME}]`, message: STOCK_ID_ONCE },
  { selector: "CallExpression[callee.property.name='replace'][arguments.0.regex][arguments.1.value='#']", message: STOCK_ID_ONCE },
];

export default tseslint.config(
  {
    // Generated files: Wrangler's types, Panda's styled-system and the typed routes `waku dev` writes.
    ignores: ['dist/**', 'styled-system/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.wrangler/**', 'worker-configuration.d.ts', 'src/pages.gen.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: appSourceFiles, languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } } },
  { files: nodeSourceFiles, languageOptions: { globals: globals.node } },
  { files: ['src/**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    files: [...appSourceFiles, ...nodeSourceFiles],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Deep relative climbs hide which layer a module comes from; '@/…' names it (aliases.ts). A climb to
      // a top folder without an alias (the test helpers in tests/support/app reach functions/ and live/) names it.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./){3,}(?!(sandbox|functions|live|protocol)/)', message: "Use the '@/…' alias instead of climbing three or more folders." }] }],
    },
  },
  {
    // Numbers and dates become text in src/lib/format only, so one kind of number
    // always reads one way; and the spec's light rise/fall colours (#ff635b, #38b47e: 2.9:1 and
    // 2.6:1 on white) never colour text: text takes riseText/fallText (decision 025).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/format/**', 'src/lib/design/palette.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...displayRules, ...stockIdRules] },
  },
  {
    // The rest of the code that ships, where the display rules do not apply (see stockIdRules).
    files: ['src/lib/format/**/*.ts', 'src/lib/design/palette.ts', 'functions/**/*.ts', 'live/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...stockIdRules] },
  },
  {
    // Tests may import the layer they test, even a page from a component test, a service from the test
    // of the store it reads, the sandbox's fixtures and the test helpers (protocol/'s tests too); still
    // never the edge layer from src/, nor the app from the sandbox's own tests.
    files: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: layerZones
            .filter((zone) => zone.target !== './src/components' && zone !== testHelpersStayOut && zone !== appStaysOutOfSandbox && !libraryZones.includes(zone))
            .map((zone) => (zone === protocolZone ? { ...zone, from: zone.from.filter((from) => from !== './tests') } : zone)),
        },
      ],
    },
  },
  {
    // vitest.config.ts gives a Node test file a module graph of its own by its name (*.mocking.test.*):
    // a module or global replaced in a file named otherwise would leak into the files after it.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.mocking.test.{ts,tsx}', '**/*.worker.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'stubGlobal', 'stubEnv'].map((property) => ({ object: 'vi', property, message: `vi.${property} leaks into the next file: name this file *.mocking.test.ts(x)` })),
      ],
    },
  },
  {
    // Playwright reads a hook's fixtures from its destructuring pattern: `{}` asks for none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
  {
    rules: {
      // Input checks match control characters on purpose (hostile paths, header splitting, XML 1.0's
      // forbidden characters); that is what those expressions are for.
      'no-control-regex': 'off',
      // Chinese typesetting uses the ideographic space (U+3000) in visible text.
      'no-irregular-whitespace': ['error', { skipJSXText: true }],
      // `_`-prefixed names are deliberately unused (a required parameter position, a discarded element).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
