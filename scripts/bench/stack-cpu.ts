import { mainThreadCpuMs } from '../lib/thread-cpu.ts';

/**
 * The CPU a stretch of the portfolio bench cost, per process: each `wrangler dev` runs its isolates on
 * one workerd thread, the site's process the site alone (with Miniflare's simulators of its KV, cache
 * and assets, and the dev registry's proxies to the other process), the live process the members'
 * objects and the seeding Worker.
 */
export interface ThreadsCpu<T> {
  value: T;
  siteMs: number;
  liveMs: number;
}

/** `during` with the CPU each workerd's JavaScript thread (pids: the workerd processes) spent meanwhile, in ms. */
export async function threadsCpu<T>(workerds: { site: number; live: number }, during: () => Promise<T>): Promise<ThreadsCpu<T>> {
  const site = mainThreadCpuMs(workerds.site);
  const live = mainThreadCpuMs(workerds.live);
  const value = await during();
  return { value, siteMs: mainThreadCpuMs(workerds.site) - site, liveMs: mainThreadCpuMs(workerds.live) - live };
}
