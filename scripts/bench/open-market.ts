/**
 * The start-up the live benches share (`npm run bench:live`, `npm run bench:alerts`): a sandbox in memory
 * whose market clock runs from an open market, a worker process beside it, a state folder of their own,
 * all stopped and removed on exit or Ctrl-C, and the symbols they watch.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanUpOnExit, type Started, startSandboxProcess, waitForHttp } from '../lib/processes.ts';

/** Friday 2026-11-20, 10:00 in New York: a regular session, the sandbox's clock running from there. */
export const OPEN_MARKET = '2026-11-20T15:00:00Z';

/** The first `count` plain symbols of the S&P 500 list the sandbox's directory is built from. */
export function benchSymbols(count: number): string[] {
  const rows = readFileSync('sandbox/data/listings/sp500-constituents.csv', 'utf8').split('\n').slice(1);
  return rows
    .map((row) => row.split(',')[0] ?? '')
    .filter((id) => /^[A-Z]{1,5}$/.test(id))
    .slice(0, count);
}

export interface OpenMarketStack {
  /** The sandbox first, the worker second. */
  started: Started[];
  /** The worker's process: the root of the tree whose CPU a bench measures. */
  workerPid: number;
  stateDir: string;
  /** Stops both and removes the state folder (also run on Ctrl-C). */
  cleanUp: () => void;
}

/**
 * Starts the sandbox on `sandboxPort` (its clock at OPEN_MARKET, no warm-up) and the worker `startWorker`
 * makes in the state folder it is given; resolves once `sandboxUrl/health` and `workerHealthUrl` answer.
 */
export async function startOpenMarketStack(opts: {
  name: string;
  sandboxPort: number;
  appOrigin: string;
  workerHealthUrl: string;
  startWorker: (stateDir: string) => Started;
}): Promise<OpenMarketStack> {
  const stateDir = mkdtempSync(join(tmpdir(), `${opts.name}-`));
  const started: Started[] = [startSandboxProcess({ port: opts.sandboxPort, appOrigin: opts.appOrigin, memory: true, quiet: true, env: { SANDBOX_CLOCK_START: OPEN_MARKET, SANDBOX_WARM_UP: 'off' } })];
  const cleanUp = cleanUpOnExit(() => started, stateDir);
  try {
    started.push(opts.startWorker(stateDir));
    await Promise.all([waitForHttp(`http://localhost:${opts.sandboxPort}/health`, 180_000), waitForHttp(opts.workerHealthUrl, 180_000)]);
  } catch (error) {
    cleanUp();
    throw error;
  }
  return { started, workerPid: started[1]?.child.pid ?? 0, stateDir, cleanUp };
}
