import 'server-only';
/**
 * `cloudflare:workers` (env, waitUntil) for modules that also load outside workerd: the worker entry
 * reaches them through the edge layer and Waku's build imports that entry in Node, and Node unit
 * tests import the upstream client. The module does not exist there, so it is loaded lazily, once.
 * (Server components reach it through request-context.ts, which may import it statically.)
 */
type WorkersModule = typeof import('cloudflare:workers');
let workers: Promise<WorkersModule> | undefined;

export const workersModule = (): Promise<WorkersModule> => (workers ??= import('cloudflare:workers'));

export type WaitUntil = (promise: Promise<unknown>) => void;

/**
 * Runs `work` after the answer has gone: on the given waitUntil (the request's), else on the
 * current request's or Cron Trigger's from `cloudflare:workers`. A failure is logged under `label`,
 * never thrown at anyone.
 */
export async function inBackground(work: Promise<unknown>, label: string, waitUntil?: WaitUntil): Promise<void> {
  const quiet = work.catch((err: unknown) => console.warn(`${label} background work failed`, err));
  (waitUntil ?? (await workersModule()).waitUntil)(quiet);
}
