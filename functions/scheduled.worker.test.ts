import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { edgeDirectory } from '../src/lib/directory/edge-directory';
import { META_KEY, shardKey } from '../src/lib/directory/store';
import { sandboxConfig } from '../src/lib/upstream/test-context';
import scheduled from './scheduled';

/**
 * The worker's Cron Trigger handler itself, in workerd, with the real KV binding DIRECTORY and the
 * running sandbox: what `17 * * * *` does in production (the e2e specs also fire it through
 * Miniflare's /cdn-cgi/handler/scheduled on the built worker).
 */
const kv = (env as unknown as { DIRECTORY: KVNamespace }).DIRECTORY;

async function fire(): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(), cron: '17 * * * *' });
  const ctx = createExecutionContext();
  await scheduled(controller, sandboxConfig(), ctx);
  await waitOnExecutionContext(ctx);
}

async function knobs(body: Record<string, unknown>) {
  const res = await fetch(`${inject('sandboxUrl')}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  expect(res.ok).toBe(true);
}

beforeEach(async () => {
  const { keys } = await kv.list();
  await Promise.all(keys.map((key) => kv.delete(key.name)));
  (await edgeDirectory())?.forget();
});

describe('the scheduled handler (Cron Trigger)', () => {
  it('fills the directory from the business service', async () => {
    await fire();
    expect(await kv.get(META_KEY)).not.toBeNull();
    const directory = await edgeDirectory();
    expect(await directory?.lookup('NVDA')).toMatchObject({ customName: '輝達' });
    expect((await directory?.searchIndex())?.size).toBeGreaterThan(12_000);
  });

  it('a failing upstream keeps the last good copy, and the handler does not throw', async () => {
    await fire();
    const before = await kv.get(shardKey('A'));
    await knobs({ fail: 'business' });
    try {
      await expect(fire()).resolves.toBeUndefined();
    } finally {
      await knobs({});
    }
    expect(await kv.get(shardKey('A'))).toBe(before);
    (await edgeDirectory())?.forget();
    expect(await (await edgeDirectory())?.lookup('AAPL')).toMatchObject({ customName: '蘋果' });
  });
});
