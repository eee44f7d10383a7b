import { sandboxUrl } from '../../e2e/stacks.ts';

export interface SandboxKnobs {
  /** `200` (every service) or `article=300,forum=50` (SANDBOX_LATENCY_MS syntax). */
  latency?: string;
  /** `article` (500) or `business=timeout` (SANDBOX_FAIL syntax). */
  fail?: string;
  /**
   * Lifetime in seconds (5–86400) of access tokens issued from now on, member and guest, so a test
   * can wait one out; null or absent = the sandbox's start lifetime.
   */
  accessTokenTtl?: number | null;
  /** Freezes the sandbox's market clock at this ISO instant (quotes, sessions, bars); null = the real time. */
  marketTime?: string | null;
  /** Runs the sandbox's market clock from this ISO instant (as of this call); null = the real time. */
  marketClockStart?: string | null;
}

/**
 * Changes the knobs of the running test's sandbox (stacks.ts). A call sets all of them (a missing knob
 * goes back to its default), so `{}` resets everything — call it in afterEach when a test changed one.
 */
export async function setKnobs(knobs: SandboxKnobs): Promise<void> {
  const res = await fetch(`${sandboxUrl()}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify(knobs) });
  if (!res.ok) throw new Error(`could not set sandbox knobs: ${res.status} ${await res.text()}`);
}
