/**
 * A circuit breaker per upstream service, per isolate (decision 022). A service that
 * hangs costs every call its full timeout (5 s); a page asks it several times, some in sequence, and
 * every reader in the next minute asks again. After FAILURE_THRESHOLD failures (timeouts, network
 * errors, 5xx answers) within WINDOW_MS the breaker opens: calls fail at once (503) for COOL_DOWN_MS,
 * so the sections show their error state quickly and a stale copy is served where one exists. Then
 * one call is let through as a probe: an answer closes the breaker, a failure opens it again.
 *
 * Recovery is bounded by the cool-down (a page once kept failing for over 30 s after an
 * outage ended): a failed probe's cool-down counts from when the probe went out, not from when it
 * failed (a probe that hung for the whole timeout no longer adds it to the next wait), and a probe
 * that never reports (its request's I/O dropped: the reader left and workerd cancelled the render)
 * passes its turn once a cool-down has gone by, instead of holding the breaker half-open for good.
 * So once the service is back, the next call at most COOL_DOWN_MS later goes out and closes it.
 *
 * 4xx answers are the service working (it refused this request), so they count as successes; a call
 * the reader abandoned counts as nothing.
 */
export const FAILURE_THRESHOLD = 3;
export const WINDOW_MS = 10_000;
export const COOL_DOWN_MS = 15_000;

type State =
  | { kind: 'closed'; failures: number[] }
  | { kind: 'open'; until: number }
  /** `probeSince`: when the probe in flight went out; null while none is. */
  | { kind: 'half-open'; probeSince: number | null };

export class CircuitBreaker {
  private state: State = { kind: 'closed', failures: [] };
  private readonly now: () => number;

  constructor(now: () => number = () => Date.now()) {
    this.now = now;
  }

  /** Whether a call may go out now. In half-open, only the one probe may (or the next, once it is lost). */
  tryAcquire(): boolean {
    const state = this.state;
    const at = this.now();
    if (state.kind === 'closed') return true;
    if (state.kind === 'open') {
      if (at < state.until) return false;
      this.state = { kind: 'half-open', probeSince: at };
      return true;
    }
    if (state.probeSince !== null && at - state.probeSince < COOL_DOWN_MS) return false;
    state.probeSince = at;
    return true;
  }

  recordSuccess(): void {
    this.state = { kind: 'closed', failures: [] };
  }

  /** A call whose reader went away: it proves nothing; a probe's turn passes to the next call. */
  recordAbandoned(): void {
    if (this.state.kind === 'half-open') this.state.probeSince = null;
  }

  recordFailure(): void {
    const at = this.now();
    const state = this.state;
    if (state.kind === 'half-open') {
      this.state = { kind: 'open', until: (state.probeSince ?? at) + COOL_DOWN_MS };
      return;
    }
    if (state.kind === 'open') return;
    const recent = state.failures.filter((time) => at - time < WINDOW_MS);
    recent.push(at);
    this.state = recent.length >= FAILURE_THRESHOLD ? { kind: 'open', until: at + COOL_DOWN_MS } : { kind: 'closed', failures: recent };
  }

  /** For logs and tests: 'closed', 'open' or 'half-open'. */
  get status(): State['kind'] {
    if (this.state.kind === 'open' && this.now() >= this.state.until) return 'half-open';
    return this.state.kind;
  }

  /** Milliseconds until an open breaker lets a probe through (0 when it would now). */
  retryAfterMs(): number {
    return this.state.kind === 'open' ? Math.max(0, this.state.until - this.now()) : 0;
  }
}

/**
 * The isolate's breakers, one per service and origin. Bounded: the keys come from configuration
 * (five services), never from a request, but a cap keeps a misconfiguration from growing it.
 */
const MAX_BREAKERS = 32;
const breakers = new Map<string, CircuitBreaker>();

export function breakerFor(service: string, origin: string): CircuitBreaker {
  const key = `${service} ${origin}`;
  let breaker = breakers.get(key);
  if (!breaker) {
    if (breakers.size >= MAX_BREAKERS) breakers.delete(breakers.keys().next().value as string);
    breaker = new CircuitBreaker();
    breakers.set(key, breaker);
  }
  return breaker;
}

/** Tests: forget every breaker's state. */
export function resetBreakers(): void {
  breakers.clear();
}
