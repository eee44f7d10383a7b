/**
 * The sandbox's market clock from its environment (README "Sandbox knobs"):
 * - SANDBOX_NOW=<ISO instant> freezes it there (stable screenshots and tests);
 * - SANDBOX_CLOCK_START=<ISO instant> starts it there when the process starts and lets it run, so
 *   anyone can watch an open market, its ticks and its open and close, at any hour of their own day;
 * - neither: the real time.
 * Both at once is a mistake: refused rather than one silently winning.
 */
export interface ClockEnv {
  SANDBOX_NOW?: string | undefined;
  SANDBOX_CLOCK_START?: string | undefined;
}

function instant(name: string, value: string): number {
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new Error(`${name}: "${value}" is not an ISO date-time`);
  return at;
}

/** The clock the environment asks for; `realNow` is the wall clock (a test passes its own). */
export function clockFromEnv(env: ClockEnv, realNow: () => number = Date.now): () => number {
  if (env.SANDBOX_NOW && env.SANDBOX_CLOCK_START) throw new Error('SANDBOX_NOW freezes the clock and SANDBOX_CLOCK_START runs it: set one of them');
  if (env.SANDBOX_NOW) {
    const fixed = instant('SANDBOX_NOW', env.SANDBOX_NOW);
    return () => fixed;
  }
  if (env.SANDBOX_CLOCK_START) {
    const offset = instant('SANDBOX_CLOCK_START', env.SANDBOX_CLOCK_START) - realNow();
    return () => realNow() + offset;
  }
  return realNow;
}
