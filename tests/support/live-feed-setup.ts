import type { TestProject } from 'vitest/node';
import { startSandbox } from '../../sandbox/server.ts';
import { createSandboxStorage } from '../../sandbox/storage.ts';
import { makeVapidKeys } from '../../scripts/lib/vapid-keys.ts';

/** Friday 2026-11-20, 10:00 in New York: the live project's market is open, and its clock runs. */
const OPEN_MARKET = Date.parse('2026-11-20T15:00:00Z');
/** The feed looks ten times a second here, so coalescing to one update a second is visible in a test. */
const FEED_TICK_MS = 100;

/**
 * The `live` project's upstream: a sandbox of its own (the shared one's clock is the real time or a
 * frozen knob; this one runs from an open market, as SANDBOX_CLOCK_START does), started once in
 * vitest's main process; the Durable Objects under test reach its quote feed over a real socket.
 */
export default async function setup(project: TestProject) {
  const realStart = Date.now();
  return provideLiveSandbox(project, () => OPEN_MARKET + (Date.now() - realStart));
}

/**
 * Starts a live project's sandbox (on `clock`, or the market clock its knobs move when none) and gives
 * its tests the feed's address and the member stores' VAPID key pair (Web Push, decision 055: one of this
 * run's own, as npm start makes); what it returns stops it.
 */
export async function provideLiveSandbox(project: TestProject, clock?: () => number): Promise<() => Promise<void>> {
  const sandbox = await startSandbox({
    port: 0,
    storage: createSandboxStorage('memory'),
    knobs: { latencyMs: { article: 0, forum: 0, profile: 0, business: 0, 'taiwan-market': 0, identity: 0 }, fail: {} },
    appOrigins: ['http://localhost:8787'],
    warmUp: false,
    ...(clock ? { clock } : {}),
    quoteFeedTickMs: FEED_TICK_MS,
  });
  project.provide('liveFeedUrl', sandbox.url);
  project.provide('vapidKeys', makeVapidKeys());
  return () => sandbox.close();
}
