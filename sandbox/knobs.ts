import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { describeIssues } from './http-errors.ts';

/** The sandbox services a knob can name. */
export const SANDBOX_SERVICES = ['article', 'forum', 'profile', 'business', 'taiwan-market', 'identity'] as const;
export type SandboxService = (typeof SANDBOX_SERVICES)[number];
export type FailMode = '500' | 'timeout';

export interface Knobs {
  /** Added latency in ms, per service. */
  latencyMs: Record<SandboxService, number>;
  /** Services that answer 500 or hang past the app's 5 s timeout. */
  fail: Partial<Record<SandboxService, FailMode>>;
  /**
   * Forced access-token lifetime in seconds (member and guest tokens issued from now on), so an e2e
   * test can make tokens short and wait one out; null or absent = the lifetime the sandbox started
   * with (SANDBOX_ACCESS_TOKEN_TTL, else one hour). Optional so older knob literals stay valid.
   */
  accessTokenTtl?: number | null;
  /**
   * The market clock, frozen at this ISO instant (a test can see the pre-market, the opening minutes,
   * a holiday); null or absent = SANDBOX_NOW, else the real time. Optional like accessTokenTtl.
   */
  marketTime?: string | null;
  /**
   * The market clock, running from this ISO instant as of the PUT that set it (a test watches an open
   * market tick, and its open and close, whatever the hour); null or absent = not running from a knob.
   * Optional like marketTime; both at once is refused.
   */
  marketClockStart?: { at: string; setAtMs: number } | null;
}

/** Bounds of a forced access-token lifetime, in seconds (also those of SANDBOX_ACCESS_TOKEN_TTL). */
export const MIN_ACCESS_TOKEN_TTL = 5;
export const MAX_ACCESS_TOKEN_TTL = 86_400;

export class KnobError extends Error {
  override name = 'KnobError';
}

const isService = (name: string): name is SandboxService => (SANDBOX_SERVICES as readonly string[]).includes(name);

/**
 * SANDBOX_LATENCY_MS: `200` (every service) or `article=300,forum=50`, or both: `100,article=800`.
 */
export function parseLatency(raw: string | undefined): Knobs['latencyMs'] {
  const latency = Object.fromEntries(SANDBOX_SERVICES.map((s) => [s, 0])) as Knobs['latencyMs'];
  for (const part of (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value] = part.includes('=') ? part.split('=', 2) : ['*', part];
    const ms = Number(value);
    if (!Number.isFinite(ms) || ms < 0 || ms > 60_000) {
      throw new KnobError(`SANDBOX_LATENCY_MS: "${part}" is not a delay between 0 and 60000 ms`);
    }
    if (name === '*') for (const s of SANDBOX_SERVICES) latency[s] = ms;
    else if (name && isService(name)) latency[name] = ms;
    else throw new KnobError(`SANDBOX_LATENCY_MS: unknown service "${name}" (one of ${SANDBOX_SERVICES.join(', ')})`);
  }
  return latency;
}

/** SANDBOX_FAIL: `article` (answers 500), `article=timeout`, or a list: `forum,business=timeout`. */
export function parseFail(raw: string | undefined): Knobs['fail'] {
  const fail: Knobs['fail'] = {};
  for (const part of (raw ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, mode = '500'] = part.split('=', 2);
    if (!name || !isService(name)) {
      throw new KnobError(`SANDBOX_FAIL: unknown service "${name}" (one of ${SANDBOX_SERVICES.join(', ')})`);
    }
    if (mode !== '500' && mode !== 'timeout') {
      throw new KnobError(`SANDBOX_FAIL: "${part}" must end in =500 or =timeout`);
    }
    fail[name] = mode;
  }
  return fail;
}

export const knobsFromEnv = (env: NodeJS.ProcessEnv): Knobs => ({
  latencyMs: parseLatency(env.SANDBOX_LATENCY_MS),
  fail: parseFail(env.SANDBOX_FAIL),
  accessTokenTtl: null,
  marketTime: null,
  marketClockStart: null,
});

/**
 * Body of `PUT /__sandbox/knobs`. A PUT sets every knob: a missing one goes back to its default
 * (no latency, no failure, the start lifetime), so `{}` resets everything. Unknown keys are refused,
 * so a misspelt knob is a 400 rather than a silent no-op.
 */
const KnobsUpdate = v.strictObject({
  latency: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  fail: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  accessTokenTtl: v.optional(
    v.nullable(
      v.pipe(
        v.number(),
        v.integer('must be a whole number of seconds'),
        v.minValue(MIN_ACCESS_TOKEN_TTL, `must be at least ${MIN_ACCESS_TOKEN_TTL} seconds`),
        v.maxValue(MAX_ACCESS_TOKEN_TTL, `must be at most ${MAX_ACCESS_TOKEN_TTL} seconds`),
      ),
    ),
  ),
  marketTime: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp('must be an ISO date-time like 2026-11-25T14:00:00Z')))),
  marketClockStart: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp('must be an ISO date-time like 2026-11-25T14:30:00Z')))),
});

const EXPECTED = 'expected {latency?, fail?, accessTokenTtl?, marketTime?, marketClockStart?}';

/** The knobs a PUT body asks for, all of them; throws KnobError (→ 400) on anything malformed. */
export function parseKnobsUpdate(body: unknown, realNow: number = Date.now()): Required<Knobs> {
  // Valibot takes an array for an object with no required keys; `[]` is a mistake, not a reset.
  if (Array.isArray(body)) throw new KnobError(`${EXPECTED}, not an array`);
  const update = v.safeParse(KnobsUpdate, body);
  if (!update.success) {
    throw new KnobError(`${EXPECTED}: ${describeIssues(update.issues, { rootLabel: 'body' })}`);
  }
  const { marketTime, marketClockStart } = update.output;
  if (marketTime && marketClockStart) throw new KnobError('marketTime freezes the clock and marketClockStart runs it: set one of them');
  return {
    latencyMs: parseLatency(update.output.latency),
    fail: parseFail(update.output.fail),
    accessTokenTtl: update.output.accessTokenTtl ?? null,
    marketTime: marketTime ? new Date(marketTime).toISOString() : null,
    marketClockStart: marketClockStart ? { at: new Date(marketClockStart).toISOString(), setAtMs: realNow } : null,
  };
}

/**
 * The market clock the knobs give: a frozen marketTime, or one running from marketClockStart, when set;
 * else `fallback` (SANDBOX_NOW, SANDBOX_CLOCK_START or the real time).
 */
export const marketClock =
  (knobs: () => Knobs, fallback: () => number, realNow: () => number = Date.now): (() => number) =>
  () => {
    const { marketTime, marketClockStart } = knobs();
    if (marketTime) return Date.parse(marketTime);
    if (marketClockStart) return Date.parse(marketClockStart.at) + (realNow() - marketClockStart.setAtMs);
    return fallback();
  };

/** How long a `timeout` failure holds the request: well past the app's 5 s upstream timeout. */
export const TIMEOUT_HOLD_MS = 8_000;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Applies the live knobs to one service's requests. Knobs are read per request so tests can change them. */
export const knobsMiddleware =
  (service: SandboxService, knobs: () => Knobs): MiddlewareHandler =>
  async (c, next) => {
    const current = knobs();
    const delay = current.latencyMs[service];
    if (delay > 0) await sleep(delay, c.req.raw.signal);
    const mode = current.fail[service];
    if (mode === 'timeout') {
      await sleep(TIMEOUT_HOLD_MS, c.req.raw.signal);
      return c.json({ error: { code: 'timeout', message: `${service} timed out (SANDBOX_FAIL)` } }, 504);
    }
    if (mode === '500') {
      return c.json({ error: { code: 'injected', message: `${service} failed (SANDBOX_FAIL)` } }, 500);
    }
    await next();
  };
