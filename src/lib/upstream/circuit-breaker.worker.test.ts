import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOL_DOWN_MS, FAILURE_THRESHOLD, resetBreakers } from './circuit-breaker';
import { UpstreamError } from './errors';
import { getOfficialsByIds } from './forum';
import type { UpstreamContext } from './http';
import { sandboxConfig, setSandboxKnobs } from '@tests/upstream-context';

/**
 * The breaker in workerd against the real sandbox: a service that hangs past the
 * timeout, or answers 500, is asked FAILURE_THRESHOLD times; the next call fails at once with a 503
 * that says it was not sent; after the cool-down one probe goes out and, the service back, closes it.
 * The hanging service's calls give up after TIMEOUT_MS, not UPSTREAM_TIMEOUT_MS (5 s): what follows a
 * timeout is the same, and the 5 s itself is proved in current-user.worker.test.ts. (Only there: a call that answers
 * keeps the full budget, however busy the machine.)
 */
const TIMEOUT_MS = 600;
const ctx = (timeoutMs?: number): UpstreamContext => ({ config: { ...sandboxConfig(), UPSTREAM_BREAKER: 'on' }, edgeCache: false, timeoutMs });
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof UpstreamError ? error.status : -1),
  );

afterEach(async () => {
  vi.useRealTimers();
  resetBreakers();
  await setSandboxKnobs({});
});

describe('circuit breaker (real sandbox)', () => {
  it('a hanging service costs one timeout, not one per call: the calls after it fail at once, unsent', async () => {
    await setSandboxKnobs({ fail: 'forum=timeout' });
    const first = await Promise.all(Array.from({ length: FAILURE_THRESHOLD }, () => statusOf(getOfficialsByIds(ctx(TIMEOUT_MS), [7]))));
    expect(first).toEqual(Array(FAILURE_THRESHOLD).fill(504));
    const started = Date.now();
    const error = await getOfficialsByIds(ctx(TIMEOUT_MS), [7]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(503);
    expect((error as UpstreamError).message).toMatch(/not sent: forum keeps failing \(circuit open/);
    // It did not wait for the service: a sent call would have taken the whole timeout.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
  });

  it('opens on 500 answers too, stays open for the cool-down, then a probe closes it', async () => {
    await setSandboxKnobs({ fail: 'forum' });
    for (let i = 0; i < FAILURE_THRESHOLD; i += 1) expect(await statusOf(getOfficialsByIds(ctx(), [7]))).toBe(500);
    expect(await statusOf(getOfficialsByIds(ctx(), [7]))).toBe(503);
    await setSandboxKnobs({});
    // Still open (the cool-down has not passed), though the service is back.
    expect(await statusOf(getOfficialsByIds(ctx(), [7]))).toBe(503);
    // After the cool-down a probe goes out, the answer closes the breaker, and calls flow again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + COOL_DOWN_MS });
    expect(await statusOf(getOfficialsByIds(ctx(), [7]))).toBe(200);
    expect(await statusOf(getOfficialsByIds(ctx(), [7]))).toBe(200);
  });

  it('is off when the configuration says so (the e2e stack)', async () => {
    await setSandboxKnobs({ fail: 'forum' });
    const off: UpstreamContext = { config: { ...sandboxConfig(), UPSTREAM_BREAKER: 'off' }, edgeCache: false };
    for (let i = 0; i < FAILURE_THRESHOLD + 2; i += 1) expect(await statusOf(getOfficialsByIds(off, [7]))).toBe(500);
  });
});
