/**
 * Where the e2e stack listens (sandbox + built worker, started by playwright.config.ts): ports apart
 * from `npm start` (8787/8788), so both can run at once. Both projects (phone, desktop) use it, one
 * test at a time: on this two-core machine Chromium's rendering is the bottleneck, and a second
 * stack running a second browser in parallel made the run slower, not faster (measured).
 *
 * E2E_PORT moves the whole stack (worker on it, sandbox on it + 1, inspector on it + 1000), so two
 * checkouts can run their specs side by side.
 */
const port = Number(process.env.E2E_PORT ?? 18787);
if (!Number.isInteger(port) || port < 1024 || port > 64000) throw new Error(`E2E_PORT must be a port number, got ${process.env.E2E_PORT}`);
export const E2E_STACK = { port, sandboxPort: port + 1, stateDir: '.wrangler/e2e-state' } as const;

/** http://localhost:<port> of the worker under test. */
export const appOrigin = (): string => `http://localhost:${E2E_STACK.port}`;
/** http://localhost:<port> of the sandbox behind it. */
export const sandboxUrl = (): string => `http://localhost:${E2E_STACK.sandboxPort}`;
