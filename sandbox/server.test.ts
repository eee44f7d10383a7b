import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFail, parseLatency } from './knobs.ts';
import { type RunningSandbox, startSandbox } from './server.ts';
import { createSandboxStorage } from './storage.ts';

const noKnobs = () => ({ latencyMs: parseLatency(''), fail: parseFail('') });
const appId = { 'x-app-id': 'usstock-web', 'content-type': 'application/json' };

describe('sandbox server', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, storage: createSandboxStorage('memory'), knobs: noKnobs(), appOrigins: ['http://localhost:8787'] });
  });
  afterAll(() => sandbox.close());

  it('serves every service under its own prefix', async () => {
    const discovery = await fetch(`${sandbox.url}/identity/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${sandbox.url}/identity`);
    const recent = await fetch(`${sandbox.url}/article/api/Article/Recent/Summary`);
    expect(recent.status).toBe(200);
    const info = await fetch(`${sandbox.url}/business/api/Stock/AdditionalInformation`, { method: 'POST', headers: appId, body: JSON.stringify(['NVDA', '#GSPC']) });
    expect(info.status).toBe(200);
    expect(Object.keys(((await info.json()) as { data: object }).data).sort()).toEqual(['#GSPC', 'NVDA']);
  });

  it('lists a new security at run time: the directory, records and quotes know it at once', async () => {
    const created = await fetch(`${sandbox.url}/__sandbox/listings`, {
      method: 'POST',
      body: JSON.stringify({ id: 'zzipo', name: 'Zz IPO Holdings Inc.', customName: '新上市', exchange: 3, price: 12, capB: 3 }),
    });
    expect(created.status).toBe(201);
    const directory = await fetch(`${sandbox.url}/business/api/Stock/Directory?group=other`, { headers: appId });
    const items = ((await directory.json()) as { data: { items: { id: string; marketCap: number | null }[] } }).data.items;
    expect(items.find((item) => item.id === 'ZZIPO')?.marketCap).toBeCloseTo(3e9, -7);
    const quotes = await fetch(`${sandbox.url}/business/api/Stock/Quotes`, { method: 'POST', headers: appId, body: JSON.stringify(['ZZIPO']) });
    expect(Object.keys(((await quotes.json()) as { data: object }).data)).toEqual(['ZZIPO']);
    const bad = await fetch(`${sandbox.url}/__sandbox/listings`, { method: 'POST', body: JSON.stringify({ id: '<b>', name: 'x' }) });
    expect(bad.status).toBe(400);
  });

  it('answers a browser’s /favicon.ico with 204, not a 404 in the console of every sign-in', async () => {
    const res = await fetch(`${sandbox.url}/favicon.ico`);
    expect(res.status).toBe(204);
  });

  it('answers unknown paths with a 404 JSON error', async () => {
    const res = await fetch(`${sandbox.url}/nope`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('notFound');
  });

  it('refuses static paths that climb out of the static folder', async () => {
    const res = await fetch(`${sandbox.url}/static/..%2f..%2fpackage.json`);
    expect(res.status).toBe(404);
  });

  it('applies SANDBOX_FAIL per service, changeable at run time', async () => {
    const set = await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({ fail: 'article' }) });
    expect(set.status).toBe(200);
    try {
      expect((await fetch(`${sandbox.url}/article/api/Article/Recent/Summary`)).status).toBe(500);
      // other services are unaffected
      const info = await fetch(`${sandbox.url}/business/api/Stock/AdditionalInformation`, { method: 'POST', headers: appId, body: '["AAPL"]' });
      expect(info.status).toBe(200);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({}) });
    }
    expect((await fetch(`${sandbox.url}/article/api/Article/Recent/Summary`)).status).toBe(200);
  });

  it('applies SANDBOX_LATENCY_MS to the named service only', async () => {
    await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({ latency: 'identity=400' }) });
    try {
      let started = performance.now();
      await fetch(`${sandbox.url}/identity/.well-known/openid-configuration`);
      expect(performance.now() - started).toBeGreaterThanOrEqual(390);
      started = performance.now();
      await fetch(`${sandbox.url}/health`);
      expect(performance.now() - started).toBeLessThan(390);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({}) });
    }
  });

  it('rejects malformed knob changes with a 400 and keeps the old knobs', async () => {
    const bad = await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({ fail: 'nosuchservice' }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('unknown service');
    const notJson = await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body: '{{{' });
    expect(notJson.status).toBe(400);
    expect((await fetch(`${sandbox.url}/article/api/Article/Recent/Summary`)).status).toBe(200);
  });
});

describe('SANDBOX_FIXTURES', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-fixtures-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses to start on a file that is not JSON, naming the file', async () => {
    const path = join(dir, 'broken.json');
    await writeFile(path, '{ not json');
    await expect(startSandbox({ port: 0, storage: createSandboxStorage('memory'), knobs: noKnobs(), fixturesPath: path, appOrigins: [] })).rejects.toThrow(`${path} is not valid JSON`);
  });

  it('refuses a missing file and a non-array section', async () => {
    const start = (fixturesPath: string) => startSandbox({ port: 0, storage: createSandboxStorage('memory'), knobs: noKnobs(), fixturesPath, appOrigins: [] });
    await expect(start(join(dir, 'missing.json'))).rejects.toThrow('cannot read');
    const path = join(dir, 'bad-section.json');
    await writeFile(path, JSON.stringify({ stocks: { id: 'X' } }));
    await expect(start(path)).rejects.toThrow('"stocks"');
  });
});
