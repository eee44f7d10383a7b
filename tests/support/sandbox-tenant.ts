import { inject } from 'vitest';
import { TENANT_HEADER } from '../../sandbox/tenants.ts';

/**
 * Every workerd test file is a tenant of the run's one sandbox (sandbox/tenants.ts): each request to it,
 * the app's and the test's own, carries the file's tenant, so a file's knobs (failures, latency, token
 * lifetime, the market clock) and what it writes (unlocks, deletions, watchlists, balances) reach no other
 * file, and the files run side by side. Runs before each file's imports. The files of a pool worker share
 * its globals (isolate false), so `fetch` is wrapped once and only the tenant changes from file to file.
 */
const KEY = Symbol.for('usstock.vitest.sandbox-tenant');
const holder = globalThis as { [KEY]?: { tenant: string } };

if (!holder[KEY]) {
  const state = { tenant: '' };
  const sandbox = `${inject('sandboxUrl')}/`;
  const unscoped = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(sandbox)) return unscoped(request);
    const headers = new Headers(request.headers);
    headers.set(TENANT_HEADER, state.tenant);
    return unscoped(new Request(request, { headers }));
  };
  holder[KEY] = state;
}
holder[KEY].tenant = crypto.randomUUID();
