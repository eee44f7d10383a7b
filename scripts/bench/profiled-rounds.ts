import { fmt } from './http-timing.ts';
import { mainThreadCpuMs } from '../lib/thread-cpu.ts';
import { type CpuReading, isolateCpu } from './cpu-profile.ts';

/**
 * What makes a profiled figure one to hold against a bound (the portfolio bench): the median of a few
 * rounds, each with one profiler attached (one round's profile moved by ±10 ms between runs of one
 * build), and a calibration of the profiler taken in the same run.
 */
export const ROUNDS = 3;

/** The round whose total is the median (ROUNDS is odd). */
export const medianRound = (readings: readonly CpuReading[]): CpuReading => [...readings].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(readings.length / 2)]!;

export interface Calibration {
  /** The median round's: the busy loop's thread CPU per request (less a no-op request's), and its isolate's profile. */
  threadMs: number;
  profiledMs: number;
  /** The share of the isolate's own CPU the profile finds (at most 1); NaN when the thread measured nothing. */
  found: number;
  /** Each round's share, as printed. */
  shares: string;
}

/**
 * The profiler against the thread: `requests` of a busy loop of plain JavaScript (`spin`) in a Worker
 * alone on its workerd's thread (`workerd`: that process's pid), its thread's CPU less that of as many
 * requests that do nothing (`noop`: Miniflare's entry), against the same requests' clipped profile of the
 * Worker's isolate (`inspector`). A calibration that measured nothing leaves the figure unknown, never met.
 */
export async function calibrateProfiler(opts: { workerd: number; inspector: string; requests: number; spin: () => Promise<unknown>; noop: () => Promise<unknown> }): Promise<Calibration> {
  const threadOf = async (during: () => Promise<unknown>) => {
    const before = mainThreadCpuMs(opts.workerd);
    await during();
    return mainThreadCpuMs(opts.workerd) - before;
  };
  const rounds: { threadMs: number; profiledMs: number }[] = [];
  while (rounds.length < ROUNDS) {
    const noop = await threadOf(opts.noop);
    const spin = await threadOf(opts.spin);
    const worker = await isolateCpu(opts.inspector, {}, async () => void (await opts.spin()));
    rounds.push({ threadMs: (spin - noop) / opts.requests, profiledMs: worker.totalMs / opts.requests });
  }
  const share = ({ threadMs, profiledMs }: { threadMs: number; profiledMs: number }) => profiledMs / threadMs;
  const { threadMs, profiledMs } = [...rounds].sort((a, b) => share(a) - share(b))[Math.floor(ROUNDS / 2)]!;
  return { threadMs, profiledMs, found: threadMs > 0 && profiledMs > 0 ? Math.min(1, profiledMs / threadMs) : Number.NaN, shares: rounds.map((round) => `${fmt(100 * share(round))} %`).join(', ') };
}
