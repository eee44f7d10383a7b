import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { processTree } from './process-tree.ts';

/**
 * The CPU time of one thread, from /proc: what it ran, not how long it waited for a core, so a busy
 * machine stretches it far less than wall time or a sampling profiler's wall-clock samples.
 * schedstat's first field is nanoseconds; stat's utime and stime are clock ticks (10 ms here), the
 * fallback where the kernel keeps no schedstat.
 */

/** Milliseconds on the CPU from a `/proc/<pid>/task/<tid>/schedstat` line ("<ns run> <ns waited> <slices>"); null if it is not one. */
export function schedstatMs(text: string): number | null {
  const ran = /^(\d+) \d+ \d+\s*$/.exec(text)?.[1];
  return ran === undefined ? null : Number(ran) / 1e6;
}

/** Milliseconds of user + system time from a `/proc/<pid>/task/<tid>/stat` line (the command in parentheses may hold spaces and parentheses). */
export function statMs(text: string, ticksPerSecond: number): number {
  // The fields after the command's last closing parenthesis: utime is the 12th of them, stime the 13th.
  const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`not a stat line: ${text.slice(0, 80)}`);
  return (ticks * 1000) / ticksPerSecond;
}

let ticks: number | undefined;

/** CPU milliseconds so far of the main thread of `pid` (workerd runs every isolate on it). */
export function mainThreadCpuMs(pid: number): number {
  const task = `/proc/${pid}/task/${pid}`;
  try {
    const ms = schedstatMs(readFileSync(`${task}/schedstat`, 'utf8'));
    if (ms !== null) return ms;
  } catch {
    /* no schedstat: the ticks below */
  }
  ticks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return statMs(readFileSync(`${task}/stat`, 'utf8'), ticks);
}

/** The workerd under a `wrangler dev` (the one with an inspector: the one running the Workers). */
export function workerdOf(wranglerPid: number): number {
  const commandOf = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return ''; // it ended meanwhile
    }
  };
  const found = processTree(wranglerPid).find((pid) => commandOf(pid).includes('workerd') && commandOf(pid).includes('--inspect'));
  if (found !== undefined) return found;
  throw new Error(`no workerd under wrangler (pid ${wranglerPid})`);
}
