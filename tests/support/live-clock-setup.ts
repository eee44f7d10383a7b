import type { TestProject } from 'vitest/node';
import { startSandbox } from '../../sandbox/server.ts';
import { createSandboxStorage } from '../../sandbox/storage.ts';
import { makeVapidKeys } from '../../scripts/lib/vapid-keys.ts';

/**
 * The `live-clock` project's upstream: a sandbox of its own whose market clock the tests move with the
 * marketTime knob (a closed market, then the open), which the `live` project's shared, always-open
 * sandbox cannot do while other files read it. Its feed looks ten times a second, as the live project's.
 */
export default async function setup(project: TestProject) {
  const sandbox = await startSandbox({
    port: 0,
    storage: createSandboxStorage('memory'),
    knobs: { latencyMs: { article: 0, forum: 0, profile: 0, business: 0, 'taiwan-market': 0, identity: 0 }, fail: {} },
    appOrigins: ['http://localhost:8787'],
    warmUp: false,
    quoteFeedTickMs: 100,
  });
  project.provide('liveFeedUrl', sandbox.url);
  project.provide('vapidKeys', makeVapidKeys());
  return () => sandbox.close();
}
