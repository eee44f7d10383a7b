import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFail, parseLatency } from './knobs.ts';
import { type RunningSandbox, startSandbox } from './server.ts';
import { createSandboxStorage } from './storage.ts';
import { runAsTenant, TENANT_HEADER, tenantStorage } from './tenants.ts';

describe('tenantStorage', () => {
  it("gives each tenant its own keys, starting empty, and leaves the default tenant's as they are", async () => {
    const shared = createSandboxStorage('memory');
    await shared.setItem('article:unlock:1:7', { articleId: 7 });
    const storage = tenantStorage(shared);
    await runAsTenant('a', () => storage.setItem('article:unlock:1:8', { articleId: 8 }));

    expect(await runAsTenant('a', () => storage.getKeys('article:unlock:1'))).toEqual(['article:unlock:1:8']);
    expect(await runAsTenant('b', () => storage.getKeys('article:unlock:1'))).toEqual([]);
    expect(await runAsTenant(null, () => storage.getKeys('article:unlock:1'))).toEqual(['article:unlock:1:7']);
    expect(await runAsTenant('b', () => storage.getItem('article:unlock:1:7'))).toBeNull();
  });
});

describe('a running sandbox with tenants', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      storage: createSandboxStorage('memory'),
      knobs: { latencyMs: parseLatency(''), fail: parseFail('') },
      appOrigins: ['http://localhost:8787'],
      warmUp: false,
    });
  });
  afterAll(() => sandbox.close());

  const as = (tenant: string | null): Record<string, string> => (tenant ? { [TENANT_HEADER]: tenant } : {});
  const recentArticles = async (tenant: string | null) => (await fetch(`${sandbox.url}/article/api/Article/Recent/Summary`, { headers: as(tenant) })).status;

  it("keeps a tenant's knobs to its own requests", async () => {
    const set = await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', headers: as('failing'), body: JSON.stringify({ fail: 'article', marketTime: '2026-11-25T15:00:00Z' }) });
    expect(set.status).toBe(200);

    expect(await recentArticles('failing')).toBe(500);
    expect(await recentArticles('other')).toBe(200);
    expect(await recentArticles(null)).toBe(200);
    const knobsOf = async (tenant: string | null) => (await (await fetch(`${sandbox.url}/__sandbox/knobs`, { headers: as(tenant) })).json()) as { fail: object; marketTime: string | null };
    expect(await knobsOf('failing')).toMatchObject({ fail: { article: '500' }, marketTime: '2026-11-25T15:00:00.000Z' });
    expect(await knobsOf('other')).toMatchObject({ fail: {}, marketTime: null });
    expect(await knobsOf(null)).toMatchObject({ fail: {}, marketTime: null });
  });

  it('answers 400 to a tenant name that is not 1–64 letters, digits, - or _', async () => {
    for (const name of ['', 'a b', 'x'.repeat(65), '../a']) {
      const res = await fetch(`${sandbox.url}/health`, { headers: { [TENANT_HEADER]: name } });
      expect(res.status, JSON.stringify(name)).toBe(400);
    }
    expect((await fetch(`${sandbox.url}/health`, { headers: as('a-B_9') })).status).toBe(200);
  });
});
