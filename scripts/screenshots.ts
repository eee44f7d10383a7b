/**
 * `npm run screenshots`: pictures of the stock pages (every tab of NVDA, an ETF, an index) and home at a
 * phone's width (390 px) and a desktop's (1440 px), into docs/screenshots/, from the built worker and a
 * fresh sandbox, as a reader sees them in Chromium (full page, after every section has streamed in).
 *
 * The sandbox's market clock is frozen (SANDBOX_NOW) so the data are the same from one run to the next;
 * the worker's own clock (the session badge, the market status) is the real time.
 *
 *   npm run screenshots                 build, then shoot every page at both widths
 *   npm run screenshots -- --no-build   use the existing build
 *   npm run screenshots -- --only nvda-price,home
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { buildAll, cleanUpOnExit, type Started, startSandboxProcess, startWorkerProcess, waitForHttp } from './lib/processes.ts';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string', default: 'docs/screenshots' },
    /** The sandbox's frozen market clock: a Tuesday afternoon in New York, the market open. */
    'market-time': { type: 'string', default: '2026-11-24T19:30:00Z' },
  },
});

/** Name → path. The name is the file's stem: `nvda-price-390.png`. */
const PAGES: Record<string, string> = {
  home: '/',
  'nvda-info': '/stock/NVDA/info',
  'nvda-price': '/stock/NVDA/price',
  'nvda-news': '/stock/NVDA/news',
  'nvda-income-statement': '/stock/NVDA/finance/income-statement',
  'nvda-balance-sheet': '/stock/NVDA/finance/balance-sheet',
  'nvda-cash-flow': '/stock/NVDA/finance/cash-flow',
  'nvda-financial-ratio': '/stock/NVDA/finance/financial-ratio',
  'nvda-profile': '/stock/NVDA/profile',
  'nvda-dividend': '/stock/NVDA/dividend',
  'nvda-discussion': '/stock/NVDA/discussion',
  'nvda-earnings-call': '/stock/NVDA/earningsCall',
  'nvda-technical-analysis': '/stock/NVDA/technical-analysis',
  'etf-spy-info': '/stock/SPY/info',
  'index-gspc-info': '/stock/.GSPC/info',
};
const WIDTHS = [390, 1440] as const;
const SANDBOX_PORT = 28888;
const PORT = 28887;

const only = values.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !(name in PAGES)) ?? [];
if (unknown.length > 0) {
  console.error(`unknown page(s): ${unknown.join(', ')}; known: ${Object.keys(PAGES).join(', ')}`);
  process.exit(2);
}
const wanted = Object.entries(PAGES).filter(([name]) => !only || only.includes(name));

if (!values['no-build']) buildAll(true);
mkdirSync(values.out, { recursive: true });
const stateDir = mkdtempSync(join(tmpdir(), 'screenshots-'));
const started: Started[] = [
  startSandboxProcess({ port: SANDBOX_PORT, appOrigin: `http://localhost:${PORT}`, memory: true, quiet: true, env: { SANDBOX_NOW: values['market-time'] } }),
  startWorkerProcess({ port: PORT, sandboxPort: SANDBOX_PORT, persistTo: stateDir, quiet: true }),
];
const cleanUp = cleanUpOnExit(() => started, stateDir);

/** Until every skeleton has been replaced by its section (they are role=status aria-busy) and fonts are in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
}

try {
  await Promise.all([waitForHttp(`http://localhost:${SANDBOX_PORT}/health`), waitForHttp(`http://localhost:${PORT}/robots.txt`)]);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const width of WIDTHS) {
      const phone = width < 600;
      const context = await browser.newContext({
        viewport: { width, height: phone ? 844 : 900 },
        deviceScaleFactor: 1,
        isMobile: phone,
        hasTouch: phone,
        locale: 'zh-TW',
        timezoneId: 'Asia/Taipei',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      for (const [name, path] of wanted) {
        const response = await page.goto(`http://localhost:${PORT}${path}`);
        if (!response || response.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
        await settle(page);
        const file = join(values.out, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${file}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  cleanUp();
}
