/**
 * `npm run faults`: the built worker against a sandbox restarted with each SANDBOX_FAIL value, every
 * service answering 500 and then hanging (`=timeout`), as an operator would see an outage.
 *
 * For the home page, a stock info page and an article, on two workers (the circuit breaker on, as
 * deployed, and off), each page is loaded three times in a row by a returning guest:
 *   - the status must be the page's honest answer: 200, or 503 with Retry-After when its main
 *     content (the article, the stock record) failed and no copy exists (decision 022);
 *   - the stream must finish, with the page's heading and the site header: the rest of the page
 *     renders around the failed section;
 *   - the times (TTFB, full page) of the first load and the median of the next two, per worker: the
 *     breaker's effect is the difference.
 * Exits 1 when an assertion fails. Options: --no-build. The sandbox keeps its state in a temporary
 * directory across restarts, so the guest tokens and signing keys stay valid.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { refreshDirectory } from './bench/directory-timing.ts';
import { CookieJar, median, type Timing, timePage } from './bench/http-timing.ts';
import { COOL_DOWN_MS } from '../src/lib/upstream/circuit-breaker.ts';
import { buildAll, cleanUpOnExit, type Started, startSandboxProcess, startWorkerProcess, stopAll, waitForHttp } from './lib/processes.ts';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const SANDBOX_PORT = 28888;
const PORTS = { breaker: 28887, 'no breaker': 28897 } as const;
const sandboxUrl = `http://localhost:${SANDBOX_PORT}`;
const SERVICES = ['article', 'forum', 'profile', 'business', 'identity'] as const;
const FAULTS = ['', ...SERVICES.flatMap((service) => [service, `${service}=timeout`])];
const PAGES = { home: '/', 'stock info': '/stock/NVDA/info', article: '/article/101' } as const;
type PageName = keyof typeof PAGES;

/**
 * The article page answers 503 when the article service fails (its main content; decision 022);
 * every other case 200. The stock page's record comes from the symbol directory (filled first, as
 * the Cron Trigger does), so a failing business service only fails its sections.
 */
function expectedStatus(page: PageName, fault: string): number[] {
  return page === 'article' && fault.split('=')[0] === 'article' ? [503] : [200];
}

if (!values['no-build']) buildAll(true);

const stateDir = mkdtempSync(join(tmpdir(), 'faults-'));
let sandbox: Started | null = null;
const workers: Started[] = Object.entries(PORTS).map(([name, port]) =>
  startWorkerProcess({ port, sandboxPort: SANDBOX_PORT, persistTo: join(stateDir, `worker-${port}`), vars: { EDGE_CACHE: 'off', UPSTREAM_BREAKER: name === 'breaker' ? 'on' : 'off' }, quiet: true }),
);
const cleanUp = cleanUpOnExit(() => (sandbox ? [sandbox, ...workers] : workers), stateDir);

async function restartSandbox(fault: string): Promise<void> {
  if (sandbox) {
    const exited = new Promise((resolve) => sandbox?.child.once('exit', resolve));
    stopAll([sandbox]);
    await exited;
  }
  sandbox = startSandboxProcess({
    port: SANDBOX_PORT,
    appOrigin: `http://localhost:${PORTS.breaker}`,
    memory: false,
    quiet: true,
    env: {
      SANDBOX_STATE_DIR: join(stateDir, 'sandbox'),
      SANDBOX_FAIL: fault,
      SANDBOX_APP_ORIGINS: Object.values(PORTS)
        .map((port) => `http://localhost:${port}`)
        .join(','),
    },
  });
  await waitForHttp(`${sandboxUrl}/health`);
}

/** What is wrong with a load, or null: status, Retry-After on a 503, a finished stream with the page's heading and the site header. */
function problemOf(page: PageName, fault: string, answer: Timing): string | null {
  const expected = expectedStatus(page, fault);
  if (!expected.includes(answer.status)) return `status ${answer.status}, expected ${expected.join(' or ')}`;
  if (answer.status === 503 && !/^\d+$/.test(answer.headers.get('retry-after') ?? '')) return '503 without Retry-After';
  if (!answer.body.includes('</html>')) return 'the stream did not finish';
  // A 503 shows people the error state in place of the main content; any other page has its heading.
  if (answer.status === 503 ? !answer.body.includes('data-empty-state="error"') : !/<h1[\s>]/.test(answer.body)) return answer.status === 503 ? 'no error state' : 'no page heading';
  if (!answer.body.includes('<header')) return 'no site header';
  return null;
}

const fmt = (ms: number) => ms.toFixed(0).padStart(5);
let failures = 0;
try {
  await restartSandbox('');
  await Promise.all(Object.values(PORTS).map((port) => waitForHttp(`http://localhost:${port}/robots.txt`)));
  await Promise.all(Object.values(PORTS).map((port) => refreshDirectory(`http://localhost:${port}`)));
  // Returning guests: a guest token first, while every service works.
  const jars = Object.fromEntries(Object.keys(PORTS).map((name) => [name, new CookieJar()])) as Record<keyof typeof PORTS, CookieJar>;
  for (const [name, port] of Object.entries(PORTS) as [keyof typeof PORTS, number][]) await timePage(`http://localhost:${port}/`, jars[name]);

  const rows: string[] = [];
  for (const [index, fault] of FAULTS.entries()) {
    // Let the previous fault's open breakers cool down, so each row starts from a closed breaker.
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, COOL_DOWN_MS + 1_000));
    await restartSandbox(fault);
    for (const [page, path] of Object.entries(PAGES) as [PageName, string][]) {
      const cells: string[] = [];
      for (const [name, port] of Object.entries(PORTS) as [keyof typeof PORTS, number][]) {
        const loads: Timing[] = [];
        for (let i = 0; i < 3; i += 1) loads.push(await timePage(`http://localhost:${port}${path}`, jars[name]));
        for (const [i, answer] of loads.entries()) {
          const problem = problemOf(page, fault, answer);
          if (problem) {
            failures += 1;
            console.error(`FAIL ${fault || 'no fault'} · ${page} · ${name} · load ${i + 1}: ${problem}`);
          }
        }
        const [first, ...rest] = loads as [Timing, ...Timing[]];
        cells.push(`${loads.map((l) => l.status).join('/')} | ${fmt(first.ttfbMs)} | ${fmt(first.fullMs)} | ${fmt(median(rest.map((l) => l.ttfbMs)))} | ${fmt(median(rest.map((l) => l.fullMs)))}`);
      }
      rows.push(`| ${fault || '(none)'} | ${page} | ${cells.join(' | ')} |`);
    }
  }
  console.log(
    [
      `Faults ${new Date().toISOString()}: built worker (wrangler dev), EDGE_CACHE=off (every call reaches the sandbox), sandbox restarted with each SANDBOX_FAIL; times in ms, first load then the median of the next two.`,
      '',
      '| SANDBOX_FAIL | page | breaker: statuses | 1st TTFB | 1st full | next TTFB | next full | no breaker: statuses | 1st TTFB | 1st full | next TTFB | next full |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      failures === 0 ? `All ${FAULTS.length * Object.keys(PAGES).length * 6} loads answered as expected.` : `${failures} loads failed their checks (above).`,
    ].join('\n'),
  );
} finally {
  cleanUp();
}
process.exit(failures === 0 ? 0 : 1);
