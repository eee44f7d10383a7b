import { mainThreadCpuMs } from '../lib/thread-cpu.ts';
import { type CpuReading, isolateCpu } from './cpu-profile.ts';

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

/**
 * `during` profiled in several isolates at once (name → inspector URL), each with V8's sampling
 * profiler; `parts` are looked for in the one named `site`. Each profiler has a sampling thread that
 * wakes at every sample (about a tenth of a core at 0.1 ms: two dozen took both of this machine's
 * cores) and costs the isolate's thread a signal per sample, so a thread's CPU is read in a stretch
 * without them. Only Workers in different processes are profiled together: on a shared thread a
 * profile also counts what the other isolates ran (cpu-profile.ts), and Miniflare's simulators cannot
 * be profiled at all (their samples fall on `fetch` after gaps of hundreds of ms). The figures held
 * against a bound are taken with one profiler only: beside the object's, the site's repeat view came out
 * at 30–50 ms; alone, at 24–37 (two sampling threads and two workerd threads on two cores).
 */
export async function profileIsolates(inspectors: Record<string, string>, parts: Record<string, readonly string[]>, during: () => Promise<void>): Promise<Record<string, CpuReading>> {
  const readings: Record<string, CpuReading> = {};
  const nest = async (left: [string, string][]): Promise<void> => {
    const [first, ...rest] = left;
    if (!first) return during();
    const [name, url] = first;
    readings[name] = await isolateCpu(url, name === 'site' ? parts : {}, () => nest(rest));
  };
  await nest(Object.entries(inspectors));
  return readings;
}
