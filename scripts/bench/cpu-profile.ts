import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';

/**
 * A Worker isolate's CPU time while `during` runs, from V8's sampling profiler through workerd's
 * inspector (the DevTools protocol's Profiler domain): the time of every sample that is not "(idle)",
 * so waiting on a subrequest or a Durable Object counts nothing. `parts` names functions whose time
 * (their own and everything they call) is also reported apart, e.g. one section's code.
 *
 * A sample's time is the gap since the one before, and the sampler cannot sample an isolate while its
 * thread runs another isolate (workerd runs them all on one thread), waits for a core, or sits in
 * workerd's own code: the whole gap, up to half a second, fell on the next sample, whatever function
 * it found. So a sample counts for at most the profile's median gap (`totalMs`); the unclipped sum
 * (`rawMs`, what this bench reported until 2026-12-02) is kept to show how far that went.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface CpuReading {
  /** Milliseconds of CPU in the isolate: its busy samples, each at most the profile's median gap between samples. */
  totalMs: number;
  /** The busy samples' gaps unclipped: stretched by every stretch the isolate was not sampled. */
  rawMs: number;
  /** Of which, under each named part's functions. */
  partsMs: Record<string, number>;
  /** How many samples found the isolate busy: on a loaded machine a better measure of its share than their wall time (one sample spans a descheduled thread's whole wait). */
  samples: number;
  /** The functions that took the most, by their own time and by their own and their callees' (a function counted once per sample). */
  top: { self: FunctionTime[]; inclusive: FunctionTime[] };
}

export interface FunctionTime {
  name: string;
  ms: number;
}

/** workerd's inspector holds one session per isolate: a newer one (wrangler's own) closes ours. */
class Displaced extends Error {}

/**
 * One message out, its answer back (ids of our own, far from wrangler's). workerd echoes a command
 * that has no result (Profiler.enable) without one.
 */
function caller(socket: WebSocket): (method: string, params?: object) => Promise<{ profile?: Profile }> {
  let id = 9_000;
  return (method, params = {}) =>
    new Promise((resolve, reject) => {
      const mine = ++id;
      const onClose = () => reject(new Displaced(`the inspector closed during ${method}`));
      const onMessage = (message: Buffer) => {
        const data = JSON.parse(message.toString('utf8')) as { id?: number; result?: { profile?: Profile }; error?: { message: string } };
        if (data.id !== mine) return;
        socket.off('message', onMessage);
        socket.off('close', onClose);
        if (data.error) reject(new Error(`${method}: ${data.error.message}`));
        else resolve(data.result ?? {});
      };
      socket.on('message', onMessage);
      socket.once('close', onClose);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
}

/** `intervalUs`: between samples; each profiler's sampling thread wakes that often, so a coarser one for isolates profiled only for their share. */
export async function isolateCpu(inspectorUrl: string, parts: Record<string, readonly string[]>, during: () => Promise<void>, intervalUs = 100): Promise<CpuReading> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await profileOnce(inspectorUrl, parts, during, intervalUs);
    } catch (err) {
      if (!(err instanceof Displaced) || attempt === 5) throw err;
    }
  }
}

async function profileOnce(inspectorUrl: string, parts: Record<string, readonly string[]>, during: () => Promise<void>, intervalUs: number): Promise<CpuReading> {
  const socket = new WebSocket(inspectorUrl, { origin: `http://127.0.0.1:${new URL(inspectorUrl).port}` });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
    socket.once('close', () => reject(new Displaced('the inspector turned the connection away')));
  });
  try {
    const call = caller(socket);
    await call('Profiler.enable');
    // 100 µs by default: a render of tens of milliseconds gets hundreds of samples.
    await call('Profiler.setSamplingInterval', { interval: intervalUs });
    await call('Profiler.start');
    await during();
    const { profile } = await call('Profiler.stop');
    if (!profile) throw new Error('the inspector sent no profile');
    // CPU_PROFILE_DIR keeps each profile as a .cpuprofile (DevTools opens it) for a closer look than --top's.
    if (process.env.CPU_PROFILE_DIR) writeFileSync(join(process.env.CPU_PROFILE_DIR, `${new URL(inspectorUrl).pathname.replaceAll('/', '_')}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    return readProfile(profile, parts);
  } finally {
    socket.close();
    setTimeout(() => socket.terminate(), 250);
  }
}

export function readProfile(profile: Profile, parts: Record<string, readonly string[]>): CpuReading {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const partOf = new Map<number, string | null>();
  const classify = (id: number): string | null => {
    if (partOf.has(id)) return partOf.get(id)!;
    const name = byId.get(id)?.callFrame.functionName ?? '';
    const up = parent.get(id);
    const found = Object.entries(parts).find(([, names]) => names.includes(name))?.[0] ?? (up === undefined ? null : classify(up));
    partOf.set(id, found);
    return found;
  };
  const gaps = profile.timeDeltas.filter((delta) => delta > 0).sort((a, b) => a - b);
  const clip = gaps[Math.floor(gaps.length / 2)] ?? 0;
  let total = 0;
  let raw = 0;
  let samples = 0;
  const partsMs = Object.fromEntries(Object.keys(parts).map((part) => [part, 0]));
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const label = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').at(-1) ?? ''}`.trim();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    const gap = Math.max(0, profile.timeDeltas[index] ?? 0);
    raw += gap / 1000;
    const ms = Math.min(gap, clip) / 1000;
    total += ms;
    samples += 1;
    const part = classify(id);
    if (part) partsMs[part] = (partsMs[part] ?? 0) + ms;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) seen.add(label(byId.get(up)!));
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  });
  const ranked = (times: Map<string, number>) =>
    [...times]
      .map(([name, ms]) => ({ name, ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 40);
  return { totalMs: total, rawMs: raw, samples, partsMs, top: { self: ranked(self), inclusive: ranked(inclusive) } };
}
