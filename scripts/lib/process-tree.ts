import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A process and all its descendants (Linux `ps`): wrangler, its workerd, and what they started. */
export function processTree(rootPid: number): number[] {
  // `ps` exits 1 when there are no children: read its output whatever the status.
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(rootPid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map(Number)
    .filter(Boolean);
  return [rootPid, ...children.flatMap(processTree)];
}

/** CPU seconds (user + system) the processes under `rootPid` have used so far (/proc/<pid>/stat). */
export function processTreeCpuSeconds(rootPid: number): number {
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  let total = 0;
  for (const pid of processTree(rootPid)) {
    try {
      // The fields after the command's closing parenthesis: utime is the 12th of them, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      /* it ended meanwhile */
    }
  }
  return total;
}
