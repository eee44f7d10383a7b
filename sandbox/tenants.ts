import { AsyncLocalStorage } from 'node:async_hooks';
import { prefixStorage } from 'unstorage';
import type { Knobs } from './knobs.ts';
import type { SandboxStorage } from './storage.ts';

/**
 * Tenants let many tests share one running sandbox without seeing each other: a request that names a
 * tenant in this header gets that tenant's knobs (latency, failures, token lifetime, the market clock)
 * and its own unlocks, deleted articles, watchlists and pCoin balances, starting from the seed data. A
 * request without it is the default tenant, the sandbox as `npm start` and the e2e stacks use it.
 * Sign-ins, tokens and the catalogue stay shared: a token issued to one tenant is valid for every one.
 */
export const TENANT_HEADER = 'x-sandbox-tenant';

const TENANT_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const current = new AsyncLocalStorage<string>();

/** The tenant a header names, null for none; throws on a name that is not 1–64 letters, digits, `-` or `_`. */
export function parseTenant(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !TENANT_NAME.test(header)) throw new Error(`${TENANT_HEADER} must be 1–64 letters, digits, - or _`);
  return header;
}

/** Runs a request's handling as `tenant` (null: the default tenant); everything it awaits sees it. */
export const runAsTenant = <T>(tenant: string | null, handle: () => T): T => (tenant ? current.run(tenant, handle) : handle());

/** The knobs of the tenant handling the current request; a new tenant starts from the sandbox's start knobs. */
export function tenantKnobs(shared: Knobs): () => Knobs {
  const start = structuredClone(shared);
  const byTenant = new Map<string, Knobs>();
  return () => {
    const tenant = current.getStore();
    if (!tenant) return shared;
    let knobs = byTenant.get(tenant);
    if (!knobs) byTenant.set(tenant, (knobs = structuredClone(start)));
    return knobs;
  };
}

/** `shared` as the current request's tenant sees it: its keys under `tenant:<name>:`, the default tenant's as they are. */
export function tenantStorage(shared: SandboxStorage): SandboxStorage {
  const byTenant = new Map<string, SandboxStorage>();
  const scoped = () => {
    const tenant = current.getStore();
    if (!tenant) return shared;
    let storage = byTenant.get(tenant);
    if (!storage) byTenant.set(tenant, (storage = prefixStorage(shared, `tenant:${tenant}`)));
    return storage;
  };
  return new Proxy(shared, { get: (_target, property) => Reflect.get(scoped(), property) });
}
