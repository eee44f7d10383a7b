/**
 * Where the e2e stacks listen. Each Playwright worker has a stack of its own (a fresh in-memory sandbox
 * and the built worker, started by playwright.config.ts): specs flip a sandbox's knobs (slow or failing
 * services, the market clock, token lifetimes) and change its state (watchlists, unlocks), so two specs
 * running at once must never share one. Ports sit apart from `npm start` (8787/8788), so both can run.
 *
 * E2E_PORT moves them all (stack i: worker on E2E_PORT + 10·i, sandbox on + 1, inspector on + 1000), so
 * two checkouts can run their specs side by side; E2E_WORKERS sets how many stacks and workers (2).
 */
const base = Number(process.env.E2E_PORT ?? 18787);
if (!Number.isInteger(base) || base < 1024 || base > 64000) throw new Error(`E2E_PORT must be a port number, got ${process.env.E2E_PORT}`);

/** How many workers, each with its own stack. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(E2E_WORKERS) || E2E_WORKERS < 1 || E2E_WORKERS > 8) throw new Error(`E2E_WORKERS must be 1–8, got ${process.env.E2E_WORKERS}`);

export interface E2eStack {
  port: number;
  sandboxPort: number;
  stateDir: string;
}

/** The stack of worker `index` (Playwright's parallel index, 0 … E2E_WORKERS − 1). */
// The state directory is named by the port, not the index: two checkouts or runs on different E2E_PORTs
// must not wipe each other's wrangler state (prepare-state.ts starts from an empty directory).
export const stackFor = (index: number): E2eStack => ({ port: base + 10 * index, sandboxPort: base + 10 * index + 1, stateDir: `.wrangler/e2e-state-${base + 10 * index}` });

/**
 * The stack with the edge caches on, as production runs (the guest page cache spec's): its own sandbox and
 * worker past the last test stack (E2E_WORKERS ≤ 8, so base + 0 … 71 are theirs). It is not any worker's:
 * no spec flips its sandbox's knobs, and whichever worker runs the guest page cache spec reads it.
 */
export const PAGE_CACHE_STACK: E2eStack = { port: base + 90, sandboxPort: base + 91, stateDir: `.wrangler/e2e-state-${base + 90}` };

/**
 * This process's stack: Playwright gives each worker process its TEST_PARALLEL_INDEX before it loads the
 * config and the specs (the runner itself has none and starts every stack).
 */
export const E2E_STACK: E2eStack = stackFor(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** http://localhost:<port> of the worker under test. */
export const appOrigin = (): string => `http://localhost:${E2E_STACK.port}`;
/** http://localhost:<port> of the sandbox behind it. */
export const sandboxUrl = (): string => `http://localhost:${E2E_STACK.sandboxPort}`;
